/**
 * Loads the seed content (cms/seed/content/*) into the database: zh and en rows of every item with
 * one translation key per item (cms/seed/keys.ts), then the versions in more languages
 * (content/more-languages.ts), our rendered pictures (cms/assets/images), generated PDFs. Content tables are
 * replaced; submissions are never touched. Insertion order is fixed, so ids are the same after
 * every re-seed (zh rows, en rows, then the other languages).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { count, ne, sql } from 'drizzle-orm'
import type { ContentLanguage } from '../../contract/content-language'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import {
  bodyImages,
  describeSource,
  documentCover,
  imageManifest,
  renderedImage,
} from '../media/images'
import { captionLabels, captionLanguages } from '../media/captions'
import { articles } from './content/articles'
import { caseCategories, tags } from './content/case-categories'
import { cases } from './content/cases'
import { downloads } from './content/downloads'
import { jobCategories, jobs, workPlaces } from './content/jobs'
import { friendlyLinks } from './content/links'
import { videos, type SeedVideoClip } from './content/media'
import { extraVersions, storyLanguages, type ExtraVersion } from './content/more-languages'
import { assertUniqueKeys, keys } from './keys'
import { renderDownload, renderReport, type ReportSection } from './documents'
import { toPdfText } from './pdf'
import { insertTagVersions } from './tag-versions'
import { reconcileStories } from '../search/documents'
import type { SeedArticle, SeedCase, SeedJob } from './types'

const languages = ['zh', 'en'] as const
/** The languages job categories and workplaces are written in: the seed's and the stories' others. */
type JobLanguage = (typeof languages)[number] | (typeof storyLanguages)[number]
const caseRoot = { zh: '成功案例', en: 'Case studies' }
const newsRoot = { zh: '新闻动态', en: 'News' }

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * An article body (<h2>, <p>, <ul><li>, <table>) as report sections: each <h2> starts one (the
 * text before the first has no title); paragraphs and list items are paragraphs, tables tables.
 */
export function reportSections(html: string): ReportSection[] {
  const sections: ReportSection[] = [{ title: '', paragraphs: [], tables: [] }]
  const blocks =
    html.match(
      /<h2>[\s\S]*?<\/h2>|<p>[\s\S]*?<\/p>|<li>[\s\S]*?<\/li>|<table>[\s\S]*?<\/table>/g,
    ) ?? []
  for (const block of blocks) {
    const section = sections.at(-1)!
    if (block.startsWith('<h2>')) sections.push({ title: plain(block), paragraphs: [], tables: [] })
    else if (block.startsWith('<table>')) {
      const rows = (block.match(/<tr>[\s\S]*?<\/tr>/g) ?? []).map((row) =>
        (row.match(/<t[hd]>[\s\S]*?<\/t[hd]>/g) ?? []).map(plain),
      )
      const [head = [], ...body] = rows
      section.tables.push({ head, rows: body, after: section.paragraphs.length })
    } else section.paragraphs.push(plain(block))
  }
  return sections.filter((s) => s.title || s.paragraphs.length || s.tables.length)
}

type Version<K> = Extract<ExtraVersion, { of: { kind: K } }>
/** A version in another language, with the story it belongs to. */
export type ResolvedVersion =
  | (Version<'case'> & { kind: 'case'; story: SeedCase; index: number })
  | (Version<'news' | 'investor'> & {
      kind: 'news' | 'investor'
      story: SeedArticle
      index: number
    })
  | (Version<'job'> & { kind: 'job'; story: SeedJob; index: number })
  | (Version<'video'> & { kind: 'video'; story: SeedVideoClip; index: number })

/**
 * Finds the story of each version in another language by its kind and exact English title.
 * Throws when one names no story, or when a position's lists do not match its story's: a
 * translation that lands on nothing must stop the seed.
 */
