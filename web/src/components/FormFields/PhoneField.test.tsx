import { profileChangesInput } from '@domain/accountInput'
import { kzPhone } from '@domain/inputFields'
import { z } from '@domain/zod'
import userEvent from '@testing-library/user-event'

import { Form, Submit } from '@redwoodjs/forms'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { useSchemaForm } from 'src/lib/schemaResolver'

import PhoneField from './PhoneField'

const requiredPhone = z.object({ phone: kzPhone() })

/** The field in a form validated by `schema`, as the shop's forms are. */
const PhoneForm = ({
  schema,
  onSubmit,
}: {
  schema: z.ZodType<Record<string, unknown>>
  onSubmit: (values: unknown) => void
}) => {
  const { formMethods, onValid } = useSchemaForm(schema)
  return (
    <Form formMethods={formMethods} onSubmit={onValid(onSubmit)}>
      <PhoneField name="phone" label="Телефон" />
      <Submit>Отправить</Submit>
    </Form>
  )
}

const renderPhone = (schema: z.ZodType<Record<string, unknown>> = requiredPhone) => {
  const onSubmit = jest.fn()
  render(<PhoneForm schema={schema} onSubmit={onSubmit} />)
  return {
    onSubmit,
    input: screen.getByRole('textbox', { name: 'Телефон' }),
    send: () => userEvent.click(screen.getByRole('button', { name: 'Отправить' })),
  }
}

describe('PhoneField', () => {
  it('is a phone input hinting the mask +7 (___) ___ __ __', () => {
    const { input } = renderPhone()
    expect(input).toHaveAttribute('type', 'tel')
    expect(input).toHaveAttribute('inputmode', 'tel')
    expect(input).toHaveAttribute('autocomplete', 'tel')
    expect(input).toHaveAttribute('placeholder', '+7 (___) ___ __ __')
  })

  it.each([
    ['87012345678', '+7 (701) 234 56 78'],
    ['7012345678', '+7 (701) 234 56 78'],
    ['+7 701 234-56-78', '+7 (701) 234 56 78'],
    ['8701234567899', '+7 (701) 234 56 78'],
    ['701', '+7 (701'],
    ['7012', '+7 (701) 2'],
  ])('types %p as %p', async (typed, shown) => {
    const { input } = renderPhone()
    await userEvent.type(input, typed)
    expect(input).toHaveValue(shown)
  })

  it('masks a pasted number', async () => {
    const { input } = renderPhone()
    await userEvent.click(input)
    await userEvent.paste('8 (701) 234-56-78')
    expect(input).toHaveValue('+7 (701) 234 56 78')
  })

  it('can be erased back to empty', async () => {
    const { input } = renderPhone()
    await userEvent.type(input, '8701')
    await userEvent.type(input, '{Backspace}'.repeat(12))
    expect(input).toHaveValue('')
  })

  it('requires the phone: «Обязательное поле»', async () => {
    const { input, send, onSubmit } = renderPhone()
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('Обязательное поле')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Обязательное поле')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('refuses an incomplete number: «Введите полный номер телефона»', async () => {
    const { input, send, onSubmit } = renderPhone()
    await userEvent.type(input, '870123456')
    expect(input).toHaveValue('+7 (701) 234 56')
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите полный номер телефона')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(input, '78')
    await send()
    // The schema hands over the number in E.164.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+77012345678' }))
  })

  it('lets the profile’s optional phone stay empty but still checks a typed one', async () => {
    const { input, send, onSubmit } = renderPhone(profileChangesInput)
    await send()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: null }))
    onSubmit.mockClear()
    await userEvent.type(input, '8701')
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите полный номер телефона')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
