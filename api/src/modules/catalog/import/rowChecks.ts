/**
 * A row's own fields checked by the product form's fields
 * (domain/productFields): one rule and one message whether a product is
 * saved in the back office, loaded from a sheet or from 1C — so nothing an
 * import writes is refused when an editor later saves the product. A field
 * the row leaves out is not checked (whether a new product needs it is
 * the plan's). Pure.
 */
import { fieldProblem, productFields } from 'src/lib/domain/productFields'

import type { ProductDraft } from './types'
import { inSentence } from './values'

const TEXT_FIELDS = [
  { key: 'article', label: 'Артикул', field: productFields.article },
  { key: 'name', label: 'Наименование', field: productFields.name },
  { key: 'description', label: 'Описание', field: productFields.description },
  { key: 'nameKk', label: 'Наименование (каз)', field: productFields.nameKk },
  { key: 'descriptionKk', label: 'Описание (каз)', field: productFields.descriptionKk },
  { key: 'unit', label: 'Единица', field: productFields.unit },
] as const

/** A long name named in a message: its first 60 characters. */
const shortened = (name: string) => (name.length > 60 ? `${name.slice(0, 60)}…` : name)

export function fieldProblemsOf(draft: ProductDraft): string[] {
  const problems: string[] = []
  const check = (label: string, field: Parameters<typeof fieldProblem>[0], value: unknown) => {
    const problem = fieldProblem(field, value)
    if (problem) problems.push(`${label}: ${inSentence(problem)}`)
  }
  for (const { key, label, field } of TEXT_FIELDS) {
    if (draft[key] !== undefined) check(label, field(), draft[key])
  }
  for (const change of draft.attributes ?? []) {
    const label = `Характеристика «${shortened(change.name)}»`
    check(label, productFields.attributeName(), change.name)
    if (!('remove' in change)) check(label, productFields.attributeValue(), change.value)
  }
  return problems
}
