/**
 * How the back office's product import reads out a row's problems (issue 30
 * §4): one line per problem, «Строка 5: не указана категория» — the row
 * first, then the importer's message as the rest of the sentence (no
 * «.;» joins). A message that opens with a column's header keeps it as the
 * template writes it («Строка 7: Цена должна быть больше нуля»). Pure: the
 * page and its tests share it.
 */

/** First words that name a template column (import/productRows), kept capitalised. */
const COLUMN_WORDS = new Set([
  'Артикул',
  'Наименование',
  'Категория',
  'Подкатегория',
  'Бренд',
  'Цена',
  'Старая',
  'Единица',
  'Описание',
  'Остаток',
  'Характеристика',
  'Изображения',
  'Ид',
])

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1)

/** The importer's message as the rest of a sentence: lower-case start, no closing full stop. */
export function problemClause(message: string): string {
  const text = message.trim().replace(/\.$/, '')
  const first = text.split(/[\s:«]/, 1)[0]
  // A column name or an abbreviation («SKU», «НДС») keeps its capitals.
  if (COLUMN_WORDS.has(first) || /^\p{Lu}{2}/u.test(first)) return text
  return text.charAt(0).toLocaleLowerCase('ru') + text.slice(1)
}

/** «строка 5» + «Не указана категория.» → «Строка 5: не указана категория». */
export const rowProblem = (where: string, message: string) =>
  `${capitalise(where.trim())}: ${problemClause(message)}`

/** Every problem of a row, one line each, in the importer's order. */
export const rowProblems = (row: { where: string; errors: string[] }) =>
  row.errors.map((message) => rowProblem(row.where, message))