export function resolveExtraVersions(
  versions: readonly ExtraVersion[],
  content: {
    cases: readonly SeedCase[]
    articles: readonly SeedArticle[]
    jobs: readonly SeedJob[]
    videos: readonly SeedVideoClip[]
  } = { cases, articles, jobs, videos },
): ResolvedVersion[] {
  return versions.map((version): ResolvedVersion => {
    const { enTitle } = version.of
    const where = `(cms/seed/content/languages/${version.language})`
    if (version.of.kind === 'case') {
      const index = content.cases.findIndex((c) => c.title.en === enTitle)
      if (index < 0) throw new Error(`seed: no case study titled "${enTitle}" in English ${where}`)
      return { ...(version as Version<'case'>), kind: 'case', story: content.cases[index]!, index }
    }
    if (version.of.kind === 'job') {
      const v = version as Version<'job'>
      const index = content.jobs.findIndex((j) => j.title.en === enTitle)
      if (index < 0) throw new Error(`seed: no job titled "${enTitle}" in English ${where}`)
      const story = content.jobs[index]!
      if (
        v.responsibilities.length !== story.responsibilities.en.length ||
        v.requirements.length !== story.requirements.en.length
      )
        throw new Error(`seed: the job "${enTitle}" ${where} has not as many items as its story`)
      return { ...v, kind: 'job', story, index }
    }
    if (version.of.kind === 'video') {
      const index = content.videos.findIndex((f) => f.title.en === enTitle)
      if (index < 0) throw new Error(`seed: no video titled "${enTitle}" in English ${where}`)
      const story = content.videos[index]!
      return { ...(version as Version<'video'>), kind: 'video', story, index }
    }
    const kind = version.of.kind
    const index = content.articles.findIndex((a) => a.type === kind && a.title.en === enTitle)
    if (index < 0)
      throw new Error(`seed: no ${kind} article titled "${enTitle}" in English ${where}`)
    return {
      ...(version as Version<'news' | 'investor'>),
      kind,
      story: content.articles[index]!,
      index,
    }
  })
}

/** Every translation key of the seed, checked: one per story, never two stories with one. */
function seedKeys() {
  const planned = {
    classifyRoots: { cases: keys.categoryRoot('cases'), news: keys.categoryRoot('news') },
    categories: caseCategories.map(keys.category),
    tags: tags.map(keys.tag),
    cases: cases.map(keys.case),
    articles: articles.map(keys.article),
    videos: videos.map(keys.video),
    downloads: downloads.map(keys.download),
    jobCategories: jobCategories.map(keys.jobCategory),
    workPlaces: workPlaces.map(keys.workPlace),
    jobs: jobs.map(keys.job),
  }
  assertUniqueKeys('classify', [...Object.values(planned.classifyRoots), ...planned.categories])
  assertUniqueKeys('tag', planned.tags)
  // Case studies and news share the article table, and /translations?type=article finds a story
  // by its key alone: one key per story across the table.
  assertUniqueKeys('article', [...planned.cases, ...planned.articles])
  assertUniqueKeys('media', planned.videos)
  assertUniqueKeys('download', planned.downloads)
  assertUniqueKeys('job category', planned.jobCategories)
  assertUniqueKeys('workplace', planned.workPlaces)
  assertUniqueKeys('job', planned.jobs)
  return planned
}

/** The seed's language whose categories and tags a version in `language` uses (ADR 025 chain). */
const seedLanguageFor = (language: ContentLanguage): (typeof languages)[number] =>
  language.startsWith('zh') ? 'zh' : 'en'

/** Writes the generated files (PDFs) and returns their stored names. */
async function writeFiles(filesDir: string) {
  const downloadsDir = join(filesDir, 'downloads')
  const reportsDir = join(filesDir, 'reports')
  await mkdir(downloadsDir, { recursive: true })
  await mkdir(reportsDir, { recursive: true })
  // One PDF per download and language: <random>.pdf (English), <random>.zh.pdf (Chinese).
  const downloadFiles: Array<
    Record<(typeof languages)[number], { storedName: string; size: number; pageCount: number }>
  > = []
  for (const d of downloads) {
    const stem = randomBytes(12).toString('hex')
    const files = {} as (typeof downloadFiles)[number]
    for (const lang of languages) {
      const { bytes, pageCount } = await renderDownload(d, lang)
      const storedName = lang === 'en' ? `${stem}.pdf` : `${stem}.${lang}.pdf`
      await writeFile(join(downloadsDir, storedName), bytes)
      files[lang] = { storedName, size: bytes.length, pageCount }
    }
    downloadFiles.push(files)
  }
  const reportUrls = new Map<number, string>()
  for (const [index, a] of articles.entries()) {
    if (!a.hasAttachment) continue
    const { bytes } = await renderReport({
      heading: a.title.en,
      subtitle: a.summary.en,
      date: a.publishDate,
      sections: reportSections(a.body.en),
    })
    const name = `report-${a.publishDate}-${index + 1}.pdf`
    await writeFile(join(reportsDir, toPdfText(name)), bytes)
    reportUrls.set(index, `/cms/files/reports/${name}`)
  }
  return { downloadFiles, reportUrls }
}

