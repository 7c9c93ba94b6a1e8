/**
 * The editor's command line (issue 35): the management API through its typed client.
 *
 *   npm run cms -- list <collection> [--language en] [--status draft] [--kind news]
 *   npm run cms -- show <collection> <id>
 *   npm run cms -- create <collection> <file.json | file.md>
 *   npm run cms -- edit <collection> <id> <file.json | file.md>
 *   npm run cms -- publish | unpublish | delete <collection> <id>
 *   npm run cms -- schedule <collection> <id> [--publish-at ISO] [--unpublish-at ISO]
 *   npm run cms -- preview <collection> <id> [--locale de]
 *   npm run cms -- audit [--collection articles]
 *
 * Collections: articles, jobs, media, downloads. It talks to `--url`, else CMS_BASE_URL, else
 * the embedded service of `npm start` (http://127.0.0.1:${PORT:-3000}), with CMS_ADMIN_TOKEN
 * (or --token). A Markdown file has YAML front matter (title, summary, language, kind,
 * translationKey, customer, status, publishAt, …) and its body becomes the version's HTML.
 */
import { readFileSync } from 'node:fs'
import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { marked } from 'marked'
import { parse as parseYaml } from 'yaml'
import { contentCollections, type ContentCollection } from '../../contract/content-change'
import { editorClient, type EditorClient } from './client'

const USAGE = `usage: npm run cms -- <command> [...]
  list <collection> [--language L] [--status draft|published] [--kind K]
  show <collection> <id>
  create <collection> <file.json|file.md>
  edit <collection> <id> <file.json|file.md>
  publish | unpublish | delete <collection> <id>
  schedule <collection> <id> [--publish-at ISO] [--unpublish-at ISO]
  preview <collection> <id> [--locale zh-CN]
  audit [--collection C]
collections: ${contentCollections.join(', ')}
options: --url http://127.0.0.1:3000 (or CMS_BASE_URL)  --token … (or CMS_ADMIN_TOKEN)`

/** Front matter names an editor writes, as the API names them. */
const FRONT_MATTER_NAMES: Record<string, string> = {
  kind: 'type',
  customer: 'customerName',
  key: 'translationKey',
  publish_at: 'publishAt',
  unpublish_at: 'unpublishAt',
}

/** A version's fields from a JSON file, or a Markdown file's front matter and body. */
export async function readVersionFile(path: string): Promise<Record<string, unknown>> {
  const text = readFileSync(path, 'utf8')
  if (extname(path).toLowerCase() === '.json') return JSON.parse(text) as Record<string, unknown>
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) throw new Error(`${path}: a Markdown file starts with front matter between --- lines`)
  const front = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(front)) {
    // YAML reads an unquoted date as a Date: the API takes ISO text.
    const plain = value instanceof Date ? value.toISOString() : value
    fields[FRONT_MATTER_NAMES[name] ?? name] = plain
  }
  if (typeof fields.publishDate === 'string') fields.publishDate = fields.publishDate.slice(0, 10)
  const body = match[2]!.trim()
  if (body) fields.content = await marked.parse(body, { gfm: true })
  return fields
}

type Answer = { data?: unknown; error?: unknown; response: Response }

/** The answer's data, or an error naming the status, the message and each field's problem. */
function unwrap(answer: Answer): unknown {
  if (answer.response.ok) return (answer.data as { data: unknown }).data
  const error = (answer.error ?? {}) as { msg?: string; errors?: Record<string, string> }
  const fields = Object.entries(error.errors ?? {}).map(([k, v]) => `\n  ${k}: ${v}`)
  throw new Error(`HTTP ${answer.response.status}: ${error.msg ?? 'failed'}${fields.join('')}`)
}

function collectionOf(name: string | undefined): ContentCollection {
  if (!contentCollections.includes(name as ContentCollection))
    throw new Error(`collection must be one of: ${contentCollections.join(', ')}\n${USAGE}`)
  return name as ContentCollection
}

function idOf(text: string | undefined): number {
  const id = Number(text)
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`id must be a number\n${USAGE}`)
  return id
}

