/**
 * Loads the seed content (cms/seed/content/*) into the database: zh and en rows, our own
 * illustrations, generated PDFs. Content tables are replaced; submissions are never touched.
 * Insertion order is fixed, so ids are the same after every re-seed.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { illustrationImage } from '../media/art'
import { articles } from './content/articles'
import { caseCategories, tags } from './content/case-categories'
import { cases } from './content/cases'
import { downloads } from './content/downloads'
import { jobCategories, jobs, workPlaces } from './content/jobs'
import { friendlyLinks } from './content/links'
import { videos } from './content/media'
import { documentSubtitle, renderPdf, toPdfText } from './pdf'

const languages = ['zh', 'en'] as const
const caseRoot = { zh: '成功案例', en: 'Case studies' }
const newsRoot = { zh: '新闻动态', en: 'News' }
/** Names of the caption tracks every seed video has (cms/assets/videos/{slug}.{zh,en}.vtt). */
const captionLabels = { zh: '中文', en: 'English' }

const stripHtml = (html: string) =>
  html
    .replace(/<\/(p|h2|li|tr)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

/** Writes the generated files (PDFs) and returns their stored names. */
async function writeFiles(filesDir: string) {
  const downloadsDir = join(filesDir, 'downloads')
  const reportsDir = join(filesDir, 'reports')
  await mkdir(downloadsDir, { recursive: true })
  await mkdir(reportsDir, { recursive: true })
  // One PDF per download and language: <random>.pdf (English), <random>.zh.pdf (Chinese).
  const downloadFiles: Array<
    Record<(typeof languages)[number], { storedName: string; size: number }>
  > = []
  for (const d of downloads) {
    const stem = randomBytes(12).toString('hex')
    const files = {} as (typeof downloadFiles)[number]
    for (const lang of languages) {
      const bytes = await renderPdf(
        { ...d.document[lang], subtitle: documentSubtitle(lang, d.publishDate) },
        lang,
      )
      const storedName = lang === 'en' ? `${stem}.pdf` : `${stem}.${lang}.pdf`
      await writeFile(join(downloadsDir, storedName), bytes)
      files[lang] = { storedName, size: bytes.length }
    }
    downloadFiles.push(files)
  }
  const reportUrls = new Map<number, string>()
  for (const [index, a] of articles.entries()) {
    if (!a.hasAttachment) continue
    const lines = stripHtml(a.body.en)
    const bytes = await renderPdf({
      heading: a.title.en,
      subtitle: `Starbridge Logistics Automation Co., Ltd. (stock code 300532) - ${a.publishDate}`,
      sections: [
        { title: 'Summary', paragraphs: [a.summary.en] },
        { title: 'Report', paragraphs: lines },
      ],
    })
    const name = `report-${a.publishDate}-${index + 1}.pdf`
    await writeFile(join(reportsDir, toPdfText(name)), bytes)
    reportUrls.set(index, `/cms/files/reports/${name}`)
  }
  return { downloadFiles, reportUrls }
}

export async function seed(db: CmsDatabase, filesDir: string): Promise<Record<string, number>> {
  const { downloadFiles, reportUrls } = await writeFiles(filesDir)
  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    // Serialize concurrent seeders on PostgreSQL (no-op cost on PGlite).
    await tx.execute(sql`select pg_advisory_xact_lock(300532)`)
    await tx.execute(
      sql`truncate table article_tag, article, tag, classify, blogroll, media, download, job, job_category, work_place restart identity cascade`,
    )
    for (const lang of languages) {
      // Classify tree: one root per type; the case categories under the case root.
      const [root] = await tx
        .insert(t.classify)
        .values({
          language: lang,
          classifyType: 0,
          parentId: null,
          classifyName: caseRoot[lang],
          outLink: 'cases',
          sort: 0,
        })
        .returning({ id: t.classify.id })
      const categoryIds = new Map<string, number>()
      for (const [sort, cat] of caseCategories.entries()) {
        const [row] = await tx
          .insert(t.classify)
          .values({
            language: lang,
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
        classifyType: 1,
        parentId: null,
        classifyName: newsRoot[lang],
        outLink: 'news',
        sort: 0,
      })

      const tagIds = new Map<string, number>()
      for (const tg of tags) {
        const [row] = await tx
          .insert(t.tag)
          .values({ language: lang, key: tg.key, tagName: tg.name[lang] })
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

      const insertArticle = async (values: typeof t.article.$inferInsert, tagKeys: string[]) => {
        const [row] = await tx.insert(t.article).values(values).returning({ id: t.article.id })
        const ids = tagKeys.map((k) => tagIds.get(k)).filter((id): id is number => id !== undefined)
        if (ids.length)
          await tx.insert(t.articleTag).values(ids.map((tagId) => ({ articleId: row!.id, tagId })))
      }
      for (const [i, c] of cases.entries()) {
        await insertArticle(
          {
            language: lang,
            type: 'case',
            classifyId: categoryIds.get(c.category) ?? null,
            title: c.title[lang],
            summary: c.summary[lang],
            cover: illustrationImage(c.illustration, i + 1, c.title[lang]),
            content: c.body[lang],
            customerName: c.customer[lang],
            publishDate: c.publishDate,
          },
          c.tags,
        )
      }
      for (const [i, a] of articles.entries()) {
        await insertArticle(
          {
            language: lang,
            type: a.type,
            classifyId: null,
            title: a.title[lang],
            summary: a.summary[lang],
            cover: illustrationImage(a.illustration, 100 + i, a.title[lang]),
            content: a.body[lang],
            attachmentUrl: reportUrls.get(i) ?? null,
            publishDate: a.publishDate,
          },
          a.tags,
        )
      }
      await tx.insert(t.media).values(
        videos.map((v, i) => ({
          language: lang,
          type: 'video' as const,
          title: v.title[lang],
          description: v.description[lang],
          poster: illustrationImage(v.illustration, 200 + i, v.title[lang]),
          sourceUrl: `/cms/files/videos/${v.slug}.mp4`,
          duration: v.durationSeconds,
          captions: languages.map((language) => ({
            language,
            label: captionLabels[language],
            url: `/cms/files/videos/${v.slug}.${language}.vtt`,
          })),
          publishDate: v.publishDate,
        })),
      )
      await tx.insert(t.download).values(
        downloads.map((d, i) => ({
          language: lang,
          title: d.title[lang],
          summary: d.summary[lang],
          fileName: lang === 'en' ? d.fileName : d.fileName.replace(/\.pdf$/, `-${lang}.pdf`),
          storedName: downloadFiles[i]![lang].storedName,
          fileSize: downloadFiles[i]![lang].size,
          cover: illustrationImage(d.illustration, 300 + i, d.title[lang]),
          publishDate: d.publishDate,
        })),
      )
      const jobCategoryIds = new Map<string, number>()
      for (const [sort, jc] of jobCategories.entries()) {
        const [row] = await tx
          .insert(t.jobCategory)
          .values({ language: lang, key: jc.key, categoryName: jc.name[lang], sort })
          .returning({ id: t.jobCategory.id })
        jobCategoryIds.set(jc.key, row!.id)
      }
      const workPlaceIds = new Map<string, number>()
      for (const [sort, wp] of workPlaces.entries()) {
        const [row] = await tx
          .insert(t.workPlace)
          .values({ language: lang, key: wp.key, workPlaceName: wp.name[lang], sort })
          .returning({ id: t.workPlace.id })
        workPlaceIds.set(wp.key, row!.id)
      }
      await tx.insert(t.job).values(
        jobs.map((j) => ({
          language: lang,
          title: j.title[lang],
          categoryId: jobCategoryIds.get(j.category)!,
          workPlaceId: workPlaceIds.get(j.workPlace)!,
          headcount: j.headcount,
          responsibilities: j.responsibilities[lang],
          requirements: j.requirements[lang],
          publishDate: j.publishDate,
        })),
      )
    }
  })
  for (const [name, table] of Object.entries({
    classify: t.classify,
    article: t.article,
    blogroll: t.blogroll,
    media: t.media,
    download: t.download,
    job: t.job,
  })) {
    const [row] = await db.select({ n: count() }).from(table)
    counts[name] = row?.n ?? 0
  }
  return counts
}
