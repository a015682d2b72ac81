/**
 * The content files' front matter: a small, strict subset of YAML between two
 * `---` lines at the top of a Markdown file, the Markdown body after it.
 * Pure. Accepted (docs/editors.md, «2. Content»):
 *
 *   title: Плain text to the end of the line     (no inline # comments)
 *   title: "JSON-quoted \"text\""   or   'single-quoted, '' for a quote'
 *   year: 2026        published: true        client: null
 *   tags: [1, "two"]  data: {"phone": "+7…"}    (flow values are strict JSON)
 *   gallery:                                    (a block list…)
 *     - a.png
 *   data:                                       (…or a block map, nested)
 *     items:
 *       - key: delivery
 *         title: Доставка
 *   text: |                                     (a literal block of lines)
 *     several lines
 *
 * Every mistake is reported with its line in the file; anything YAML would
 * read differently (anchors, tags, tabs, folded `>` blocks, duplicate keys)
 * is an error rather than a guess.
 */

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

interface Line {
  /** 1-based line in the file. */
  number: number
  indent: number
  /** The text after the indentation, trailing spaces removed. */
  text: string
}

const KEY = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)\s*:(?:\s+(.*)|)$/
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/

/** Text with \n line ends, without a byte-order mark. */
export const normalizeNewlines = (text: string) =>
  text.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')

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

/** Front-matter lines (starting at file line `firstLine`) → top-level fields. */
export function parseFields(raw: string[], firstLine = 1): Map<string, Field> {
  const lines: Line[] = []
  raw.forEach((text, i) => {
    const number = firstLine + i
    const indentText = /^[ \t]*/.exec(text)![0]
    if (indentText.includes('\t')) {
      throw new SourceError(number, 'отступ табуляцией: используйте пробелы')
    }
    const rest = text.slice(indentText.length).replace(/\s+$/, '')
    lines.push({ number, indent: indentText.length, text: rest })
  })
  const parser = new BlockParser(lines)
  return parser.topLevel()
}

class BlockParser {
  private at = 0

  constructor(private readonly lines: Line[]) {}

  /** The next line that carries content (blank and # comment lines are skipped). */
  private peek(): Line | undefined {
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]
      if (line.text && !line.text.startsWith('#')) return line
      this.at++
    }
    return undefined
  }

  topLevel(): Map<string, Field> {
    const fields = new Map<string, Field>()
    const first = this.peek()
    if (!first) return fields
    if (first.indent !== 0) throw new SourceError(first.number, 'поле с отступом в начале')
    this.map(0, (key, value, line) => {
      fields.set(key, { value, line })
    })
    const rest = this.peek()
    if (rest) throw new SourceError(rest.number, 'строка не на своём отступе')
    return fields
  }

  /** The block under a `key:` line: a list, a map, or nothing (null). */
  private block(parentIndent: number): Value {
    const line = this.peek()
    if (!line || line.indent <= parentIndent) {
      // `key:` at the end, or a list on the same indent as its key (YAML allows it).
      if (line && line.indent === parentIndent && isListItem(line.text)) {
        return this.list(line.indent)
      }
      return null
    }
    if (isListItem(line.text)) return this.list(line.indent)
    const map: { [key: string]: Value } = {}
    this.map(line.indent, (key, value) => {
      map[key] = value
    })
    return map
  }

  private map(indent: number, set: (key: string, value: Value, line: number) => void) {
    const seen = new Set<string>()
    for (let line = this.peek(); line && line.indent >= indent; line = this.peek()) {
      if (line.indent > indent) throw new SourceError(line.number, 'лишний отступ')
      if (isListItem(line.text)) {
        // A list at the map's own indent belongs to the key above it.
        break
      }
      const match = KEY.exec(line.text)
      if (!match) {
        throw new SourceError(
          line.number,
          `ожидалось «имя: значение», а не «${clip(line.text)}» (имена — латиницей)`
        )
      }
      const key = match[1]
      if (seen.has(key)) throw new SourceError(line.number, `поле «${key}» указано дважды`)
      seen.add(key)
      this.at++
      const rest = match[2]?.trim() ?? ''
      let value: Value
      if (rest === '|' || rest === '|-') value = this.literal(indent, line.number)
      else if (rest) value = scalar(rest, line.number)
      else value = this.block(indent)
      set(key, value, line.number)
    }
  }

  private list(indent: number): Value[] {
    const items: Value[] = []
    for (let line = this.peek(); line && line.indent >= indent; line = this.peek()) {
      if (line.indent > indent) throw new SourceError(line.number, 'лишний отступ')
      if (!isListItem(line.text)) break
      const content = line.text.slice(1).replace(/^ +/, '')
      const offset = line.text.length - content.length
      if (!content) {
        this.at++
        items.push(this.block(indent))
      } else if (KEY.test(content)) {
        // `- key: value` starts a map whose keys line up with this first one.
        this.lines[this.at] = { number: line.number, indent: indent + offset, text: content }
        const map: { [key: string]: Value } = {}
        this.map(indent + offset, (key, value) => {
          map[key] = value
        })
        items.push(map)
      } else {
        this.at++
        items.push(scalar(content, line.number))
      }
    }
    return items
  }

  /** `key: |` — the following more-indented lines as text (blank lines kept inside). */
  private literal(indent: number, keyLine: number): string {
    const taken: Line[] = []
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]
      if (line.text && line.indent <= indent) break
      taken.push(line)
      this.at++
    }
    while (taken.length && !taken[taken.length - 1].text) taken.pop()
    if (!taken.length) throw new SourceError(keyLine, 'после «|» нет строк текста с отступом')
    const base = Math.min(...taken.filter((l) => l.text).map((l) => l.indent))
    return taken.map((l) => (l.text ? ' '.repeat(l.indent - base) + l.text : '')).join('\n')
  }
}

const isListItem = (text: string) => text === '-' || text.startsWith('- ')

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/** One value written on a line. */
export function scalar(text: string, line: number): Value {
  const first = text[0]
  if (first === '"') {
    try {
      const value: unknown = JSON.parse(text)
      if (typeof value === 'string') return value
    } catch {
      // reported below
    }
    throw new SourceError(line, `строка в кавычках «${clip(text)}» не закрыта или с ошибкой`)
  }
  if (first === "'") {
    if (!/^'(?:[^']|'')*'$/.test(text)) {
      throw new SourceError(line, `строка в кавычках «${clip(text)}» не закрыта или с ошибкой`)
    }
    return text.slice(1, -1).replace(/''/g, "'")
  }
  if (first === '[' || first === '{') {
    try {
      return JSON.parse(text) as Value
    } catch {
      // `[a.png, b.png]`: a flow list of plain values, as YAML reads it.
      const inner = /^\[([^[\]{}"']*)\]$/.exec(text)
      if (inner) {
        const items = inner[1].split(',').map((item) => item.trim())
        if (items.length === 1 && !items[0]) return []
        if (items.every(Boolean)) return items.map((item) => scalar(item, line))
      }
      throw new SourceError(
        line,
        `значение «${clip(text)}» — не JSON; списки пишите строками «- …» или [a, b]`
      )
    }
  }
  if (first === '&' || first === '*' || first === '!' || first === '>' || first === '|') {
    throw new SourceError(line, `значение «${clip(text)}» возьмите в кавычки`)
  }
  if (text === 'true') return true
  if (text === 'false') return false
  if (text === 'null' || text === '~') return null
  if (NUMBER.test(text)) return Number(text)
  return text
}
