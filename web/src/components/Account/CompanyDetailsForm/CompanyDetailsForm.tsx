import { useState } from 'react'

import {
  COMPANY_FIELD_LABELS,
  companyDetailsInput,
  type CompanyDetailsInput,
} from '@domain/companyDetailsInput'

import { Form } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
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

const FIELDS: { name: keyof CompanyDetailsData; placeholder?: string; autoComplete?: string }[] = [
  { name: 'legalName', placeholder: 'ТОО «Компания»', autoComplete: 'organization' },
  { name: 'bin', placeholder: '12 цифр' },
  { name: 'legalAddress', placeholder: 'Город, улица, дом' },
  { name: 'iban', placeholder: 'KZ00 0000 0000 0000 0000' },
  { name: 'bankName', placeholder: 'АО «Банк»' },
  { name: 'bik', placeholder: 'Например, HSBKKZKX' },
  { name: 'kbe', placeholder: 'Например, 17' },
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
          toast.success('Реквизиты сохранены')
        } catch (error) {
          setProblem(applyServerErrors(formMethods, error, 'Не удалось сохранить реквизиты.'))
        }
      })}
    >
      <p>Эти реквизиты попадут в счёт на оплату как покупатель.</p>
      {FIELDS.map((field) => (
        <TextRow
          key={field.name}
          name={field.name}
          label={COMPANY_FIELD_LABELS[field.name]}
          placeholder={field.placeholder}
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
        Сохранить реквизиты
      </Button>
    </Form>
  )
}

export default CompanyDetailsForm
