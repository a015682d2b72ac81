/**
 * The content files' front matter: YAML between two `---` lines at the top
 * of a Markdown file, the Markdown body after it. Read by js-yaml (docs/
 * editors.md, «2. Content»), with a schema that keeps editors' text as text:
 *
 *   title: Plain text      (no `: ` and no ` #` inside: quote such values)
 *   title: "quoted \"text\""   or   'single-quoted, '' for a quote'
 *   year: 2026        published: true        client: null   (or empty)
 *   postcode: 060000  phone: +77122203040  date: 2026-09-15  (stay text)
 *   tags: [1, two]    data: {"phone": "+7…"}    gallery: (then «- a.png» lines)
 *   text: |           (a literal block of lines)
 *
 * Only null, true/false and plain decimal numbers (`-12`, `1.5`, no leading
 * zeros, no `+`) are read as such; everything else is text, never a date or
 * a binary. Every mistake is reported with its line in the file, in Russian.
 */
import {
  boolCoreTag,
  constructFromEvents,
  defineScalarTag,
  EVENT_DOCUMENT,
  EVENT_MAPPING,
  EVENT_POP,
  EVENT_SCALAR,
  EVENT_SEQUENCE,
  FAILSAFE_SCHEMA,
  NOT_RESOLVED,
  nullCoreTag,
  parseEvents,
  SCALAR_STYLE_PLAIN,
  YAMLException,
  type Event,
} from 'js-yaml'

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value }

/** A parse error at a line of the file (1-based). */
export class SourceError extends Error {
  constructor(
    readonly line: number,
    message: string
  ) {
    super(message)
  }
}

export interface Field {
  value: Value
  /** Line of the field in the file. */
  line: number
}

export interface MarkdownDocument {
  /** Top-level front-matter fields in file order. */
  fields: Map<string, Field>
  /** The Markdown after the front matter: line ends \n, outer blank lines trimmed. */
  body: string
  /** Line of the body's first line (for messages). */
  bodyLine: number
}

/** Top-level field names: Latin, as the import's field lists name them. */
const KEY = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/
/** Numbers as people mean them; `060000` (a postcode) and `+7…` (a phone) stay text. */
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/

const numberTag = defineScalarTag('tag:yaml.org,2002:float', {
  implicit: true,
  resolve: (source) => (NUMBER.test(source) ? Number(source) : NOT_RESOLVED),
  identify: (data) => typeof data === 'number',
})

/** Strings, lists and maps (YAML's failsafe schema), plus null, booleans and plain numbers. */
const SCHEMA = FAILSAFE_SCHEMA.withTags(nullCoreTag, boolCoreTag, numberTag)

/** Text with \n line ends, without a byte-order mark. */
export const normalizeNewlines = (text: string) =>
  text.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/** A Markdown file with front matter → its fields and body. Throws SourceError. */
export function parseMarkdown(text: string): MarkdownDocument {
  const lines = normalizeNewlines(text).split('\n')
  if (lines[0]?.trim() !== '---') {
    throw new SourceError(
      1,
      'файл должен начинаться строкой «---», за ней поля (title: …) и снова «---»'
    )
  }
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---')
  if (end < 0) throw new SourceError(1, 'нет закрывающей строки «---» после полей')
  const fields = parseFields(lines.slice(1, end), 2)
  let first = end + 1
  while (first < lines.length && !lines[first].trim()) first++
  const body = lines.slice(first).join('\n').replace(/\s+$/, '')
  // An empty body is reported at the closing «---».
  return { fields, body, bodyLine: body ? first + 1 : end + 1 }
}

