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

/** A choice shown but not choosable now, its hint saying why («В рассрочку» above its bounds). */
export const withDisabledChoice: StoryObj = {
  render: () => {
    const Disabled = () => {
      const { formMethods } = useSchemaForm(schema, { defaultValues: { payment: 'cash' } })
      return (
        <Form formMethods={formMethods} onSubmit={() => {}} style={{ maxWidth: 460 }}>
          <ChoiceGroup
            name="payment"
            legend="Способ оплаты"
            required
            choices={[
              ...choices,
              {
                value: 'installment',
                label: 'В рассрочку',
                hint: 'В рассрочку можно оплатить заказ на сумму от 6 000 до 2 000 000 ₸. Выберите другой способ оплаты.',
                disabled: true,
              },
            ]}
          />
        </Form>
      )
    }
    return <Disabled />
  },
}
export const unanswered: StoryObj = { render: () => <Frame validate /> }
