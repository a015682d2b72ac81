import { kazakhUnitOf } from './productDisplay'

/**
 * The value cell of a product's characteristics table (issue 30 §5). Imported
 * names often carry the unit already («Мощность, кВт»), so the value shows
 * without it: «0,048», not «0,048 кВт». Otherwise the unit follows the value
 * once, also when the import wrote it into the value.
 */
export interface CharacteristicRow {
  name: string
  value: string
  unit?: string | null
}

/** Case, spacing and a final dot aside: «кВт.» and « КВТ » are one unit. */
const normalUnit = (text: string) =>
  text.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase()

/** The unit a name ends with after its last comma («Мощность, кВт» → «квт»), or null. */
export function unitOfName(name: string): string | null {
  const comma = name.lastIndexOf(',')
  if (comma < 0) return null
  const unit = normalUnit(name.slice(comma + 1))
  return unit ? unit : null
}

/** The value without a trailing `unit` after a number or a space («0,048 кВт» → «0,048»). */
function withoutUnit(value: string, unit: string): string | null {
  const trimmed = value.trim()
  const lower = trimmed.toLowerCase().replace(/\.$/, '')
  if (!lower.endsWith(unit)) return null
  const head = trimmed.slice(0, lower.length - unit.length)
  // «10 Вт» ends with «Вт»; «Ватт» must not lose its «т» to a unit «т».
  if (!/(\s|\d)$/.test(head)) return null
  const rest = head.trim()
  return rest ? rest : null
}

export function characteristicValueText({ name, value, unit }: CharacteristicRow): string {
  const own = unit ? normalUnit(unit) : ''
  const named = unitOfName(name)
  if (named && (!own || own === named)) return withoutUnit(value, named) ?? value.trim()
  if (!own) return value.trim()
  return withoutUnit(value, own) !== null ? value.trim() : `${value.trim()} ${unit!.trim()}`
}

/**
 * Characteristics' values in a language (issue 33). A value is data — the
 * maker's words («Двухконтурный», «1" ВР-НР») stay as written and a Kazakh
 * page marks them `lang="ru"` — except a fixed vocabulary the shop's
 * interface owns: the yes/no answers of a characteristic («Да», «Нет»,
 * «Есть») and the units' Russian abbreviations («м³/ч», «чел», «лет»). Only a
 * whole value is a word of the vocabulary; a list («Уголь, дрова») is data.
 */
const KAZAKH_VALUES: Record<string, string> = {
  да: 'Иә',
  нет: 'Жоқ',
  есть: 'Бар',
  имеется: 'Бар',
  отсутствует: 'Жоқ',
}

/** Units written alike in both languages (SI and the trade's usual ones), in normalUnit's form. */
const SHARED_UNITS = new Set(
  ['мм', 'см', 'м', 'км', 'м²', 'м³', 'кг', 'г', 'т', 'л', 'мл', 'вт', 'квт', 'мвт', 'в', 'а', 'ма']
    .concat(['бар', 'па', 'кпа', 'мпа', 'мкм', '°c', '°с', 'гц', 'дб', 'мин', 'с', 'л/мин', 'л/с'])
    .concat(['м/с', 'ккал', 'атм', 'дюйм'])
)

/** Letters Russian and Kazakh share with no other script: a value without them is numbers, Latin or signs. */
const CYRILLIC = /[а-яё]/i

export interface CharacteristicValueIn {
  value: string
  unit: string | null
  /** The language of `value` as written: `ru` for the maker's Russian words; the reader's otherwise. */
  valueLang: 'ru' | 'kk'
}

/** A characteristic's unit in a language: Kazakh abbreviations for the vocabulary's units, else as stored. */
export function characteristicUnitIn(locale: 'ru' | 'kk', unit: string | null | undefined) {
  if (!unit) return unit ?? null
  if (locale !== 'kk') return unit
  return kazakhUnitOf(unit) ?? unit
}

/**
 * A characteristic's value and unit as a reader of `locale` gets them, and
 * the value's language: Russian readers get them as stored; Kazakh readers
 * get the vocabulary's words and units in Kazakh, numbers and Latin as they
 * are, and any other Russian word as it is, marked `ru`. Pure; the api's
 * localized reads and the web apply the same rule.
 */
export function characteristicValueIn(
  locale: 'ru' | 'kk',
  row: { value: string; unit?: string | null }
): CharacteristicValueIn {
  const unit = characteristicUnitIn(locale, row.unit)
  if (locale !== 'kk') return { value: row.value, unit, valueLang: 'ru' }
  const word = KAZAKH_VALUES[normalUnit(row.value)]
  if (word) return { value: word, unit, valueLang: 'kk' }
  // «0,75», «1/2"», «M-Bus», «60/100»: no language of their own; «45 м³/ч»: a number and a unit.
  const number = /^([\d\s.,/\-–×x+"″<>≤≥~]+)([^\d\s.,/\-–×x+"″<>≤≥~].*)?$/i.exec(row.value.trim())
  const tail = number?.[2] ? normalUnit(number[2]) : ''
  const kazakhTail = tail ? kazakhUnitOf(tail) : undefined
  if (number && kazakhTail) {
    return {
      value: `${number[1].trim()} ${kazakhTail}`,
      unit,
      valueLang: 'kk',
    }
  }
  if (number && tail && SHARED_UNITS.has(tail)) return { value: row.value, unit, valueLang: 'kk' }
  return { value: row.value, unit, valueLang: CYRILLIC.test(row.value) ? 'ru' : 'kk' }
}
