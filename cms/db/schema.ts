/** The content service's database: one pg-core schema for PGlite and PostgreSQL (15+). */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  CONTENT_LANGUAGE_LENGTH,
  contentLanguages,
  TRANSLATION_KEY_LENGTH,
  type ContentLanguage,
} from '../../contract/content-language'

export type { ContentLanguage }

export interface StoredImage {
  url: string
  width: number
  height: number
  alt: string
  /** The picture's row in `image` (its variants, placeholder, focal point and alt texts). */
  image?: string
}

/** Alt texts of a picture by content language (zh, en, or a site locale). */
export type ImageAlts = Partial<Record<ContentLanguage, string>>

/** The language of a row: zh, en or a site locale (contract/content-language.ts, ADR 025). */
const language = () =>
  varchar('language', { length: CONTENT_LANGUAGE_LENGTH }).$type<ContentLanguage>().notNull()

/**
 * Shared by every version of one story (its rows in other languages): lowercase words joined by
 * hyphens. One row per key and language in each table.
 */
const translationKey = () =>
  varchar('translation_key', { length: TRANSLATION_KEY_LENGTH }).notNull()

/** The database refuses a language the contract does not name. */
const knownLanguage = (table: string, column: AnyPgColumn) =>
  check(
    `${table}_language_check`,
    sql`${column} in (${sql.raw(contentLanguages.map((l) => `'${l}'`).join(', '))})`,
  )

/**
 * What every localized table has besides its columns: one row per translation key and language,
 * and only the languages and keys the contract accepts (checked by the database, so no editor's
 * row can break an answer).
 */
const localized = (table: string, t: { language: AnyPgColumn; translationKey: AnyPgColumn }) => [
  uniqueIndex(`${table}_translation_key_lang_idx`).on(t.translationKey, t.language),
  knownLanguage(table, t.language),
  check(`${table}_translation_key_check`, sql`${t.translationKey} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
]

export const contentStatuses = ['draft', 'published'] as const
export type ContentStatus = (typeof contentStatuses)[number]

/**
 * Publication of a version (issue 35, ADR 040): an editor's `status`, and the window it is public
 * in. The open API shows a version only while `status = 'published'` and now is inside
 * [`publishAt`, `unpublishAt`) (cms/routes/shared.ts `visibleNow`). `publishedSince` marks the
 * last visibility the change events announced (the schedule compares it with the window).
 */
const publication = () => ({
  status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Whether the version was visible when its last change event was written. */
  announcedVisible: boolean('announced_visible').notNull().default(true),
})

const publicationChecks = (
  table: string,
  t: { status: AnyPgColumn; publishAt: AnyPgColumn; unpublishAt: AnyPgColumn },
) => [
  check(`${table}_status_check`, sql`${t.status} in ('draft', 'published')`),
  index(`${table}_schedule_idx`).on(t.publishAt, t.unpublishAt),
]

export const classify = pgTable(
  'classify',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    classifyType: integer('classify_type').notNull(),
    parentId: integer('parent_id'),
    classifyName: varchar('classify_name', { length: 100 }).notNull(),
    outLink: varchar('out_link', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('classify_lang_type_idx').on(t.language, t.classifyType),
    ...localized('classify', t),
  ],
)

/** Partner links: one row per link and language (no translation key: a list answers each link once). */
export const blogroll = pgTable(
  'blogroll',
  {
    id: serial('id').primaryKey(),
    language: language(),
    blogrollName: varchar('blogroll_name', { length: 100 }).notNull(),
    blogrollLink: varchar('blogroll_link', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [knownLanguage('blogroll', t.language)],
)

export const tag = pgTable(
  'tag',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    key: varchar('key', { length: 50 }).notNull(),
    tagName: varchar('tag_name', { length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('tag_lang_key_idx').on(t.language, t.key), ...localized('tag', t)],
)

/**
 * A picture of the content: its source (a render in cms/assets/images/<name>.*, or a drawing the
 * service rasterizes) and what a client needs to show it well. Its variants (contract widths and
 * formats) are made on first request and kept on disk (cms/routes/images.ts); `hash` names the
 * source's bytes, so a new source is a new URL and every variant URL is immutable.
 */
export const image = pgTable(
  'image',
  {
    name: varchar('name', { length: 100 }).primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: varchar('hash', { length: 12 }).notNull(),
    /** What to keep in view when cropped, in per mille of the width and height from top left. */
    focalX: integer('focal_x').notNull().default(500),
    focalY: integer('focal_y').notNull().default(500),
    alt: jsonb('alt').$type<ImageAlts>().notNull().default({}),
    /** A tiny blurred WebP as a data: URL. */
    placeholder: text('placeholder').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('image_name_check', sql`${t.name} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      'image_focal_check',
      sql`${t.focalX} between 0 and 1000 and ${t.focalY} between 0 and 1000`,
    ),
  ],
)