/** `name: value` (or `- name: value`, `- value`) on a line: the value part. */
const valueOf = (lineText: string) =>
  /^\s*(?:-\s+)?(?:[^\s'"#{[][^:]*:\s+|-\s+)?(.*)$/.exec(lineText)?.[1]?.trim() ?? ''

/** js-yaml's reason → what an editor reads, for the line it points at. */
function explain(reason: string, lineText: string): string {
  const text = lineText.trim()
  const value = valueOf(lineText)
  if (reason.startsWith('duplicated mapping key')) {
    const key = /^["']?([^"':]+)["']?\s*:/.exec(text)?.[1] ?? text
    return `поле «${clip(key)}» указано дважды`
  }
  if (/quoted scalar/.test(reason) || /^["']/.test(value)) {
    return `строка в кавычках «${clip(value || text)}» не закрыта или с ошибкой`
  }
  if (/flow collection|node content/.test(reason)) {
    return `значение «${clip(value || text)}» с ошибкой; списки пишите строками «- …» или [a, b]`
  }
  if (/maxAliases/.test(reason))
    return 'слишком много ссылок «*…» на повторяемые значения (не больше 100)'
  if (/tag|alias|anchor/.test(reason)) return `значение «${clip(value || text)}» возьмите в кавычки`
  if (/^[^'"[{|>].*:\s/.test(value)) {
    return `в значении «${clip(value)}» есть «: » — возьмите всё значение в кавычки: "${clip(value)}"`
  }
  if (/indentation|mapping/.test(reason)) {
    return `лишний отступ или строка не на своём отступе: «${clip(text)}»`
  }
  return `ошибка в записи полей (YAML: ${reason}) в строке «${clip(text)}»`
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length - 1

/** Front-matter lines (starting at file line `firstLine`) → top-level fields. */
export function parseFields(raw: string[], firstLine = 1): Map<string, Field> {
  // YAML forbids tabs in indentation; js-yaml's own message does not say so.
  raw.forEach((text, i) => {
    if (/^ *\t/.test(text)) {
      throw new SourceError(firstLine + i, 'отступ табуляцией: используйте пробелы')
    }
  })
  const source = raw.join('\n')
  const contentIndex = raw.findIndex((l) => l.trim() && !l.trim().startsWith('#'))
  if (contentIndex < 0) return new Map()

  let events: Event[]
  let document: unknown
  try {
    events = parseEvents(source, {})
    // A few aliases are plenty for a record; thousands would only multiply text (a «billion laughs»).
    document = constructFromEvents(events, { source, schema: SCHEMA, maxAliases: 100 })[0]
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error
    const index = Math.min(error.mark?.line ?? contentIndex, raw.length - 1)
    throw new SourceError(firstLine + index, explain(error.reason, raw[index] ?? ''))
  }

  const notAField = (index: number) =>
    new SourceError(
      firstLine + index,
      `ожидалось «имя: значение», а не «${clip(raw[index].trim())}» (имена — латиницей)`
    )
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw notAField(contentIndex)
  }

  // The events tell each top-level key's line, and where a comment follows a plain value.
  const keyLine = new Map<string, number>()
  const open: { items: number }[] = []
  for (const event of events) {
    if (event.type === EVENT_POP) {
      open.pop()
      continue
    }
    if (event.type === EVENT_DOCUMENT) continue
    const parent = open[open.length - 1]
    const isTopKey = open.length === 1 && parent.items % 2 === 0
    if (parent) parent.items++
    if (event.type === EVENT_MAPPING || event.type === EVENT_SEQUENCE) {
      open.push({ items: 0 })
      continue
    }
    if (event.type !== EVENT_SCALAR) continue
    const line = lineAt(source, event.valueStart)
    if (isTopKey) {
      keyLine.set(source.slice(event.valueStart, event.valueEnd), line)
    }
    // YAML reads « #» after a plain value as a comment: the text after it would vanish silently.
    if (event.style === SCALAR_STYLE_PLAIN && /^[ \t]+#/.test(source.slice(event.valueEnd))) {
      const value = source.slice(event.valueStart, event.valueEnd)
      throw new SourceError(
        firstLine + line,
        `«#» после пробела начинает комментарий, и текст после «${clip(value)}» пропал бы — возьмите всё значение в кавычки`
      )
    }
  }

  const fields = new Map<string, Field>()
  for (const [key, value] of Object.entries(document as Record<string, Value>)) {
    const index = keyLine.get(key) ?? contentIndex
    if (!KEY.test(key)) throw notAField(index)
    fields.set(key, { value, line: firstLine + index })
  }
  return fields
}