/** Runs one command; what it prints goes to `print`. */
export async function runEditorCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      language: { type: 'string' },
      status: { type: 'string' },
      kind: { type: 'string' },
      locale: { type: 'string' },
      collection: { type: 'string' },
      'publish-at': { type: 'string' },
      'unpublish-at': { type: 'string' },
    },
  })
  const [command, name, ...rest] = positionals
  if (!command || command === 'help') {
    print(USAGE)
    return
  }
  const token = values.token ?? env.CMS_ADMIN_TOKEN
  if (!token) throw new Error('set CMS_ADMIN_TOKEN (or --token): the management API needs it')
  const baseUrl = values.url ?? env.CMS_BASE_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`
  const client: EditorClient = editorClient({ baseUrl, token })
  const json = (value: unknown) => print(JSON.stringify(value, null, 2))

  if (command === 'audit') {
    const collection = values.collection ? collectionOf(values.collection) : undefined
    json(unwrap(await client.GET('/audit', { params: { query: { collection } } })))
    return
  }
  const collection = collectionOf(name)
  if (command === 'list') {
    // Only the filters given (an empty one would be refused).
    const query = Object.fromEntries(
      [
        ['language', values.language],
        ['status', values.status],
        ['kind', values.kind],
      ].filter(([, value]) => value),
    ) as never
    const data = unwrap(
      await client.GET('/{collection}', {
        params: { path: { collection }, query },
      }),
    ) as { list: Array<Record<string, unknown>>; total: number }
    for (const row of data.list)
      print(
        [row.id, row.language, row.status, row.visible ? 'visible' : 'hidden', row.title]
          .map(String)
          .join('\t'),
      )
    print(`${data.list.length} of ${data.total}`)
    return
  }
  if (command === 'create') {
    const file = rest[0]
    if (!file) throw new Error(`create needs a file\n${USAGE}`)
    const body = (await readVersionFile(file)) as never
    const data = unwrap(
      await client.POST('/{collection}', { params: { path: { collection } }, body }),
    ) as { id: number }
    print(`created ${collection} ${data.id}`)
    return
  }
  const id = idOf(rest[0])
  const path = { params: { path: { collection, id } } }
  switch (command) {
    case 'show':
      json(unwrap(await client.GET('/{collection}/{id}', path)))
      return
    case 'edit': {
      const file = rest[1]
      if (!file) throw new Error(`edit needs a file\n${USAGE}`)
      const body = (await readVersionFile(file)) as never
      unwrap(await client.PATCH('/{collection}/{id}', { ...path, body }))
      print(`edited ${collection} ${id}`)
      return
    }
    case 'publish':
      unwrap(await client.POST('/{collection}/{id}/publish', path))
      print(`published ${collection} ${id}`)
      return
    case 'unpublish':
      unwrap(await client.POST('/{collection}/{id}/unpublish', path))
      print(`unpublished ${collection} ${id}`)
      return
    case 'delete':
      unwrap(await client.DELETE('/{collection}/{id}', path))
      print(`deleted ${collection} ${id}`)
      return
    case 'schedule': {
      const publishAt = values['publish-at']
      const unpublishAt = values['unpublish-at']
      if (!publishAt && !unpublishAt)
        throw new Error('schedule needs --publish-at or --unpublish-at')
      const body = {
        ...(publishAt ? { publishAt, status: 'published' } : {}),
        ...(unpublishAt ? { unpublishAt } : {}),
      } as never
      unwrap(await client.PATCH('/{collection}/{id}', { ...path, body }))
      print(
        `scheduled ${collection} ${id}:` +
          `${publishAt ? ` publish at ${publishAt}` : ''}${unpublishAt ? ` unpublish at ${unpublishAt}` : ''}`,
      )
      return
    }
    case 'preview': {
      const locale = (values.locale ?? 'zh-CN') as 'zh-CN'
      const data = unwrap(
        await client.GET('/{collection}/{id}/preview', {
          params: { path: { collection, id }, query: { locale } },
        }),
      ) as { url: string; expiresAt: string }
      print(data.url)
      print(`(valid until ${data.expiresAt})`)
      return
    }
    default:
      throw new Error(`unknown command ${command}\n${USAGE}`)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await runEditorCommand(process.argv.slice(2), process.env, (line) => console.log(line))
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}
