/**
 * The import folder → drafts: every Markdown (front matter + body) and JSON
 * file of the known folders read into one draft per record, its fields
 * checked and converted, and the pictures it names found and hashed
 * (catalogImport/pictures.ts). Nothing here reads the database.
 *
 *   news/<slug>.md          objects/<slug>.md        certificates/<slug>.md
 *   partners/<slug>.md      faq/<slug>.md or faq.json (a list with «key»)
 *   pages/<key>.md          production/<slug>.md     videos/<slug>.md
 *
 * Any of them may be a .json object instead of .md (the body then under its
 * column name: body / description / answer). Pictures are named relative to
 * the file and may not leave the import folder.
 */
import type { Dirent } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { ImportFileError } from 'src/modules/catalog'
import { contentAddressedPath, IMAGE_EXTENSIONS, PictureFinder } from 'src/modules/catalog'
import { slugify } from 'src/modules/catalog'
import type { ImageRef } from 'src/modules/catalog'

import {
  BLOCK_KEY,
  DOCUMENT_EXTENSIONS,
  KIND_NAMES,
  KINDS,
  MAX_KEY_LENGTH,
  SLUG_KEY,
  type FieldSpec,
  type KindName,
  type KindSpec,
} from '../rules/contentKinds'
import {
  coerceBool,
  coerceDate,
  coerceInt,
  coerceJson,
  coerceNames,
  coerceText,
  coerceUrl,
  isEmpty,
  type Coerced,
} from '../rules/contentValues'
import { parseMarkdown, SourceError, type Field, type Value } from '../rules/frontMatter'

import { parseJson } from './jsonSource'

/** Pictures or a document a draft names, found and hashed by resolveMedia. */
export interface MediaField {
  column: string
  /** images: a list; image / file: one (or none). */
  many: boolean
  /** A certificate's file may be a PDF too. */
  document: boolean
  refs: ImageRef[]
  /** Front-matter name and line, for messages. */
  name: string
  line: number
}

/** What one file (or one entry of faq.json) asks for. */
export interface ContentDraft {
  kind: KindName
  /** The record's key: the file name (slug), a block key, or «key» in faq.json. */
  key: string
  /** For the report: «news/akciya.md», «faq.json:12». */
  where: string
  /** Sort key of the report. */
  order: number
  /** Column → value of the fields the file gives; media columns once resolved. */
  values: Record<string, unknown>
  /** Lines of the fields given (by column), for messages. */
  lines: Record<string, number>
  media: MediaField[]
  /** An object's type as written (name or slug). */
  objectType?: string
  /** The folder relative names start from. */
  baseDir: string
  /** faq.json: the entry's place in the list (its default position). */
  listIndex?: number
  /** The file could not be read at all (its one error says why). */
  unreadable?: boolean
  errors: string[]
  notes: string[]
}

export interface ContentRead {
  drafts: ContentDraft[]
  /** Whole-import problems: nothing is written while there is one. */
  fileErrors: string[]
  warnings: string[]
  /** Kinds present in the folder: --prune looks only at them. */
  kinds: KindName[]
}

const TEXT_EXTENSIONS = new Set(['.md', '.json'])
/** Files that may sit next to the content files (pictures, documents). */
const ASSET_EXTENSIONS = new Set([...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS])

const fieldList = (kind: KindSpec, json: boolean) =>
  [
    ...kind.fields.map((f) => f.name),
    ...(json && kind.bodyColumn ? [kind.bodyColumn] : []),
    ...(json && kind.name === 'faq' ? ['key'] : []),
  ].join(', ')

/** The key a file name gives, or the error. */
export function keyOfName(kind: KindSpec, name: string): Coerced<string> {
  const pattern = kind.keyColumn === 'key' ? BLOCK_KEY : SLUG_KEY
  if (pattern.test(name) && name.length <= MAX_KEY_LENGTH) return { value: name }
  const suggestion =
    kind.keyColumn === 'key' ? name.toLowerCase().replace(/[^a-z0-9_]+/g, '_') : slugify(name)
  return {
    error:
      kind.keyColumn === 'key'
        ? `ключ «${name}»: нужны строчные латинские буквы, цифры и «_»${suggestion ? `, например «${suggestion}»` : ''}`
        : `адрес «${name}»: нужны строчные латинские буквы, цифры и дефисы${suggestion ? `, например «${suggestion}»` : ''}`,
  }
}

