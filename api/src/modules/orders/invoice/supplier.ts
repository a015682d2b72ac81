import { companyDetailsInput, type CompanyDetailsInput } from 'src/lib/domain/companyDetailsInput'
import { parseWith } from 'src/lib/domain/inputFields'
import { ShopError } from 'src/lib/errors'

/**
 * The shop's own requisites, the supplier of every «Счёт на оплату»: public
 * data the operator sets in the environment (.env.defaults holds demo
 * values). They are checked by the same rules as a customer's company
 * details (БИН/ИИН check digit, IBAN mod-97, БИК, КБе) each time an invoice
 * is made, so a mistyped IBAN never reaches a customer's payment order.
 */

/** The environment variable of each requisite. */
export const SUPPLIER_VARIABLES: Record<keyof CompanyDetailsInput, string> = {
  legalName: 'SHOP_LEGAL_NAME',
  bin: 'SHOP_BIN',
  legalAddress: 'SHOP_LEGAL_ADDRESS',
  iban: 'SHOP_IBAN',
  bankName: 'SHOP_BANK_NAME',
  bik: 'SHOP_BIK',
  kbe: 'SHOP_KBE',
}

/** What the customer hears; the operator's reasons go to the log (`problems`). */
export const SUPPLIER_UNSET_MESSAGE =
  'Счёт сейчас нельзя сформировать: реквизиты магазина не настроены. Свяжитесь с менеджером.'

/** 503: the operator left the shop's requisites unset or invalid. */
export class SupplierRequisitesError extends ShopError {
  readonly status = 503
  /** «SHOP_IBAN: Неверный IBAN: …», one per wrong variable. */
  readonly problems: string[]

  constructor(problems: string[]) {
    super(SUPPLIER_UNSET_MESSAGE, { code: 'SERVICE_UNAVAILABLE' })
    this.name = 'SupplierRequisitesError'
    this.problems = problems
  }
}

/** The shop's requisites, normalised; SupplierRequisitesError naming each wrong variable. */
export function supplierRequisites(env: NodeJS.ProcessEnv = process.env): CompanyDetailsInput {
  const raw = Object.fromEntries(
    Object.entries(SUPPLIER_VARIABLES).map(([field, variable]) => [field, env[variable]])
  )
  const parsed = parseWith(companyDetailsInput, raw)
  if ('data' in parsed) return parsed.data
  const problems = Object.entries(parsed.fields).map(
    ([field, messages]) =>
      `${SUPPLIER_VARIABLES[field as keyof CompanyDetailsInput] ?? field}: ${messages.join(' ')}`
  )
  throw new SupplierRequisitesError(problems)
}
