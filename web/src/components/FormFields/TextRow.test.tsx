import { REQUIRED_MESSAGE } from '@domain/contactFields'
import { email, line, longText } from '@domain/inputFields'
import { z } from '@domain/zod'
import userEvent from '@testing-library/user-event'

import { Form, Submit } from '@redwoodjs/forms'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { useSchemaForm } from 'src/lib/schemaResolver'

import TextRow from './TextRow'

/** A form validated by `schema`, as the shop's forms are (useSchemaForm). */
const SchemaForm = ({
  schema,
  onSubmit,
  children,
}: {
  schema: z.ZodType<Record<string, unknown>>
  onSubmit: (values: unknown) => void
  children: React.ReactNode
}) => {
  const { formMethods, onValid } = useSchemaForm(schema)
  return (
    <Form formMethods={formMethods} onSubmit={onValid(onSubmit)}>
      {children}
      <Submit>Отправить</Submit>
    </Form>
  )
}

const renderForm = (
  row: React.ReactNode,
  schema: z.ZodType<Record<string, unknown>> = z.object({})
) => {
  const onSubmit = jest.fn()
  render(
    <SchemaForm schema={schema} onSubmit={onSubmit}>
      {row}
    </SchemaForm>
  )
  return {
    onSubmit,
    send: () => userEvent.click(screen.getByRole('button', { name: 'Отправить' })),
  }
}

describe('TextRow', () => {
  it('labels the input and ties a required-field message to it', async () => {
    const { onSubmit, send } = renderForm(
      <TextRow name="username" label="Ваше имя" autoComplete="name" />,
      z.object({ username: line({ max: 150, required: REQUIRED_MESSAGE }) })
    )
    const input = screen.getByRole('textbox', { name: 'Ваше имя' })
    expect(input).toHaveAttribute('autocomplete', 'name')
    expect(input).toHaveAttribute('aria-invalid', 'false')

    await userEvent.type(input, '   ')
    await send()
    const message = await screen.findByRole('alert')
    expect(message).toHaveTextContent('Обязательное поле')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Обязательное поле')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(input)
    await userEvent.type(input, 'Айгерим')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(input).toHaveAttribute('aria-invalid', 'false')
    await send()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'Айгерим' }))
  })

  it('offers the e-mail keyboard and says «Введите корректный E-mail» for a bad address', async () => {
    const { onSubmit, send } = renderForm(
      <TextRow name="email" label="E-mail" type="email" />,
      z.object({ email: email() })
    )
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('inputmode', 'email')
    await userEvent.type(input, 'aigerim@mail')
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите корректный E-mail')
    await userEvent.type(input, '.kz')
    await send()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'aigerim@mail.kz' }))
  })

  it('renders a textarea for comments and a masked input for passwords', () => {
    renderForm(
      <>
        <TextRow name="comment" label="Комментарий" type="textarea" placeholder="Удобное время" />
        <TextRow name="password" label="Пароль" type="password" />
      </>
    )
    const comment = screen.getByRole('textbox', { name: 'Комментарий' })
    expect(comment.tagName).toBe('TEXTAREA')
    expect(comment).toHaveAttribute('placeholder', 'Удобное время')
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password')
  })

  it('marks a required field for the eye and for assistive technology, its name unchanged', () => {
    renderForm(
      <>
        <TextRow name="name" label="Имя" required />
        <TextRow name="comment" label="Комментарий" />
      </>
    )
    const name = screen.getByRole('textbox', { name: 'Имя' })
    expect(name).toBeRequired()
    expect(name.closest('.field')?.querySelector('.field__required')).toHaveTextContent('*')
    expect(screen.getByLabelText('Имя', { exact: true })).toBe(name)
    const comment = screen.getByRole('textbox', { name: 'Комментарий' })
    expect(comment).not.toBeRequired()
    expect(comment.closest('.field')?.querySelector('.field__required')).toBeNull()
  })

  it('shows every message of the schema, one per line', async () => {
    const { send } = renderForm(
      <TextRow name="password" label="Пароль" type="password" />,
      z.object({
        password: z.string().superRefine((_value, context) => {
          context.addIssue({ code: 'custom', message: 'Первое правило' })
          context.addIssue({ code: 'custom', message: 'Второе правило' })
        }),
      })
    )
    await userEvent.type(screen.getByLabelText('Пароль'), 'x')
    await send()
    const alert = await screen.findByRole('alert')
    expect([...alert.children].map((line) => [line.className, line.textContent])).toEqual([
      ['field__error-line', 'Первое правило'],
      ['field__error-line', 'Второе правило'],
    ])
  })

  it('sends an optional field left empty', async () => {
    const { onSubmit, send } = renderForm(
      <TextRow name="comment" label="Комментарий" />,
      z.object({ comment: longText({ max: 2000 }) })
    )
    await send()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: '' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