/** One field's value → the draft (or an error at its line). */
function takeField(draft: ContentDraft, kind: KindSpec, field: FieldSpec, { value, line }: Field) {
  const fail = (error: string) => draft.errors.push(`строка ${line}: ${field.name}: ${error}`)
  draft.lines[field.column] = line
  if (isEmpty(value)) {
    if (field.required) return fail('не может быть пустым')
    if (field.nullable) {
      draft.values[field.column] = field.type === 'images' ? [] : null
      if (field.type === 'image' || field.type === 'images' || field.type === 'file') {
        draft.media.push({
          column: field.column,
          many: field.type === 'images',
          document: field.type === 'file',
          refs: [],
          name: field.name,
          line,
        })
      }
      return
    }
    if (field.type === 'line' || field.type === 'text') {
      draft.values[field.column] = ''
      return
    }
    return fail('не может быть пустым')
  }
  let result: Coerced<unknown>
  switch (field.type) {
    case 'line':
    case 'text':
      result = coerceText(value, field)
      break
    case 'int':
      result = coerceInt(value, field)
      break
    case 'bool':
      result = coerceBool(value)
      break
    case 'date':
    case 'until':
      result = coerceDate(value, field.type === 'until')
      break
    case 'url':
      result = coerceUrl(value)
      break
    case 'json':
      result = coerceJson(value)
      if ('value' in result && kind.name === 'pages') {
        const problem = pageDataProblem(draft.key, result.value as { [key: string]: Value })
        if (problem) result = { error: problem }
      }
      break
    case 'objectType': {
      result = coerceText(value, { ...field, type: 'line', max: 100 })
      if ('value' in result) {
        draft.objectType = result.value as string
        return
      }
      break
    }
    case 'image':
    case 'images':
    case 'file': {
      const names = coerceNames(value, field.type === 'images')
      if ('error' in names) return fail(names.error)
      draft.media.push({
        column: field.column,
        many: field.type === 'images',
        document: field.type === 'file',
        refs: names.value.map((name) => ({ name })),
        name: field.name,
        line,
      })
      return
    }
  }
  if ('error' in result) return fail(result.error)
  draft.values[field.column] = result.value
}

/**
 * What the site reads from a block's data (services/siteContent, the web's
 * Content components): `advantages` needs items with a title and a text.
 */
export function pageDataProblem(key: string, data: { [key: string]: Value }): string | null {
  if (key === 'advantages') {
    const items = data.items
    if (!Array.isArray(items) || !items.length) return 'у advantages нужен список items'
    for (const [i, item] of items.entries()) {
      if (
        !item ||
        typeof item !== 'object' ||
        Array.isArray(item) ||
        typeof item.title !== 'string' ||
        typeof item.text !== 'string'
      ) {
        return `items, пункт ${i + 1}: нужны title и text`
      }
    }
  }
  return null
}

/** Fields of one record (front matter or a JSON object) → a draft. */
export function draftOf(
  kind: KindSpec,
  input: {
    key: string
    where: string
    order: number
    baseDir: string
    fields: Map<string, Field>
    /** The Markdown body (.md files only). */
    body?: { text: string; line: number }
    json: boolean
    listIndex?: number
  }
): ContentDraft {
  const draft: ContentDraft = {
    kind: kind.name,
    key: input.key,
    where: input.where,
    order: input.order,
    values: {},
    lines: {},
    media: [],
    baseDir: input.baseDir,
    listIndex: input.listIndex,
    errors: [],
    notes: [],
  }
  const byName = new Map(kind.fields.map((f) => [f.name, f]))
  for (const [name, field] of input.fields) {
    if (input.json && name === 'key' && kind.name === 'faq') continue
    const spec = byName.get(name)
    if (spec) {
      takeField(draft, kind, spec, field)
    } else if (input.json && name === kind.bodyColumn) {
      takeBody(draft, kind, field.value, field.line)
    } else if (!input.json && name === kind.bodyColumn) {
      draft.errors.push(
        `строка ${field.line}: ${name}: ${kind.bodyLabel} пишите после строки «---»`
      )
    } else {
      draft.errors.push(
        `строка ${field.line}: неизвестное поле «${name}» (поля: ${fieldList(kind, input.json)})`
      )
    }
  }
  if (input.body) {
    if (kind.bodyColumn) takeBody(draft, kind, input.body.text, input.body.line)
    else if (input.body.text) {
      draft.errors.push(
        `строка ${input.body.line}: у записи «${kind.label}» нет текста — уберите его после «---»`
      )
    }
  }
  return draft
}

