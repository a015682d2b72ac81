import { useState } from 'react'

import { priceTypeSaveSchema, type PriceTypeSaveInput } from '@modules/pricing/rules/priceTypeAdmin'

import { Form, Submit } from '@redwoodjs/forms'

import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import TextRow from 'src/components/FormFields/TextRow'
import { errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useEffectOnChange } from 'src/lib/hooks'
import { useSchemaForm } from 'src/lib/schemaResolver'

export interface EditedPriceType {
  id: number
  code: string
  name: string
  isRetail: boolean
}

export interface PriceTypeFormProps {
  /** The type to rename, or null for a new one. */
  priceType: EditedPriceType | null
  /** Saves; rejects with the api's error (its field messages are shown at the fields). */
  onSave: (input: PriceTypeSaveInput) => Promise<unknown>
  onCancel?: () => void
  saving?: boolean
}

const valuesOf = (type: EditedPriceType | null) => ({
  id: type?.id ?? null,
  code: type?.code ?? '',
  name: type?.name ?? '',
})

/**
 * A new price type, or a rename of one (name and code; retail keeps its
 * code: the form shows it fixed, and the api refuses a change anyway).
 */
const PriceTypeForm = ({ priceType, onSave, onCancel, saving }: PriceTypeFormProps) => {
  const { formMethods, onValid } = useSchemaForm(priceTypeSaveSchema, {
    defaultValues: valuesOf(priceType),
  })
  const { reset, setError } = formMethods
  const [notice, setNotice] = useState<Notice | null>(null)
  // Another type chosen for editing (or none) replaces the values.
  useEffectOnChange(() => {
    reset(valuesOf(priceType))
    setNotice(null)
  }, [priceType, reset])
  const title = priceType ? `Изменить тип цен «${priceType.name}»` : 'Новый тип цен'

  const onSubmit = async (input: PriceTypeSaveInput) => {
    setNotice(null)
    try {
      await onSave(input)
      if (!priceType) reset(valuesOf(null))
      setNotice({ kind: 'status', text: priceType ? 'Тип цен сохранён.' : 'Тип цен добавлен.' })
    } catch (error) {
      // The api's field messages go to their fields; anything else above the form.
      const fields = (errorDetailsOf(error).fields ?? {}) as Record<string, string[]>
      const shown = Object.entries(fields).filter(([name]) => name === 'code' || name === 'name')
      for (const [name, messages] of shown) {
        setError(name as 'code' | 'name', { type: 'server', message: messages.join('\n') })
      }
      if (!shown.length) {
        setNotice({ kind: 'alert', text: shopMessageOf(error, 'Не удалось сохранить тип цен.') })
      }
    }
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onValid(onSubmit)}
      className="form admin-price-type-form"
      aria-label={title}
      noValidate
    >
      <h3>{title}</h3>
      <AdminNotice notice={notice} />
      <TextRow name="name" label="Название" required />
      {priceType?.isRetail ? (
        <p>
          Код: <code>{priceType.code}</code> — у розничного типа не меняется.
        </p>
      ) : (
        <TextRow name="code" label="Код (латиницей: dealer, opt-2)" required />
      )}
      <Submit className="button" disabled={saving}>
        {priceType ? 'Сохранить тип цен' : 'Добавить тип цен'}
      </Submit>{' '}
      {priceType && onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Отмена
        </button>
      ) : null}
    </Form>
  )
}

export default PriceTypeForm
