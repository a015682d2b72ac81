import { useEffect } from 'react'

import { z } from '@domain/zod'
import type { Meta, StoryObj } from '@storybook/react'

import { Form } from '@redwoodjs/forms'

import { useSchemaForm } from 'src/lib/schemaResolver'

import ChoiceGroup from './ChoiceGroup'

const schema = z.object({
  payment: z.enum(['cash', 'invoice'], { error: 'Выберите способ оплаты.' }),
})

const choices = [
  { value: 'cash', label: 'Наличными при получении', hint: 'В магазине или курьеру' },
  { value: 'invoice', label: 'Безналичный расчёт', hint: 'Оплата по счёту с НДС' },
]

const Frame = ({ value, validate = false }: { value?: 'cash' | 'invoice'; validate?: boolean }) => {
  const { formMethods } = useSchemaForm(schema, { defaultValues: { payment: value } })
  useEffect(() => {
    if (validate) formMethods.trigger()
  }, [formMethods, validate])
  return (
    <Form formMethods={formMethods} onSubmit={() => {}} style={{ maxWidth: 460 }}>
      <ChoiceGroup name="payment" legend="Способ оплаты" required choices={choices} />
    </Form>
  )
}

const meta: Meta = { title: 'Form fields/ChoiceGroup' }
export default meta

export const chosen: StoryObj = { render: () => <Frame value="invoice" /> }
export const unanswered: StoryObj = { render: () => <Frame validate /> }
