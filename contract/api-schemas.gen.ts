/**
 * Generated from api-spec/cms-open-api.yaml by scripts/generate-api-schemas.ts (npm run
 * api:generate): the contract's component schemas and the schema of every read's 200 answer.
 * Never edit by hand.
 */
export const apiSchemas: {
  components: { schemas: Record<string, unknown> }
  responses: Record<string, unknown>
} = {
  "components": {
    "schemas": {
      "ContentLanguage": {
        "type": "string",
        "enum": [
          "zh",
          "en",
          "zh-CN",
          "zh-TW",
          "de",
          "ja",
          "ko",
          "th",
          "it",
          "hu",
          "ru",
          "kk",
          "ms",
          "vi"
        ],
        "description": "Language of the content: `zh` (Simplified Chinese, also read on zh-TW pages in Traditional\ncharacters) and `en` as seeded, or one of the site's locales for a version written for it.\n"
      },
      "SiteLocale": {
        "type": "string",
        "enum": [
          "zh-CN",
          "en",
          "zh-TW",
          "de",
          "ja",
          "ko",
          "th",
          "it",
          "hu",
          "ru",
          "kk",
          "ms",
          "vi"
        ],
        "description": "The site locale the visitor wrote in. It sets the rules of the submission (names in any\nscript, 1,000 characters of needs outside zh-CN and zh-TW) and is stored with it; a\nsubmission without it keeps the specification's limits.\n"
      },
      "SearchType": {
        "type": "string",
        "enum": [
          "page",
          "case",
          "news",
          "investor",
          "video",
          "download",
          "job"
        ],
        "description": "What a hit is: a page of the site, a case study, a news article, an investor item, a\nvideo, a download or an open position.\n"
      },
      "SearchResult": {
        "type": "object",
        "required": [
          "list",
          "total",
          "page",
          "size",
          "suggestions"
        ],
        "properties": {
          "list": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SearchHit"
            }
          },
          "total": {
            "type": "integer",
            "minimum": 0,
            "description": "Hits in all pages."
          },
          "page": {
            "type": "integer",
            "minimum": 1
          },
          "size": {
            "type": "integer",
            "minimum": 1
          },
          "suggestions": {
            "type": "array",
            "maxItems": 3,
            "items": {
              "type": "string"
            },
            "description": "When nothing matched, the query with a word replaced by a close indexed word."
          }
        }
      },
      "SearchHit": {
        "type": "object",
        "required": [
          "type",
          "translationKey",
          "language",
          "title",
          "snippet",
          "date",
          "picture",
          "fallback"
        ],
        "properties": {
          "type": {
            "$ref": "#/components/schemas/SearchType"
          },
          "translationKey": {
            "type": "string",
            "maxLength": 100,
            "description": "Shared by the hit's versions in other languages (a page's id for a page)."
          },
          "id": {
            "type": "integer",
            "description": "A story's id (its detail path's); absent for a page."
          },
          "pageId": {
            "type": "string",
            "maxLength": 100,
            "description": "A page's id in the site's page registry; absent for a story."
          },
          "path": {
            "type": "string",
            "maxLength": 200,
            "description": "A page's route (`/$lang/AGVDetails`); absent for a story."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "title": {
            "type": "string"
          },
          "snippet": {
            "type": "array",
            "description": "The passage around the first match as plain text parts; `mark` parts are the matched\nwords (a client shows them highlighted, as text, never as HTML).\n",
            "items": {
              "type": "object",
              "required": [
                "text",
                "mark"
              ],
              "properties": {
                "text": {
                  "type": "string"
                },
                "mark": {
                  "type": "boolean"
                }
              }
            }
          },
          "date": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "description": "A story's publication date; null for a page."
          },
          "picture": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Image"
              },
              {
                "type": "null"
              }
            ],
            "description": "A story's cover or poster, or null."
          },
          "fallback": {
            "type": "boolean",
            "description": "The hit is in one of the `fallback` languages (not the reader's own)."
          }
        }
      },
      "LanguagePreference": {
        "type": "string",
        "maxLength": 120,
        "pattern": "^(zh|en|zh-CN|zh-TW|de|ja|ko|th|it|hu|ru|kk|ms|vi)(,(zh|en|zh-CN|zh-TW|de|ja|ko|th|it|hu|ru|kk|ms|vi)){0,14}$",
        "description": "A content language, or several separated by commas, most preferred first.",
        "examples": [
          "en",
          "ja,en",
          "zh-TW,zh"
        ]
      },
      "TranslationKey": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
        "description": "Shared by every version of one story (a case study in Chinese, English and Japanese has one\nkey): lowercase words joined by hyphens, stable over time.\n",
        "examples": [
          "case-byd-battery-warehouse"
        ]
      },
      "TranslatableType": {
        "type": "string",
        "enum": [
          "article",
          "media",
          "download",
          "tag",
          "classify",
          "jobCategory",
          "workPlace",
          "job"
        ],
        "description": "The kinds of localized item."
      },
      "Version": {
        "type": "object",
        "required": [
          "language",
          "id"
        ],
        "properties": {
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "id": {
            "type": "integer",
            "description": "The id of this version."
          }
        }
      },
      "Translations": {
        "type": "object",
        "required": [
          "type",
          "translationKey",
          "versions"
        ],
        "properties": {
          "type": {
            "$ref": "#/components/schemas/TranslatableType"
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "versions": {
            "type": "array",
            "minItems": 1,
            "items": {
              "$ref": "#/components/schemas/Version"
            },
            "description": "Every version, one per language."
          }
        }
      },
      "EnvelopeBase": {
        "type": "object",
        "required": [
          "code",
          "msg"
        ],
        "properties": {
          "code": {
            "type": "integer",
            "description": "0 on success; otherwise an error code (equal to the HTTP status)."
          },
          "msg": {
            "type": "string",
            "description": "Human-readable, localized message (\"success\" / \"成功\" on success)."
          }
        }
      },
      "ErrorEnvelope": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "type": "integer",
            "description": "Non-zero error code.",
            "minimum": 1
          },
          "msg": {
            "type": "string",
            "description": "Localized message for the visitor."
          },
          "data": {
            "type": "null",
            "description": "Always null on errors."
          },
          "errors": {
            "type": "object",
            "description": "Per-field messages of a validation error, keyed by field name.",
            "additionalProperties": {
              "type": "string"
            }
          }
        }
      },
      "PageMeta": {
        "type": "object",
        "required": [
          "total",
          "pageNum",
          "pageSize"
        ],
        "properties": {
          "total": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of matching items over all pages."
          },
          "pageNum": {
            "type": "integer",
            "minimum": 1,
            "description": "This page's number (1-based)."
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "description": "Items per page."
          }
        }
      },
      "ClassifyNode": {
        "type": "object",
        "required": [
          "id",
          "language",
          "translationKey",
          "classifyName",
          "outLink",
          "classifyType",
          "sort",
          "children"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Category id."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "classifyName": {
            "type": "string",
            "description": "Display label in the requested language."
          },
          "outLink": {
            "type": "string",
            "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            "description": "URL slug of the category (`/{lang}/succeedCase/{outLink}`)."
          },
          "classifyType": {
            "type": "integer",
            "description": "0 = cases, 1 = news."
          },
          "sort": {
            "type": "integer",
            "description": "Display order, ascending."
          },
          "children": {
            "type": "array",
            "description": "Sub-categories (empty for leaves).",
            "items": {
              "$ref": "#/components/schemas/ClassifyNode"
            }
          }
        }
      },
      "Blogroll": {
        "type": "object",
        "required": [
          "id",
          "blogrollName",
          "blogrollLink"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Link id."
          },
          "blogrollName": {
            "type": "string",
            "description": "Label of the link."
          },
          "blogrollLink": {
            "type": "string",
            "format": "uri",
            "description": "Absolute URL (opens in a new window)."
          },
          "sort": {
            "type": "integer",
            "description": "Display order, ascending."
          }
        }
      },
      "Image": {
        "type": "object",
        "description": "A picture. `url`, the size and `alt` are all a client needs to show it; a service with a resizer adds its variants (the listed widths in the listed formats), a blurred placeholder and a focal point, for `<picture>`, `srcset` and cropping.",
        "required": [
          "url",
          "width",
          "height",
          "alt"
        ],
        "properties": {
          "url": {
            "type": "string",
            "description": "Absolute or site-relative URL of the picture in a format every browser shows (JPEG, or an SVG drawing), at most 1200 px wide when it has variants."
          },
          "width": {
            "type": "integer",
            "minimum": 1,
            "description": "Intrinsic width of the source in pixels."
          },
          "height": {
            "type": "integer",
            "minimum": 1,
            "description": "Intrinsic height of the source in pixels."
          },
          "alt": {
            "type": "string",
            "description": "Text alternative in the language of the item that shows it (the picture's alt text in that language when it has one, else the item's own)."
          },
          "focalPoint": {
            "$ref": "#/components/schemas/FocalPoint"
          },
          "placeholder": {
            "type": "string",
            "pattern": "^data:image/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$",
            "maxLength": 2000,
            "description": "A tiny blurred version as a data: URL (a few hundred bytes), to paint until the picture has loaded."
          },
          "variants": {
            "$ref": "#/components/schemas/ImageVariants"
          }
        }
      },
      "FocalPoint": {
        "type": "object",
        "description": "What to keep in view when the picture is cropped (0-1, from the top left).",
        "required": [
          "x",
          "y"
        ],
        "properties": {
          "x": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "From the left edge."
          },
          "y": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "From the top edge."
          }
        }
      },
      "ImageVariants": {
        "type": "object",
        "description": "The sizes and formats the picture is served in. A URL is `template` with `{width}` and `{format}` replaced by one of `widths` and one of `formats`; any other value answers 404. Variant URLs never change their bytes (`Cache-Control: immutable`); a new source gets a new template.",
        "required": [
          "template",
          "widths",
          "formats"
        ],
        "properties": {
          "template": {
            "type": "string",
            "description": "Site-relative or absolute URL with `{width}` and `{format}`, e.g. /cms/images/agv-1/3f2a9c0d1e2b/{width}.{format}."
          },
          "widths": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "integer",
              "enum": [
                480,
                768,
                1200,
                1920
              ]
            },
            "description": "Widths in pixels, ascending, none wider than the source (but at least one)."
          },
          "formats": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "enum": [
                "avif",
                "webp",
                "jpeg"
              ]
            },
            "description": "Formats, best first (for `<source type>`); jpeg for the `<img>`."
          }
        }
      },
      "ArticleType": {
        "type": "string",
        "enum": [
          "news",
          "investor",
          "case"
        ],
        "description": "news = company news; investor = investor news (reports, announcements); case = case study."
      },
      "Tag": {
        "type": "object",
        "required": [
          "id",
          "tagName"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Tag id."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "tagName": {
            "type": "string",
            "description": "Label in the requested language."
          }
        }
      },
      "ArticleSummary": {
        "type": "object",
        "required": [
          "id",
          "type",
          "classifyId",
          "language",
          "translationKey",
          "title",
          "summary",
          "cover",
          "publishDate",
          "tags"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Article id."
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "type": {
            "$ref": "#/components/schemas/ArticleType"
          },
          "classifyId": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Category (case categories for case studies), or null."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "title": {
            "type": "string",
            "description": "Headline."
          },
          "summary": {
            "type": "string",
            "description": "One-paragraph plain-text summary."
          },
          "cover": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Image"
              },
              {
                "type": "null"
              }
            ],
            "description": "Cover image, or null."
          },
          "publishDate": {
            "type": "string",
            "format": "date",
            "description": "Publication date (YYYY-MM-DD)."
          },
          "tags": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Tag"
            },
            "description": "Tags of the article."
          },
          "customerName": {
            "type": [
              "string",
              "null"
            ],
            "description": "Customer of a case study (null for other types)."
          }
        }
      },
      "Article": {
        "allOf": [
          {
            "$ref": "#/components/schemas/ArticleSummary"
          },
          {
            "type": "object",
            "required": [
              "content",
              "versions"
            ],
            "properties": {
              "versions": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/components/schemas/Version"
                },
                "description": "Every version of this story, this one included."
              },
              "content": {
                "type": "string",
                "description": "Body as sanitized HTML (headings, paragraphs, lists, tables, images). A picture the service has variants of is a `<picture>`: `<source type=\"image/avif\">` and `image/webp` with `srcset` and `sizes`, then an `<img>` with the JPEG `srcset`, `width`, `height` and `alt`."
              },
              "attachmentUrl": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "For investor news, the URL of the full report (PDF), or null."
              }
            }
          }
        ]
      },
      "MediaType": {
        "type": "string",
        "enum": [
          "video",
          "image"
        ],
        "description": "Kind of media item."
      },
      "Caption": {
        "type": "object",
        "required": [
          "language",
          "label",
          "url"
        ],
        "properties": {
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "label": {
            "type": "string",
            "description": "Name of the track for a caption menu, in its own language (e.g. \"中文\", \"English\")."
          },
          "url": {
            "type": "string",
            "description": "Absolute or site-relative URL of the WebVTT file (`text/vtt; charset=utf-8`), e.g. /cms/files/videos/{slug}.zh.vtt."
          }
        }
      },
      "Media": {
        "type": "object",
        "required": [
          "id",
          "type",
          "language",
          "translationKey",
          "title",
          "poster",
          "sourceUrl",
          "duration",
          "captions",
          "publishDate"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Media id."
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "type": {
            "$ref": "#/components/schemas/MediaType"
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "title": {
            "type": "string",
            "description": "Title."
          },
          "description": {
            "type": "string",
            "description": "Short description."
          },
          "poster": {
            "$ref": "#/components/schemas/Image"
          },
          "sourceUrl": {
            "type": "string",
            "description": "URL of the video or full-size image. Videos are H.264 MP4 files served with byte-range support (`Accept-Ranges: bytes`, 206 partial content), e.g. /cms/files/videos/{slug}.mp4."
          },
          "duration": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "description": "Length of a video in seconds; null for images."
          },
          "captions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Caption"
            },
            "description": "Caption tracks of a video (WebVTT), one per language, for `<track kind=\"captions\">`; always an empty array for images."
          },
          "publishDate": {
            "type": "string",
            "format": "date",
            "description": "Publication date."
          }
        }
      },
      "Download": {
        "type": "object",
        "required": [
          "id",
          "language",
          "translationKey",
          "title",
          "summary",
          "fileName",
          "fileType",
          "fileSize",
          "pageCount",
          "publishDate"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Document id (the `downloadId` of a download request)."
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "title": {
            "type": "string",
            "description": "Title of the document."
          },
          "summary": {
            "type": "string",
            "description": "What the document contains."
          },
          "fileName": {
            "type": "string",
            "description": "File name offered to the browser."
          },
          "fileType": {
            "type": "string",
            "enum": [
              "pdf"
            ],
            "description": "File format."
          },
          "fileSize": {
            "type": "integer",
            "minimum": 1,
            "description": "Size in bytes."
          },
          "pageCount": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 1,
            "description": "Number of pages of the PDF, counted when the file was made; null when not known."
          },
          "cover": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Image"
              },
              {
                "type": "null"
              }
            ],
            "description": "Thumbnail, or null."
          },
          "publishDate": {
            "type": "string",
            "format": "date",
            "description": "Publication date."
          }
        }
      },
      "JobCategory": {
        "type": "object",
        "required": [
          "id",
          "language",
          "translationKey",
          "categoryName",
          "jobCount"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Category id."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "categoryName": {
            "type": "string",
            "description": "Label, for example R&D or Engineering."
          },
          "jobCount": {
            "type": "integer",
            "minimum": 0,
            "description": "Open positions in the category."
          }
        }
      },
      "WorkPlace": {
        "type": "object",
        "required": [
          "id",
          "language",
          "translationKey",
          "workPlaceName",
          "jobCount"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Workplace id."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "workPlaceName": {
            "type": "string",
            "description": "City or site name."
          },
          "jobCount": {
            "type": "integer",
            "minimum": 0,
            "description": "Open positions there."
          }
        }
      },
      "Job": {
        "type": "object",
        "required": [
          "id",
          "language",
          "translationKey",
          "title",
          "categoryId",
          "categoryName",
          "workPlaceId",
          "workPlaceName",
          "headcount",
          "responsibilities",
          "requirements",
          "publishDate"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Job id."
          },
          "language": {
            "$ref": "#/components/schemas/ContentLanguage"
          },
          "translationKey": {
            "$ref": "#/components/schemas/TranslationKey"
          },
          "versions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Version"
            },
            "description": "Every version of this job, this one included (on `GET /job/{id}` only)."
          },
          "title": {
            "type": "string",
            "description": "Position title."
          },
          "categoryId": {
            "type": "integer",
            "description": "Job category id."
          },
          "categoryName": {
            "type": "string",
            "description": "Job category label."
          },
          "workPlaceId": {
            "type": "integer",
            "description": "Workplace id."
          },
          "workPlaceName": {
            "type": "string",
            "description": "Workplace label."
          },
          "headcount": {
            "type": "integer",
            "minimum": 1,
            "description": "Number of people hired."
          },
          "responsibilities": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "What the person will do, one item per entry."
          },
          "requirements": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "What the person brings, one item per entry."
          },
          "publishDate": {
            "type": "string",
            "format": "date",
            "description": "Publication date."
          },
          "validThrough": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "description": "The last day the posting is open (inclusive, UTC). Null or missing: open until an editor closes it. `GET /job/list` and the job counts list only open postings; `GET /job/{id}` answers a closed one too, so its page can say it is closed."
          }
        }
      },
      "PotentialCustomerInput": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "customersName",
          "customersPhone",
          "customersAddress",
          "companyName",
          "demand",
          "industry"
        ],
        "properties": {
          "website": {
            "type": "string",
            "maxLength": 0,
            "description": "The honeypot of the form, hidden from people; any value refuses the write (400)."
          },
          "customersName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 60,
            "description": "Contact person. A name in Chinese characters has at most 8 characters (the\nspecification's rule). With a `locale`, another name may have up to 60 letters of any\nscript, with marks, spaces, hyphens, apostrophes, periods and middle dots; without\none, every name keeps the specification's 8.\n"
          },
          "customersPhone": {
            "type": "string",
            "maxLength": 16,
            "pattern": "^(1[3-9]\\d{9}|\\+[1-9]\\d{7,14})$",
            "description": "Mainland mobile number (11 digits, 1 then 3-9). Visitors using a non-Chinese site\nlocale (the `locale`, or without one the request's Accept-Language) may also give an\ninternational number in E.164 form.\n"
          },
          "customersAddress": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120,
            "description": "Region names joined by slashes, e.g. 广东省/深圳市/南山区."
          },
          "remark": {
            "type": "string",
            "maxLength": 1000,
            "description": "Optional remark: at most 1,000 characters from a non-Chinese `locale`, else (zh-CN,\nzh-TW or no locale) the specification's 100.\n"
          },
          "companyName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "description": "Company."
          },
          "demand": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000,
            "description": "What the visitor needs: at most 1,000 characters from a non-Chinese `locale`, else\n(zh-CN, zh-TW or no locale) the specification's 100.\n"
          },
          "industry": {
            "type": "string",
            "minLength": 1,
            "maxLength": 50,
            "description": "The visitor's industry."
          },
          "locale": {
            "$ref": "#/components/schemas/SiteLocale"
          }
        }
      },
      "ResumeInput": {
        "type": "object",
        "required": [
          "jobId",
          "name",
          "phone",
          "email",
          "file"
        ],
        "properties": {
          "website": {
            "type": "string",
            "maxLength": 0,
            "description": "The honeypot of the form, hidden from people; any value refuses the write (400)."
          },
          "jobId": {
            "type": "integer",
            "minimum": 1,
            "description": "The job applied for."
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 30,
            "description": "Applicant's name."
          },
          "phone": {
            "type": "string",
            "maxLength": 16,
            "pattern": "^(1[3-9]\\d{9}|\\+[1-9]\\d{7,14})$",
            "description": "Mobile number (mainland or E.164)."
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "description": "Email address."
          },
          "message": {
            "type": "string",
            "maxLength": 1000,
            "description": "Optional cover note."
          },
          "file": {
            "type": "string",
            "contentMediaType": "application/octet-stream",
            "description": "CV as PDF, DOC or DOCX, at most 5 MB; the type is checked by content."
          }
        }
      },
      "CustomerDownloadInput": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "phone",
          "company",
          "email",
          "downloadId"
        ],
        "properties": {
          "website": {
            "type": "string",
            "maxLength": 0,
            "description": "The honeypot of the form, hidden from people; any value refuses the write (400)."
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 30,
            "description": "Contact person."
          },
          "phone": {
            "type": "string",
            "maxLength": 16,
            "pattern": "^(1[3-9]\\d{9}|\\+[1-9]\\d{7,14})$",
            "description": "Mobile number (mainland or E.164)."
          },
          "company": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "description": "Company."
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "description": "Email address."
          },
          "downloadId": {
            "type": "integer",
            "minimum": 1,
            "description": "The document asked for."
          }
        }
      },
      "FormToken": {
        "type": "object",
        "required": [
          "token",
          "notBefore",
          "expiresAt"
        ],
        "properties": {
          "token": {
            "type": "string",
            "description": "The value of X-Form-Token."
          },
          "notBefore": {
            "type": "string",
            "format": "date-time",
            "description": "Writes with it are accepted from then on."
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "Writes with it are refused after."
          }
        }
      },
      "Created": {
        "type": "object",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Id of the stored record."
          }
        }
      },
      "DownloadGrant": {
        "type": "object",
        "required": [
          "id",
          "url",
          "expiresAt"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Id of the stored download request."
          },
          "url": {
            "type": "string",
            "description": "URL that downloads the file."
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the URL stops working."
          }
        }
      },
      "Region": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "description": "Administrative code (6 digits; 9 for town/street-level units)."
          },
          "name": {
            "type": "string",
            "description": "Chinese name."
          },
          "children": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Region"
            },
            "description": "Next level down, when there is one."
          }
        }
      }
    }
  },
  "responses": {
    "/classify/treeData": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/ClassifyNode"
              }
            }
          }
        }
      ]
    },
    "/blogroll/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/Blogroll"
              }
            }
          }
        }
      ]
    },
    "/article/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/PageMeta"
                },
                {
                  "type": "object",
                  "required": [
                    "list"
                  ],
                  "properties": {
                    "list": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/ArticleSummary"
                      }
                    }
                  }
                }
              ]
            }
          }
        }
      ]
    },
    "/articleDetails/{id}": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "$ref": "#/components/schemas/Article"
            }
          }
        }
      ]
    },
    "/preview": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "anyOf": [
                {
                  "$ref": "#/components/schemas/Article"
                },
                {
                  "$ref": "#/components/schemas/Job"
                },
                {
                  "$ref": "#/components/schemas/Media"
                },
                {
                  "$ref": "#/components/schemas/Download"
                }
              ]
            }
          }
        }
      ]
    },
    "/media/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/PageMeta"
                },
                {
                  "type": "object",
                  "required": [
                    "list"
                  ],
                  "properties": {
                    "list": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Media"
                      }
                    }
                  }
                }
              ]
            }
          }
        }
      ]
    },
    "/download/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/PageMeta"
                },
                {
                  "type": "object",
                  "required": [
                    "list"
                  ],
                  "properties": {
                    "list": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Download"
                      }
                    }
                  }
                }
              ]
            }
          }
        }
      ]
    },
    "/tag/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/Tag"
              }
            }
          }
        }
      ]
    },
    "/search": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "$ref": "#/components/schemas/SearchResult"
            }
          }
        }
      ]
    },
    "/translations": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "$ref": "#/components/schemas/Translations"
            }
          }
        }
      ]
    },
    "/formToken": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "$ref": "#/components/schemas/FormToken"
            }
          }
        }
      ]
    },
    "/job/getJobCategory": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/JobCategory"
              }
            }
          }
        }
      ]
    },
    "/job/getWorkPlace": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/WorkPlace"
              }
            }
          }
        }
      ]
    },
    "/job/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/PageMeta"
                },
                {
                  "type": "object",
                  "required": [
                    "list"
                  ],
                  "properties": {
                    "list": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Job"
                      }
                    }
                  }
                }
              ]
            }
          }
        }
      ]
    },
    "/job/{id}": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "$ref": "#/components/schemas/Job"
            }
          }
        }
      ]
    },
    "/localtion/list": {
      "allOf": [
        {
          "$ref": "#/components/schemas/EnvelopeBase"
        },
        {
          "type": "object",
          "required": [
            "data"
          ],
          "properties": {
            "data": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/Region"
              }
            }
          }
        }
      ]
    }
  }
}
