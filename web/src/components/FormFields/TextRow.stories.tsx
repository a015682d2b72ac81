import { useEffect } from 'react'
import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { Form, Submit, useForm } from '@redwoodjs/forms'

import { emailRules, requiredRule } from './formRules'
import TextRow from './TextRow'

/** A form around the field; `validate` shows its messages at once. */
const Frame = ({
  children,
  values = {},
  validate = false,
}: {
  children: ReactNode
  values?: Record<string, string>
  validate?: boolean
}) => {
  const formMethods = useForm({ defaultValues: values })
  useEffect(() => {
    if (validate) formMethods.trigger()
  }, [formMethods, validate])
  return (
    <Form formMethods={formMethods} onSubmit={() => {}} style={{ maxWidth: 460 }}>
      {children}
      <Submit className="button">Отправить</Submit>
    </Form>
  )
}

const meta: Meta<typeof TextRow> = { component: TextRow }
export default meta
type Story = StoryObj<typeof TextRow>

export const Name: Story = {
  render: () => (
    <Frame>
      <TextRow name="username" label="Ваше имя" autoComplete="name" rules={requiredRule()} />
    </Frame>
  ),
}

/** A required field left empty: «Поле обязательно к заполнению». */
export const RequiredError: Story = {
  render: () => (
    <Frame validate>
      <TextRow name="username" label="Ваше имя" autoComplete="name" rules={requiredRule()} />
    </Frame>
  ),
}

/** A mistyped e-mail: «Введите корректный E-mail». */
export const EmailError: Story = {
  render: () => (
    <Frame validate values={{ email: 'aigerim@mail' }}>
      <TextRow name="email" label="E-mail" type="email" rules={emailRules()} />
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
