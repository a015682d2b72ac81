/**
 * JSON content files with line numbers: a small strict JSON parser (RFC 8259)
 * that notes the line where each value of the top two levels starts —
 * `title`, `0`, `0.question` — so the report can name the line of a record
 * or a field, and reports a syntax error at its line (JSON.parse in Node 20
 * often does not say where). Pure.
 */
import { normalizeNewlines, SourceError, type Value } from '../rules/frontMatter'

export interface JsonDocument {
  value: Value
  /** Lines (1-based) of values by path: «title», «3», «3.question». */
  lines: Map<string, number>
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
// JSON forbids raw control characters inside strings (RFC 8259 §7).
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y
const WORD = /true|false|null/y

class JsonParser {
  private at = 0
  private line = 1
  readonly lines = new Map<string, number>()

  constructor(private readonly text: string) {}

  private fail(message: string): never {
    throw new SourceError(this.line, `JSON с ошибкой: ${message}`)
  }

  private space() {
    while (this.at < this.text.length) {
      const char = this.text[this.at]
      if (char === '\n') this.line++
      else if (char !== ' ' && char !== '\t' && char !== '\r') break
      this.at++
    }
  }

  private token(pattern: RegExp): string | null {
    pattern.lastIndex = this.at
    const match = pattern.exec(this.text)
    if (!match) return null
    this.at += match[0].length
    return match[0]
  }

  private near() {
    const rest = this.text.slice(this.at, this.at + 15).split('\n')[0]
    return rest ? `«${rest}»` : 'конец файла'
  }

  document(): Value {
    const value = this.value('', 0)
    this.space()
    if (this.at < this.text.length) this.fail(`лишнее после конца: ${this.near()}`)
    return value
  }

  private value(path: string, depth: number): Value {
    this.space()
    if (depth > 0 && depth <= 2) this.lines.set(path, this.line)
    const char = this.text[this.at]
    const child = (name: string) => (path ? `${path}.${name}` : name)
    if (char === '{') {
      this.at++
      const object: { [key: string]: Value } = {}
      this.space()
      if (this.text[this.at] === '}') {
        this.at++
        return object
      }
      for (;;) {
        this.space()
        const raw = this.token(STRING)
        if (raw === null) this.fail(`ожидалось имя поля в кавычках, а не ${this.near()}`)
        const key = JSON.parse(raw) as string
        if (key in object) this.fail(`поле «${key}» указано дважды`)
        this.space()
        if (this.text[this.at] !== ':') this.fail(`ожидалось «:» после «${key}»`)
        this.at++
        object[key] = this.value(child(key), depth + 1)
        this.space()
        const next = this.text[this.at++]
        if (next === '}') return object
        if (next !== ',') {
          this.at--
          this.fail(`ожидалось «,» или «}», а не ${this.near()}`)
        }
      }
    }
    if (char === '[') {
      this.at++
      const array: Value[] = []
      this.space()
      if (this.text[this.at] === ']') {
        this.at++
        return array
      }
      for (;;) {
        array.push(this.value(child(String(array.length)), depth + 1))
        this.space()
        const next = this.text[this.at++]
        if (next === ']') return array
        if (next !== ',') {
          this.at--
          this.fail(`ожидалось «,» или «]», а не ${this.near()}`)
        }
      }
    }
    if (char === '"') {
      const raw = this.token(STRING)
      if (raw === null) this.fail('строка не закрыта или с недопустимым символом')
      return JSON.parse(raw) as string
    }
    const number = this.token(NUMBER)
    if (number !== null) return Number(number)
    const word = this.token(WORD)
    if (word !== null) return JSON.parse(word) as Value
    this.fail(`ожидалось значение, а не ${this.near()}`)
  }
}

/** Parses a JSON file; a syntax error is a SourceError at its line. */
export function parseJson(raw: string): JsonDocument {
  const parser = new JsonParser(normalizeNewlines(raw))
  const value = parser.document()
  return { value, lines: parser.lines }
}
