import { REQUIRED_MESSAGE } from './contactFields'
import { line, TEXT_TYPE_MESSAGE, type InputOf } from './inputFields'
import {
  bikProblem,
  binProblem,
  kbeProblem,
  kzIbanProblem,
  normalizeBik,
  normalizeBin,
  normalizeIban,
} from './kzRequisites'
import { z } from './zod'

/**
 * A customer's company details (issue 20): what a «Счёт на оплату» names as
 * the buyer. One schema for the account form, `PUT /auth/users/me/company/`
 * and `saveMyCompanyDetails`. Pure.
 */
export const COMPANY_LIMITS = {
  legalName: 300,
  legalAddress: 500,
  bankName: 200,
} as const

const isAbsent = (input: unknown) => input === undefined || input === null

/**
 * A requisite typed as text: normalised (spaces out, capitals), required,
 * then checked by its rule, whose Russian reason is the message.
 */
const requisite = (
  normalize: (value: string) => string,
  problem: (value: string) => string | null,
  example: string
) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? REQUIRED_MESSAGE : TEXT_TYPE_MESSAGE) })
    .transform(normalize)
    .superRefine((value, context) => {
      const message = value === '' ? REQUIRED_MESSAGE : problem(value)
      if (message) context.addIssue({ code: 'custom', message, input: value })
    })
    .meta({ example })

export const companyDetailsInput = z.object(
  {
    legalName: line({ max: COMPANY_LIMITS.legalName, required: REQUIRED_MESSAGE }).meta({
      example: 'ТОО «Аква Строй»',
    }),
    bin: requisite(normalizeBin, binProblem, '971240001315'),
    legalAddress: line({ max: COMPANY_LIMITS.legalAddress, required: REQUIRED_MESSAGE }).meta({
      example: 'г. Атырау, ул. Сатпаева, 1',
    }),
    iban: requisite(normalizeIban, kzIbanProblem, 'KZ86125KZT5004100100'),
    bankName: line({ max: COMPANY_LIMITS.bankName, required: REQUIRED_MESSAGE }).meta({
      example: 'АО «Народный банк Казахстана»',
    }),
    bik: requisite(normalizeBik, bikProblem, 'HSBKKZKX'),
    kbe: requisite((value) => value.trim(), kbeProblem, '17'),
  },
  { error: 'Неверные данные. Ожидался словарь.' }
)

export type CompanyDetailsInput = InputOf<typeof companyDetailsInput>

/** The form's labels, shared by the account form and the invoice. */
export const COMPANY_FIELD_LABELS: Record<keyof CompanyDetailsInput, string> = {
  legalName: 'Наименование организации',
  bin: 'БИН/ИИН',
  legalAddress: 'Юридический адрес',
  iban: 'IBAN (номер счёта)',
  bankName: 'Банк',
  bik: 'БИК',
  kbe: 'КБе',
}
