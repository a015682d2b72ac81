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
