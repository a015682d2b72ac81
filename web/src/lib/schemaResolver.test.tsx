import { z } from '@domain/zod'
import userEvent from '@testing-library/user-event'

import { Form, Submit } from '@redwoodjs/forms'
import { act, render, screen, waitFor } from '@redwoodjs/testing/web'

import TextRow from 'src/components/FormFields/TextRow'

import { useSchemaForm } from './schemaResolver'

const BIN_MESSAGE = 'БИН — 12 цифр.'
const schema = z.object({
  bin: z.string().regex(/^\d{12}$/, BIN_MESSAGE),
  name: z.string().min(1, 'Введите название.'),
})

const Frame = ({ onSubmit }: { onSubmit: (values: unknown) => void }) => {
  const { formMethods, onValid } = useSchemaForm(schema, { defaultValues: { bin: '', name: '' } })
  return (
    <Form formMethods={formMethods} onSubmit={onValid(onSubmit)} noValidate>
      <TextRow name="name" label="Название" required />
      <TextRow name="bin" label="БИН" required />
      <Submit>Сохранить реквизиты</Submit>
    </Form>
  )
}

/** Lets the resolver's promise and the re-render it causes finish. */
const settle = () => act(async () => {})

/**
 * One press on the button as a browser makes it: the button goes down
 * (the focus leaves the field), then up. The browser clicks only if the
 * button is still under the pointer at the release, so the form must not
 * change in between: returns whether it did.
 */
async function pressOnce(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  const form = button.closest('form')!
  const before = form.innerHTML
  await user.pointer({ keys: '[MouseLeft>]', target: button })
  await settle()
  const moved = form.innerHTML !== before
  await user.pointer({ keys: '[/MouseLeft]', target: button })
  await settle()
  return moved
}

jest.setTimeout(30_000)

describe('useSchemaForm: the press on the submit button is never lost', () => {
  it('a message fixed after leaving the field is gone before the press; one press sends', async () => {
    const user = userEvent.setup()
    const submitted = jest.fn()
    render(<Frame onSubmit={submitted} />)
    await user.type(screen.getByLabelText('Название'), 'ТОО')
    await user.type(screen.getByLabelText('БИН'), '1234')
    await user.tab()
    expect(await screen.findByRole('alert')).toHaveTextContent(BIN_MESSAGE)

    await user.type(screen.getByLabelText('БИН'), '56789012')
    // Fixed while typing, not when the field is left for the button.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    const save = screen.getByRole('button', { name: 'Сохранить реквизиты' })
    expect(await pressOnce(user, save)).toBe(false)
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ name: 'ТОО', bin: '123456789012' })
    )
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('a wrong value sent with one press, fixed, sent again with one press', async () => {
    const user = userEvent.setup()
    const submitted = jest.fn()
    render(<Frame onSubmit={submitted} />)
    await user.type(screen.getByLabelText('Название'), 'ТОО')
    await user.type(screen.getByLabelText('БИН'), '1234')
    const save = screen.getByRole('button', { name: 'Сохранить реквизиты' })

    // Leaving the field for the button checks nothing; the submit after the click says it.
    expect(await pressOnce(user, save)).toBe(false)
    expect(await screen.findByRole('alert')).toHaveTextContent(BIN_MESSAGE)
    expect(screen.getByLabelText('БИН')).toHaveFocus()
    expect(submitted).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('БИН'), '56789012')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(await pressOnce(user, save)).toBe(false)
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1))
  })

  it('still says a wrong value when the field is left for another field', async () => {
    const user = userEvent.setup()
    render(<Frame onSubmit={jest.fn()} />)
    await user.type(screen.getByLabelText('БИН'), '1234')
    await user.click(screen.getByLabelText('Название'))
    expect(await screen.findByRole('alert')).toHaveTextContent(BIN_MESSAGE)
    expect(screen.getByLabelText('БИН')).toHaveAttribute('aria-invalid', 'true')
  })
})
