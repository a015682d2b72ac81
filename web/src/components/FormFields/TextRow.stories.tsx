import { useEffect } from 'react'
import type { ReactNode } from 'react'

import { REQUIRED_MESSAGE } from '@domain/contactFields'
import { email, line } from '@domain/inputFields'
import { newPassword } from '@domain/passwordInput'
import { z } from '@domain/zod'
import type { Meta, StoryObj } from '@storybook/react'

import { Form } from '@redwoodjs/forms'

import { Button } from 'src/components/ui/Button'
import { useSchemaForm } from 'src/lib/schemaResolver'

import TextRow from './TextRow'

const username = z.object({ username: line({ max: 150, required: REQUIRED_MESSAGE }) })

/** A form around the field, validated by `schema`; `validate` shows its messages at once. */
const Frame = ({
  children,
  schema = z.object({}),
  values = {},
  validate = false,
}: {
  children: ReactNode
  schema?: z.ZodType<Record<string, unknown>>
  values?: Record<string, string>
  validate?: boolean
}) => {
  const { formMethods } = useSchemaForm(schema, { defaultValues: values })
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

const meta: Meta<typeof TextRow> = { component: TextRow }
export default meta
type Story = StoryObj<typeof TextRow>

export const Name: Story = {
  render: () => (
    <Frame schema={username}>
      <TextRow name="username" label="Ваше имя" autoComplete="name" />
    </Frame>
  ),
}

/** A required field left empty: marked «*», «Обязательное поле». */
export const RequiredError: Story = {
  render: () => (
    <Frame validate schema={username}>
      <TextRow name="username" label="Ваше имя" autoComplete="name" required />
    </Frame>
  ),
}

/** A mistyped e-mail: «Введите корректный E-mail». */
export const EmailError: Story = {
  render: () => (
    <Frame validate schema={z.object({ email: email() })} values={{ email: 'aigerim@mail' }}>
      <TextRow name="email" label="E-mail" type="email" />
    </Frame>
  ),
}

export const Comment: Story = {
  render: () => (
    <Frame values={{ comment: 'Перезвоните после 14:00, пожалуйста.' }}>
      <TextRow name="comment" label="Комментарий" type="textarea" />
    </Frame>
  ),
}

/** A password breaking two rules («12345678»): each message on its own line. */
export const SeveralMessages: Story = {
  render: () => (
    <Frame
      validate
      schema={z.object({ password: newPassword() })}
      values={{ password: '12345678' }}
    >
      <TextRow name="password" label="Пароль" type="password" />
    </Frame>
  ),
}