function takeBody(draft: ContentDraft, kind: KindSpec, value: Value, line: number) {
  const column = kind.bodyColumn!
  draft.lines[column] = line
  const text = typeof value === 'number' ? String(value) : value === null ? '' : value
  if (typeof text !== 'string') {
    draft.errors.push(`строка ${line}: ${column}: нужен текст`)
    return
  }
  const body = text.replace(/\r\n?/g, '\n').replace(/\s+$/, '')
  if (!body && kind.bodyRequired) {
    draft.errors.push(`строка ${line}: нет текста (${kind.bodyLabel}) — напишите его после «---»`)
    return
  }
  draft.values[column] = body
}

const objectFields = (value: Value, lines: Map<string, number>, prefix: string, fallback: number) =>
  new Map(
    Object.entries(value as { [key: string]: Value }).map(([name, v]) => [
      name,
      { value: v, line: lines.get(prefix + name) ?? fallback },
    ])
  )

/** One content file (.md or .json) of a kind's folder → its draft. */
async function readRecordFile(
  root: string,
  kind: KindSpec,
  file: string,
  order: number
): Promise<ContentDraft> {
  const where = path.relative(root, file).split(path.sep).join('/')
  const extension = path.extname(file).toLowerCase()
  const name = path.basename(file, path.extname(file))
  const rejected = (error: string): ContentDraft => ({
    kind: kind.name,
    key: name,
    where,
    order,
    values: {},
    lines: {},
    media: [],
    baseDir: path.dirname(file),
    unreadable: true,
    errors: [error],
    notes: [],
  })
  const key = keyOfName(kind, name)
  if ('error' in key) return rejected(`имя файла: ${key.error}`)
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch {
    return rejected('файл не читается')
  }
  try {
    if (extension === '.md') {
      const doc = parseMarkdown(text)
      return draftOf(kind, {
        key: key.value,
        where,
        order,
        baseDir: path.dirname(file),
        fields: doc.fields,
        body: { text: doc.body, line: doc.bodyLine },
        json: false,
      })
    }
    const doc = parseJson(text)
    if (!doc.value || typeof doc.value !== 'object' || Array.isArray(doc.value)) {
      return rejected('строка 1: нужен JSON-объект { "title": … }')
    }
    return draftOf(kind, {
      key: key.value,
      where,
      order,
      baseDir: path.dirname(file),
      fields: objectFields(doc.value, doc.lines, '', 1),
      json: true,
    })
  } catch (error) {
    if (error instanceof SourceError) return rejected(`строка ${error.line}: ${error.message}`)
    throw error
  }
}

/** faq.json: a list of { key, question, answer[, position] } in the order of the site. */
async function readFaqList(root: string, file: string, order: number): Promise<ContentDraft[]> {
  const kind = KINDS.faq
  const where = path.relative(root, file)
  const text = await fs.readFile(file, 'utf8').catch(() => null)
  if (text === null) throw new ImportFileError(`Файл ${where} не читается.`)
  let doc
  try {
    doc = parseJson(text)
  } catch (error) {
    if (error instanceof SourceError) {
      throw new ImportFileError(`${where}:${error.line}: ${error.message}`)
    }
    throw error
  }
  if (!Array.isArray(doc.value)) {
    throw new ImportFileError(
      `${where}: нужен список [{ "key": …, "question": …, "answer": … }, …].`
    )
  }
  return doc.value.map((entry, index) => {
    const line = doc.lines.get(String(index)) ?? 1
    const at = `${where}:${line}`
    const base = {
      key: '',
      where: at,
      order: order + index,
      baseDir: root,
      json: true,
      listIndex: index,
    }
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      return {
        ...draftOf(kind, { ...base, fields: new Map() }),
        unreadable: true,
        errors: ['нужен объект { "key": …, "question": …, "answer": … }'],
      }
    }
    const fields = objectFields(entry, doc.lines, `${index}.`, line)
    const keyValue = entry.key
    const draft = draftOf(kind, { ...base, fields })
    if (typeof keyValue !== 'string' || !keyValue.trim()) {
      const suggestion = typeof entry.question === 'string' ? slugify(entry.question) : ''
      draft.errors.unshift(
        `нет «key» — постоянного ключа записи${suggestion ? `, например «${suggestion.slice(0, 40).replace(/-[^-]*$/, '')}»` : ''}`
      )
      draft.key = `#${index + 1}`
    } else {
      const key = keyOfName(kind, keyValue.trim())
      if ('error' in key) {
        draft.errors.unshift(`строка ${fields.get('key')?.line ?? line}: key: ${key.error}`)
        draft.key = keyValue.trim()
      } else draft.key = key.value
    }
    return draft
  })
}

/**
 * Workbooks and archives: the content import never unpacks one (the shop
 * opens those only through lib/spreadsheets' guard, and content comes as a
 * folder), and says so instead of a generic «skipped».
 */
