import type { CompanyDetails } from '@prisma/client'
import { z } from 'zod'

export const CompanyDetailsSchema = z
  .strictObject({
    legal_name: z.string(),
    bin: z.string().describe('БИН/ИИН, 12 цифр'),
    legal_address: z.string(),
    iban: z.string().describe('IBAN KZ без пробелов, 20 знаков'),
    bank_name: z.string(),
    bik: z.string().describe('БИК банка, 8 или 11 знаков'),
    kbe: z.string().describe('КБе, две цифры'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'CompanyDetails', description: 'Реквизиты компании покупателя (для счёта)' })

export const serializeCompanyDetails = (
  details: CompanyDetails
): z.input<typeof CompanyDetailsSchema> => ({
  legal_name: details.legalName,
  bin: details.bin,
  legal_address: details.legalAddress,
  iban: details.iban,
  bank_name: details.bankName,
  bik: details.bik,
  kbe: details.kbe,
  updated_at: details.updatedAt.toISOString(),
})

/** The wire's (snake_case) field names → the input schema's. */
export const COMPANY_WIRE_NAMES = {
  legal_name: 'legalName',
  legal_address: 'legalAddress',
  bank_name: 'bankName',
}