export const article = pgTable(
  'article',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    type: varchar('type', { length: 16 }).$type<'news' | 'investor' | 'case'>().notNull(),
    classifyId: integer('classify_id').references(() => classify.id),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull(),
    cover: jsonb('cover').$type<StoredImage | null>(),
    content: text('content').notNull(),
    customerName: varchar('customer_name', { length: 200 }),
    attachmentUrl: varchar('attachment_url', { length: 500 }),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    ...publication(),
  },
  (t) => [
    index('article_lang_type_date_idx').on(t.language, t.type, t.publishDate),
    ...localized('article', t),
    ...publicationChecks('article', t),
  ],
)

export const articleTag = pgTable(
  'article_tag',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] })],
)

/** A caption track of a video: WebVTT in one language. */
export interface StoredCaption {
  language: ContentLanguage
  label: string
  url: string
}

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    type: varchar('type', { length: 8 }).$type<'video' | 'image'>().notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    poster: jsonb('poster').$type<StoredImage>().notNull(),
    sourceUrl: varchar('source_url', { length: 500 }).notNull(),
    duration: integer('duration'),
    /** Caption tracks of a video (empty for images). */
    captions: jsonb('captions').$type<StoredCaption[]>().notNull().default([]),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    ...publication(),
  },
  (t) => [...localized('media', t), ...publicationChecks('media', t)],
)

export const download = pgTable(
  'download',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** Random name of the stored file under DATA_DIR/files/downloads. */
    storedName: varchar('stored_name', { length: 100 }).notNull(),
    fileSize: integer('file_size').notNull(),
    /** Pages of the PDF, counted when the file was made (null when not known). */
    pageCount: integer('page_count'),
    cover: jsonb('cover').$type<StoredImage | null>(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    ...publication(),
  },
  (t) => [...localized('download', t), ...publicationChecks('download', t)],
)

export const jobCategory = pgTable(
  'job_category',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    key: varchar('key', { length: 50 }).notNull(),
    categoryName: varchar('category_name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => localized('job_category', t),
)

export const workPlace = pgTable(
  'work_place',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    key: varchar('key', { length: 50 }).notNull(),
    workPlaceName: varchar('work_place_name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => localized('work_place', t),
)

export const job = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    language: language(),
    translationKey: translationKey(),
    title: varchar('title', { length: 200 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => jobCategory.id),
    workPlaceId: integer('work_place_id')
      .notNull()
      .references(() => workPlace.id),
    headcount: integer('headcount').notNull(),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    /** The last day the posting is open; null: open until an editor closes it (ADR 037). */
    validThrough: date('valid_through', { mode: 'string' }),
    ...publication(),
  },
  (t) => [...localized('job', t), ...publicationChecks('job', t)],
)

/** Consultation leads. Text is stored exactly as given and never rendered as HTML. */
export const potentialCustomer = pgTable(
  'potential_customer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 8 for names in Chinese characters, 60 for others (contract/consultation.schema.ts). */
    customersName: varchar('customers_name', { length: 60 }).notNull(),
    customersPhone: varchar('customers_phone', { length: 16 }).notNull(),
    customersAddress: varchar('customers_address', { length: 120 }).notNull(),
    remark: varchar('remark', { length: 1000 }).notNull().default(''),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    demand: varchar('demand', { length: 1000 }).notNull(),
    industry: varchar('industry', { length: 50 }).notNull(),
    /** The visitor's site locale as sent, else the caller's Accept-Language tag (ADR 038). */
    locale: varchar('locale', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('potential_customer_created_idx').on(t.createdAt)],
)

export const resume = pgTable(
  'resume',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The job applied for (no foreign key: applications outlive re-seeded content). */
    jobId: integer('job_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 100 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_created_idx').on(t.createdAt)],
)

export const customerDownload = pgTable(
  'customer_download',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The document asked for (no foreign key: requests outlive re-seeded content). */
    downloadId: integer('download_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    company: varchar('company', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_download_created_idx').on(t.createdAt)],
)

/**
 * Form tokens a write was accepted with: each token is accepted once, by every process on the
 * database (the primary key decides between two at the same moment). Recorded in the write's own
 * transaction; a row past `expiresAt` is deleted by a later write (the token is refused as
 * expired by then anyway).
 */