const UNOPENED_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls', '.zip', '.docx', '.7z', '.rar'])
export const UNOPENED_MESSAGE =
  'таблицы и архивы импорт содержимого не открывает — пропущен (распакуйте архив в папку).'

/** Names to skip quietly (system files) and with a remark (drafts: «_name.md»). */
const hidden = (name: string) => name.startsWith('.')

/** Reads the import folder. Throws ImportFileError when it cannot be read at all. */
export async function readContentFolder(root: string): Promise<ContentRead> {
  const read: ContentRead = { drafts: [], fileErrors: [], warnings: [], kinds: [] }
  let entries: Dirent[]
  try {
    entries = await fs.readdir(root, { withFileTypes: true })
  } catch {
    throw new ImportFileError(`Папка ${root} не найдена или не читается.`)
  }
  const names = new Map(entries.map((e) => [e.name, e]))
  const folders = new Set(KIND_NAMES.map((k) => KINDS[k].folder))
  for (const [order, kindName] of KIND_NAMES.entries()) {
    const kind = KINDS[kindName]
    const base = order * 1_000_000
    const entry = names.get(kind.folder)
    const list = kind.name === 'faq' ? names.get('faq.json') : undefined
    if (entry?.isDirectory() && list) {
      read.fileErrors.push('Есть и папка faq/, и faq.json: оставьте что-то одно.')
      continue
    }
    if (list?.isFile()) {
      read.kinds.push(kind.name)
      read.drafts.push(...(await readFaqList(root, path.join(root, 'faq.json'), base)))
      continue
    }
    if (!entry?.isDirectory()) continue
    read.kinds.push(kind.name)
    const folder = path.join(root, kind.folder)
    const files = (await fs.readdir(folder, { withFileTypes: true }))
      .filter((f) => f.isFile() && !hidden(f.name))
      .map((f) => f.name)
      .sort()
    for (const [i, file] of files.entries()) {
      const extension = path.extname(file).toLowerCase()
      if (!TEXT_EXTENSIONS.has(extension)) {
        if (UNOPENED_EXTENSIONS.has(extension)) {
          read.warnings.push(`${kind.folder}/${file}: ${UNOPENED_MESSAGE}`)
        } else if (!ASSET_EXTENSIONS.has(extension)) {
          read.warnings.push(`${kind.folder}/${file}: не .md и не .json — пропущен.`)
        }
        continue
      }
      if (file.startsWith('_')) {
        read.warnings.push(`${kind.folder}/${file}: имя начинается с «_» (черновик) — пропущен.`)
        continue
      }
      read.drafts.push(await readRecordFile(root, kind, path.join(folder, file), base + i * 1000))
    }
  }
  for (const entry of entries) {
    if (hidden(entry.name) || folders.has(entry.name) || entry.name === 'faq.json') continue
    const extension = path.extname(entry.name).toLowerCase()
    if (entry.isFile() && TEXT_EXTENSIONS.has(extension) && !/^readme\./i.test(entry.name)) {
      read.warnings.push(
        `${entry.name}: не раздел импорта — пропущен (разделы: ${[...folders].join('/, ')}/, faq.json).`
      )
    }
  }
  if (!read.kinds.length) {
    read.fileErrors.push(
      `В папке нет ни одного раздела: ${[...folders].map((f) => `${f}/`).join(', ')} или faq.json.`
    )
  }
  return read
}

/**
 * Finds the pictures and documents the drafts name (relative to their file,
 * inside the import folder), hashes them and sets the stored paths:
 * <mediaFolder>/<key>/<hash>.<ext>.
 */
export async function resolveMedia(read: ContentRead, root: string): Promise<void> {
  const finder = new PictureFinder(root)
  for (const draft of read.drafts) {
    const kind = KINDS[draft.kind]
    for (const media of draft.media) {
      const paths: string[] = []
      for (const ref of media.refs) {
        const found = await finder.find(
          ref.name,
          media.document
            ? {
                noun: 'Файл',
                folderName: 'папку импорта',
                extensions: new Set([...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS]),
              }
            : { folderName: 'папку импорта' },
          draft.baseDir
        )
        if ('error' in found) {
          draft.errors.push(`строка ${media.line}: ${media.name}: ${found.error}`)
          continue
        }
        ref.source = found.source
        ref.file = contentAddressedPath(
          `${kind.mediaFolder}/${draft.key}`,
          found.sha256,
          found.extension
        )
        paths.push(ref.file)
      }
      draft.values[media.column] = media.many ? paths : (paths[0] ?? null)
    }
  }
}
