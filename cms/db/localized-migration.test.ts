/**
 * Migration 0003 (localized content, issue 24) upgrades a database that has content: rows of the
 * schema before it get a translation key of their own, the language columns take the site's
 * locales, and the service answers from the upgraded rows. On PGlite and on a fresh PostgreSQL
 * database, opened the way the service opens them (openDatabase).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import { createCmsApp } from '../app'
import { contractValidator, type DatabaseKind } from '../test-support'
import { migrationsFolder, openDatabase, type OpenedDatabase } from './client'

const MIGRATION = '0003_localized_content'
const root = mkdtempSync(join(tmpdir(), 'starbridge-upgrade-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => {
  delete process.env.CMS_MIGRATIONS_DIR
})

/** The migrations folder as it was before 0003: its SQL files and a journal that ends before it. */
function migrationsBefore(): string {
  const source = migrationsFolder()
  const folder = join(root, 'migrations-before')
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(readFileSync(join(source, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>
  }
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION)
  expect(at).toBeGreaterThan(0)
  const entries = journal.entries.slice(0, at)
  for (const { tag } of entries) cpSync(join(source, `${tag}.sql`), join(folder, `${tag}.sql`))
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  return folder
}

/** Content as the schema before 0003 held it: zh and en rows, no keys. */
const OLD_ROWS = `
  insert into classify (language, classify_type, parent_id, classify_name, out_link, sort) values
    ('zh', 0, null, '成功案例', 'cases', 0), ('zh', 0, 1, '烟草', 'tobacco', 1),
    ('en', 0, null, 'Case studies', 'cases', 0), ('en', 0, 3, 'Tobacco', 'tobacco', 1);
  insert into tag (language, key, tag_name) values ('zh', 'wms', '仓储管理系统'), ('en', 'wms', 'WMS');
  insert into article (language, type, classify_id, title, summary, content, publish_date) values
    ('zh', 'case', 2, '分拣线', '摘要', '<p>正文</p>', '2025-01-02'),
    ('en', 'case', 4, 'Sorting lines', 'Summary', '<p>Body</p>', '2025-01-02'),
    ('en', 'news', null, 'Older news', 'Summary', '<p>Body</p>', '2024-12-01');
  insert into article_tag (article_id, tag_id) values (1, 1), (2, 2);
  insert into blogroll (language, blogroll_name, blogroll_link) values ('en', 'Partner', 'https://example.com/');
  insert into media (language, type, title, poster, source_url, publish_date) values
    ('en', 'video', 'Film', '{"url":"/p.svg","width":1,"height":1,"alt":"Film"}', '/v.mp4', '2025-01-01');
  insert into download (language, title, summary, file_name, stored_name, file_size, publish_date) values
    ('en', 'Brochure', 'All of it', 'b.pdf', 'b.pdf', 10, '2025-01-01');
  insert into job_category (language, key, category_name) values ('en', 'rd', 'R&D');
  insert into work_place (language, key, work_place_name) values ('en', 'shenzhen', 'Shenzhen');
  insert into job (language, title, category_id, work_place_id, headcount, responsibilities, requirements, publish_date) values
    ('en', 'Engineer', 1, 1, 2, '["build"]', '["think"]', '2025-01-01');
`

async function rowsOf<T>(database: OpenedDatabase, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

const validate = contractValidator()

describe.each<DatabaseKind>(['pglite', 'postgres'])('migration 0003 on %s', (kind) => {
  const target: { databaseUrl?: string; dataDir: string } = { dataDir: join(root, kind) }
  const admin = kind === 'postgres' ? new pg.Client(inject('databaseUrl')) : undefined
  const name = `upgrade_${process.pid}_${Date.now()}`
  afterAll(async () => {
    if (!admin) return
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  })

  it('upgrades a database that has content', async () => {
    if (admin) {
      await admin.connect()
      await admin.query(`create database ${name}`)
      const url = new URL(inject('databaseUrl'))
      url.pathname = `/${name}`
      target.databaseUrl = url.toString()
    }

    // The service of the version before: migrated to 0002, with content.
    process.env.CMS_MIGRATIONS_DIR = migrationsBefore()
    const before = await openDatabase(target)
    try {
      // One statement at a time (PGlite's extended protocol takes one).
      for (const statement of OLD_ROWS.split(';').filter((s) => s.trim()))
        await before.db.execute(sql.raw(statement))
    } finally {
      await before.close()
    }

    // This version opens it: 0003 runs on the rows.
    delete process.env.CMS_MIGRATIONS_DIR
    const database = await openDatabase(target)
    try {
      const keys = await rowsOf<{ table: string; id: number; translation_key: string }>(
        database,
        sql.raw(
          ['article', 'classify', 'download', 'job', 'job_category', 'media', 'tag', 'work_place']
            .map((t) => `select '${t}' as "table", id, translation_key from ${t}`)
            .join(' union all ') + ' order by 1, 2',
        ),
      )
      expect(keys.length).toBe(14)
      for (const row of keys)
        expect(row.translation_key).toBe(`${row.table.replace('_', '-')}-${row.id}`)

      // A version in a site locale fits, with its story's key; the same key twice in one
      // language, no key, or a language the contract does not name is refused.
      await database.db.execute(
        sql`insert into article (language, translation_key, type, title, summary, content, publish_date) values ('zh-TW', 'article-1', 'case', '分揀線', '摘要', '<p>正文</p>', '2025-01-02')`,
      )
      const refused = [
        sql`insert into article (language, translation_key, type, title, summary, content, publish_date) values ('zh-TW', 'article-1', 'case', 'x', 'x', 'x', '2025-01-02')`,
        sql`insert into article (language, type, title, summary, content, publish_date) values ('de', 'case', 'x', 'x', 'x', '2025-01-02')`,
        sql`insert into article (language, translation_key, type, title, summary, content, publish_date) values ('xx', 'article-9', 'case', 'x', 'x', 'x', '2025-01-02')`,
        sql`insert into tag (language, translation_key, key, tag_name) values ('de', 'Tag WMS', 'wms', 'WMS')`,
      ]
      for (const query of refused)
        await expect(database.db.execute(query), JSON.stringify(query)).rejects.toThrow()

      // And the service answers from the upgraded rows, as the contract says.
      const app = createCmsApp({
        db: database.db,
        filesDir: join(root, `${kind}-files`),
        signingSecret: 'upgrade-test-secret-0123456789abcdef',
        ping: database.ping,
        databaseKind: database.kind,
        writesPerMinute: 100,
        formTokensPerMinute: 100,
        allowedOrigins: [],
        trustClientIpHeader: true,
      })
      const get = async (specPath: string, url: string) => {
        const response = await app.fetch(new Request(`http://cms.test/cms/open/api${url}`))
        const body = await response.json()
        validate(specPath, 'get', response.status, body)
        return body.data
      }
      const en = await get('/article/list', '/article/list?language=en')
      expect(en.list.map((a: { translationKey: string }) => a.translationKey)).toEqual([
        'article-2',
        'article-3',
      ])
      const zhTw = await get('/article/list', '/article/list?language=zh-TW,zh&type=case')
      expect(zhTw.list.map((a: { language: string }) => a.language)).toEqual(['zh-TW'])
      const detail = await get('/articleDetails/{id}', '/articleDetails/1')
      expect(detail.versions.map((v: { language: string }) => v.language)).toEqual(['zh', 'zh-TW'])
      expect(detail.tags).toEqual([
        { id: 1, language: 'zh', translationKey: 'tag-1', tagName: '仓储管理系统' },
      ])
      const tree = await get('/classify/treeData', '/classify/treeData?classifyType=0&language=en')
      expect(tree[0].children[0].translationKey).toBe('classify-4')
      await get('/job/list', '/job/list?language=en')
      await get('/media/list', '/media/list?language=en')
      await get('/download/list', '/download/list?language=en')
      expect(await get('/blogroll/list', '/blogroll/list?language=en')).toHaveLength(1)
    } finally {
      await database.close()
    }
  }, 60_000)
})