/**
 * A film's row in `language`: its words in that language; clip, poster, length, date and caption
 * tracks the film's own, the same in every language's version.
 */
function filmRow(
  film: SeedVideoClip,
  translationKey: string,
  language: ContentLanguage,
  words: { title: string; description: string },
): typeof t.media.$inferInsert {
  return {
    language,
    translationKey,
    type: 'video',
    title: words.title,
    description: words.description,
    poster: renderedImage(film.poster, words.title),
    sourceUrl: `/cms/files/videos/${film.slug}.mp4`,
    duration: film.durationSeconds,
    captions: captionLanguages.map((caption) => ({
      language: caption,
      label: captionLabels[caption],
      url: `/cms/files/videos/${film.slug}.${caption}.vtt`,
    })),
    publishDate: film.publishDate,
  }
}

/** A date `days` from the day the seed runs (UTC), as the database stores it. */
function seedDay(days: number, today = new Date()): string {
  const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

export async function seed(db: CmsDatabase, filesDir: string): Promise<Record<string, number>> {
  // Checked before anything is written: a duplicate key or a version of no story stops here.
  const key = seedKeys()
  const versions = resolveExtraVersions(extraVersions)
  const { downloadFiles, reportUrls } = await writeFiles(filesDir)
  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    // Serialize concurrent seeders on PostgreSQL (no-op cost on PGlite).
    await tx.execute(sql`select pg_advisory_xact_lock(300532)`)
    await tx.execute(
      sql`truncate table article_tag, article, tag, classify, blogroll, media, download, job, job_category, work_place restart identity cascade`,
    )
    const categoryIdsOf = {} as Record<(typeof languages)[number], Map<string, number>>
    // Job categories and workplaces of every language (the seed's and the stories' others).
    const jobCategoryIdsOf = {} as Record<JobLanguage, Map<string, number>>
    const workPlaceIdsOf = {} as Record<JobLanguage, Map<string, number>>
    /** The job categories and workplaces in `lang`, their ids by key in the two maps above. */
    async function insertJobNames(lang: JobLanguage) {
      const jobCategoryIds = new Map<string, number>()
      jobCategoryIdsOf[lang] = jobCategoryIds
      for (const [sort, jc] of jobCategories.entries()) {
        const [row] = await tx
          .insert(t.jobCategory)
          .values({
            language: lang,
            translationKey: key.jobCategories[sort]!,
            key: jc.key,
            categoryName: jc.name[lang],
            sort,
          })
          .returning({ id: t.jobCategory.id })
        jobCategoryIds.set(jc.key, row!.id)
      }
      const workPlaceIds = new Map<string, number>()
      workPlaceIdsOf[lang] = workPlaceIds
      for (const [sort, wp] of workPlaces.entries()) {
        const [row] = await tx
          .insert(t.workPlace)
          .values({
            language: lang,
            translationKey: key.workPlaces[sort]!,
            key: wp.key,
            workPlaceName: wp.name[lang],
            sort,
          })
          .returning({ id: t.workPlace.id })
        workPlaceIds.set(wp.key, row!.id)
      }
      return { jobCategoryIds, workPlaceIds }
    }
    for (const lang of languages) {
      // Classify tree: one root per type; the case categories under the case root.
      const [root] = await tx
        .insert(t.classify)
        .values({
          language: lang,
          translationKey: key.classifyRoots.cases,
          classifyType: 0,
          parentId: null,
          classifyName: caseRoot[lang],
          outLink: 'cases',
          sort: 0,
        })
        .returning({ id: t.classify.id })
      const categoryIds = new Map<string, number>()
      categoryIdsOf[lang] = categoryIds
      for (const [sort, cat] of caseCategories.entries()) {
        const [row] = await tx
          .insert(t.classify)
          .values({
            language: lang,
            translationKey: key.categories[sort]!,
            classifyType: 0,
            parentId: root!.id,
            classifyName: cat.name[lang],
            outLink: cat.outLink,
            sort: sort + 1,
          })
          .returning({ id: t.classify.id })
        categoryIds.set(cat.outLink, row!.id)
      }
      await tx.insert(t.classify).values({
        language: lang,
        translationKey: key.classifyRoots.news,
        classifyType: 1,
        parentId: null,
        classifyName: newsRoot[lang],
        outLink: 'news',
        sort: 0,
      })

      const tagIds = new Map<string, number>()
      for (const [i, tg] of tags.entries()) {
        const [row] = await tx
          .insert(t.tag)
          .values({
            language: lang,
            translationKey: key.tags[i]!,
            key: tg.key,
            tagName: tg.name[lang],
          })
          .returning({ id: t.tag.id })
        tagIds.set(tg.key, row!.id)
      }

      await tx.insert(t.blogroll).values(
        friendlyLinks.map((l, i) => ({
          language: lang,
          blogrollName: l.name[lang],
          blogrollLink: l.link,
          sort: i + 1,
        })),
      )

      for (const [i, c] of cases.entries()) {
        await insertArticle(
          {
            language: lang,
            translationKey: key.cases[i]!,
            type: 'case',
            classifyId: categoryIds.get(c.category) ?? null,
            title: c.title[lang],
            summary: c.summary[lang],
            cover: renderedImage(c.image, c.title[lang]),
            content: c.body[lang],
            customerName: c.customer[lang],
            publishDate: c.publishDate,
          },
          c.tags,
          tagIds,
        )
      }
      for (const [i, a] of articles.entries()) {
        await insertArticle(
          {
            language: lang,
            translationKey: key.articles[i]!,
            type: a.type,
            classifyId: null,
            title: a.title[lang],
            summary: a.summary[lang],
            cover: renderedImage(a.image, a.title[lang]),
            content: a.body[lang],
            attachmentUrl: reportUrls.get(i) ?? null,
            publishDate: a.publishDate,
          },
          a.tags,
          tagIds,
        )
      }
      await tx.insert(t.media).values(
        videos.map((v, i) =>
          filmRow(v, key.videos[i]!, lang, {
            title: v.title[lang],
            description: v.description[lang],
          }),
        ),
      )
      await tx.insert(t.download).values(
        downloads.map((d, i) => ({
          language: lang,
          translationKey: key.downloads[i]!,
          title: d.title[lang],
          summary: d.summary[lang],
          fileName: lang === 'en' ? d.fileName : d.fileName.replace(/\.pdf$/, `-${lang}.pdf`),
          storedName: downloadFiles[i]![lang].storedName,
          fileSize: downloadFiles[i]![lang].size,
          pageCount: downloadFiles[i]![lang].pageCount,
          cover: documentCover(d.fileName, lang, d.title[lang]),
          publishDate: d.publishDate,
        })),
      )
      const { jobCategoryIds, workPlaceIds } = await insertJobNames(lang)
      await tx.insert(t.job).values(
        jobs.map((j, i) => ({
          language: lang,
          translationKey: key.jobs[i]!,
          title: j.title[lang],
          categoryId: jobCategoryIds.get(j.category)!,
          workPlaceId: workPlaceIds.get(j.workPlace)!,
          headcount: j.headcount,
          responsibilities: j.responsibilities[lang],
          requirements: j.requirements[lang],
          publishDate: seedDay(-j.postedDaysAgo),
          validThrough: j.closedDaysAgo === undefined ? null : seedDay(-j.closedDaysAgo),
        })),
      )
    }

    // The tags in the stories' other languages (ids after zh and en).
    const storyTagIdsOf = await insertTagVersions(tx, key.tags)
    // The job categories and workplaces in the stories' other languages (ids after zh and en).
    for (const lang of storyLanguages) await insertJobNames(lang)

    // Versions in more languages: the story's key, cover, dates and category (that of the seed
    // language the version's readers fall back to: English outside Chinese); a film's clip,
    // poster and captions; a story's tags and a position's category and workplace are those of
    // its own language.
    for (const v of versions) {
      const seedLanguage = seedLanguageFor(v.language)
      if (v.kind === 'video') {
        await tx.insert(t.media).values(filmRow(v.story, key.videos[v.index]!, v.language, v))
      } else if (v.kind === 'job') {
        const j = v.story
        await tx.insert(t.job).values({
          language: v.language,
          translationKey: key.jobs[v.index]!,
          title: v.title,
          categoryId: jobCategoryIdsOf[v.language].get(j.category)!,
          workPlaceId: workPlaceIdsOf[v.language].get(j.workPlace)!,
          headcount: j.headcount,
          responsibilities: v.responsibilities,
          requirements: v.requirements,
          publishDate: seedDay(-j.postedDaysAgo),
          validThrough: j.closedDaysAgo === undefined ? null : seedDay(-j.closedDaysAgo),
        })
      } else if (v.kind === 'case') {
        await insertArticle(
          {
            language: v.language,
            translationKey: key.cases[v.index]!,
            type: 'case',
            classifyId: categoryIdsOf[seedLanguage].get(v.story.category) ?? null,
            title: v.title,
            summary: v.summary,
            cover: renderedImage(v.story.image, v.title),
            content: v.body,
            customerName: v.customer ?? v.story.customer[seedLanguage],
            publishDate: v.story.publishDate,
          },
          v.story.tags,
          storyTagIdsOf[v.language],
        )
      } else {
        await insertArticle(
          {
            language: v.language,
            translationKey: key.articles[v.index]!,
            type: v.story.type,
            classifyId: null,
            title: v.title,
            summary: v.summary,
            cover: renderedImage(v.story.image, v.title),
            content: v.body,
            attachmentUrl: reportUrls.get(v.index) ?? null,
            publishDate: v.story.publishDate,
          },
          v.story.tags,
          storyTagIdsOf[v.language],
        )
      }
    }

    async function insertArticle(
      values: typeof t.article.$inferInsert,
      tagKeys: string[],
      tagIds: Map<string, number>,
    ) {
      const [row] = await tx.insert(t.article).values(values).returning({ id: t.article.id })
      const ids = tagKeys.map((k) => tagIds.get(k)).filter((id): id is number => id !== undefined)
      if (ids.length)
        await tx.insert(t.articleTag).values(ids.map((tagId) => ({ articleId: row!.id, tagId })))
    }

    // The pictures the covers and posters name: one row each, with its alt text per language
    // (the render's manifest, else the title of the item in that language).
    const stored = [
      ...(await tx
        .select({ image: t.article.cover, language: t.article.language })
        .from(t.article)),
      ...(await tx.select({ image: t.media.poster, language: t.media.language }).from(t.media)),
      ...(await tx
        .select({ image: t.download.cover, language: t.download.language })
        .from(t.download)),
    ]
    const alts = new Map<string, t.ImageAlts>()
    for (const { image, language } of stored) {
      if (!image?.image) continue
      alts.set(image.image, { ...alts.get(image.image), [language]: image.alt })
    }
    // And the pictures in the bodies (shown as <picture> by the article's answer).
    const bodies = await tx
      .select({ content: t.article.content, language: t.article.language })
      .from(t.article)
    for (const { content, language } of bodies)
      for (const { name, alt } of bodyImages(content))
        alts.set(name, { ...alts.get(name), [language]: alt })
    const manifest = imageManifest()
    await tx.delete(t.image)
    for (const [name, alt] of alts) {
      const source = await describeSource(name)
      if (!source)
        throw new Error(`the picture ${name} has no source (cms/assets/images, cms/media/art.ts)`)
      await tx
        .insert(t.image)
        .values({ name, alt: { ...alt, ...manifest.get(name)?.alt }, ...source })
    }
    // Site search: the stories' documents are the seed's (their ids started again from 1).
    await tx.delete(t.searchDocument).where(ne(t.searchDocument.source, 'pages'))
    await reconcileStories(tx)
  })
  for (const [name, table] of Object.entries({
    classify: t.classify,
    article: t.article,
    blogroll: t.blogroll,
    media: t.media,
    download: t.download,
    job: t.job,
    image: t.image,
  })) {
    const [row] = await db.select({ n: count() }).from(table)
    counts[name] = row?.n ?? 0
  }
  return counts
}