export const formTokenUse = pgTable(
  'form_token_use',
  {
    /** SHA-256 of the token, base64url (43 characters). */
    id: varchar('id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_token_use_expires_idx').on(t.expiresAt)],
)

/**
 * The delivery outbox (ADR 039): one row per accepted submission and target (mail, webhook),
 * written in the submission's own transaction. Its id is the idempotency id the receiver sees
 * (webhook-id, the mail's Message-ID). A worker claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease (`lockedUntil`): a claim whose process died is due again once the lease is over.
 */
export const leadDelivery = pgTable(
  'lead_delivery',
  {
    /** `msg_` and 26 random base32 characters. */
    id: varchar('id', { length: 40 }).primaryKey(),
    /** lead, download or application. */
    kind: varchar('kind', { length: 16 }).notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    /** mail or webhook. */
    target: varchar('target', { length: 16 }).notNull(),
    /** The submission as accepted, with the page and locale it came from. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, delivered or failed (given up after the last attempt; an operator may retry). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which claim holds the row: only that claim records the attempt's outcome. */
    claim: varchar('claim', { length: 40 }),
    lastError: text('last_error'),
    /** Where the last attempt went (mail addresses or the webhook's host), for operators. */
    recipient: text('recipient'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('lead_delivery_due_idx').on(t.status, t.nextAttemptAt),
    index('lead_delivery_submission_idx').on(t.kind, t.submissionId),
  ],
)

/**
 * What editors did through the management API (issue 35): who, when, which version, and what
 * changed (field names, before and after of short fields). Written in the change's transaction.
 */
export const contentAudit = pgTable(
  'content_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The editor's name (`admin` for CMS_ADMIN_TOKEN, else the CMS_EDITOR_TOKENS name). */
    actor: varchar('actor', { length: 60 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    collection: varchar('collection', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    translationKey: varchar('translation_key', { length: TRANSLATION_KEY_LENGTH }).notNull(),
    language: varchar('language', { length: CONTENT_LANGUAGE_LENGTH }).notNull(),
    /** Per field: `{ before, after }` for short values, `{ changed: true }` for long ones. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_audit_at_idx').on(t.at)],
)

/**
 * Every change of published content (contract/content-change.ts), in order: written in the
 * change's transaction; other processes read the rows after a NOTIFY, the webhook delivers them.
 */
export const contentChange = pgTable('content_change', {
  /** The order of changes (LISTEN readers and the webhook cursor go by it). */
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  /** The event's id (`chg_` and 26 base32 characters), also the webhook's `webhook-id`. */
  id: varchar('id', { length: 40 }).notNull().unique(),
  /** The event as the contract has it. */
  event: jsonb('event').$type<Record<string, unknown>>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})

/** PostgreSQL's `tsvector` (site search's document vectors). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Site search (issue 38, ADR 042): one row per searchable document and language, written by the
 * service only (cms/search/): each visible version of a story (source = its collection, key = its
 * id) and each page of the site in each locale (source `pages`, key = the page's id, sent by the
 * site). `vector` is built from text already normalized and segmented in TypeScript
 * (cms/search/normalize.ts): the language's snowball stems and the words as written.
 */
export const searchDocument = pgTable(
  'search_document',
  {
    source: varchar('source', { length: 16 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    language: language(),
    /** Shared by a document's versions in other languages (a story's key, a page's id). */
    translationKey: varchar('translation_key', { length: 100 }).notNull(),
    /** page, case, news, investor, video, download, job. */
    type: varchar('type', { length: 16 }).notNull(),
    title: text('title').notNull(),
    /** Plain text (snippets are cut from it). */
    body: text('body').notNull(),
    /** A page's route (`/$lang/AGVDetails`); null for stories (their type and id name them). */
    path: varchar('path', { length: 200 }),
    date: date('date', { mode: 'string' }),
    picture: jsonb('picture').$type<StoredImage | null>(),
    /** The source's `updated_at` (stories) or a hash of the document (pages): unchanged, not rewritten. */
    version: varchar('version', { length: 64 }).notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.key, t.language] }),
    index('search_document_vector_idx').using('gin', t.vector),
    index('search_document_language_type_idx').on(t.language, t.type),
  ],
)

/** Every word indexed (normalized): what typo tolerance and "did you mean" compare with (pg_trgm). */
export const searchTerm = pgTable(
  'search_term',
  { term: varchar('term', { length: 60 }).primaryKey() },
  (t) => [index('search_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
)
