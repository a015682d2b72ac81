import { useState } from 'react'

import { companyDetailsInput, type CompanyDetailsInput } from '@domain/companyDetailsInput'

import { Form } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const SAVE_COMPANY = gql`
  mutation SaveMyCompanyMutation($input: CompanyDetailsInput!) {
    saveMyCompany(input: $input) {
      legalName
      bin
      legalAddress
      iban
      bankName
      bik
      kbe
      updatedAt
    }
  }
`

export type CompanyDetailsData = CompanyDetailsInput

const EMPTY: CompanyDetailsData = {
  legalName: '',
  bin: '',
  legalAddress: '',
  iban: '',
  bankName: '',
  bik: '',
  kbe: '',
}

/**
 * The fields in order; each one's label is `company.<name>` of the
 * catalogue (the api's COMPANY_FIELD_LABELS in Russian) and its example
 * `company.<name>.example`, except the IBAN's, the same in every language.
 */
const FIELDS: { name: keyof CompanyDetailsData; example?: string; autoComplete?: string }[] = [
  { name: 'legalName', autoComplete: 'organization' },
  { name: 'bin' },
  { name: 'legalAddress' },
  { name: 'iban', example: 'KZ00 0000 0000 0000 0000' },
  { name: 'bankName' },
  { name: 'bik' },
  { name: 'kbe' },
]

/**
 * «Реквизиты компании»: the buyer a «Счёт на оплату» names. Checked by the
 * api's own schema before sending (БИН/ИИН check digit, IBAN KZ, БИК, КБе),
 * so the shopper reads the same Russian messages the api would answer.
 */
const CompanyDetailsForm = ({ company }: { company: CompanyDetailsData | null }) => {
  const { formMethods, onValid } = useSchemaForm(companyDetailsInput, {
    defaultValues: company ?? EMPTY,
  })
  const [save, { loading }] = useMutation(SAVE_COMPANY)
  const [problem, setProblem] = useState<string | null>(null)
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  return (
    <Form
      formMethods={formMethods}
      className="form narrow"
      noValidate
      onSubmit={onValid(async (input: CompanyDetailsInput) => {
        setProblem(null)
        try {
          await save({ variables: { input } })
          // The normalised values (no spaces, capitals) are what the invoice will show.
          formMethods.reset(input)
          toast.success(t('company.saved'))
        } catch (error) {
          const message = applyServerErrors(formMethods, error, t('company.saveFailed'))
          setProblem(message === null ? null : inLanguage(message))
        }
      })}
    >
      <p>{t('company.lead')}</p>
      {FIELDS.map((field) => (
        <TextRow
          key={field.name}
          name={field.name}
          label={t(`company.${field.name}`)}
          placeholder={field.example ?? t(`company.${field.name}.example`)}
          autoComplete={field.autoComplete}
          required
        />
      ))}
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={loading}>
        {t('company.save')}
      </Button>
    </Form>
  )
}

export default CompanyDetailsForm
