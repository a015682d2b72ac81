import { useEffect } from 'react'
import type { ReactNode } from 'react'

import { profileChangesInput } from '@domain/accountInput'
import { kzPhone } from '@domain/inputFields'
import { z } from '@domain/zod'
import type { Meta, StoryObj } from '@storybook/react'

import { Form } from '@redwoodjs/forms'

import { Button } from 'src/components/ui/Button'
import { useSchemaForm } from 'src/lib/schemaResolver'

import PhoneField from './PhoneField'

const requiredPhone = z.object({ phone: kzPhone() })

/** A form around the field, validated by `schema` (required by default). */
const Frame = ({
  children,
  schema = requiredPhone,
  phone = '',
  validate = false,
}: {
  children: ReactNode
  schema?: z.ZodType<Record<string, unknown>>
  phone?: string
  validate?: boolean
}) => {
  const { formMethods } = useSchemaForm(schema, { defaultValues: { phone } })
  useEffect(() => {
    if (validate) formMethods.trigger()
  }, [formMethods, validate])
  return (
    <Form formMethods={formMethods} onSubmit={() => {}} style={{ maxWidth: 460 }}>
      {children}
      <Button type="submit">Отправить</Button>
    </Form>
  )
}

const meta: Meta<typeof PhoneField> = {
  component: PhoneField,
  args: { name: 'phone', label: 'Телефон' },
}
export default meta
type Story = StoryObj<typeof PhoneField>

/** Empty: the mask +7 (___) ___ __ __ as a hint; typing 8701… becomes +7 (701) … */
export const Empty: Story = {
  render: (args) => (
    <Frame>
      <PhoneField {...args} />
    </Frame>
  ),
}

export const Complete: Story = {
  render: (args) => (
    <Frame phone="+7 (701) 234 56 78">
      <PhoneField {...args} />
    </Frame>
  ),
}

/** Too short: «Введите полный номер телефона». */
export const Incomplete: Story = {
  render: (args) => (
    <Frame phone="+7 (701) 234" validate>
      <PhoneField {...args} />
    </Frame>
  ),
}

/** Required and left empty: «Обязательное поле». */
export const Required: Story = {
  render: (args) => (
    <Frame validate>
      <PhoneField {...args} />
    </Frame>
  ),
}

/** The profile's optional phone: empty is fine. */
export const Optional: Story = {
  args: { label: 'Телефон (необязательно)' },
  render: (args) => (
    <Frame validate schema={profileChangesInput}>
      <PhoneField {...args} />
    </Frame>
  ),
}
