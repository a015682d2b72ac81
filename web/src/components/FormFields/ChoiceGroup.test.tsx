import { z } from '@domain/zod'
import userEvent from '@testing-library/user-event'

import { Form, Submit } from '@redwoodjs/forms'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { useSchemaForm } from 'src/lib/schemaResolver'

import ChoiceGroup from './ChoiceGroup'

const schema = z.object({ way: z.enum(['pickup', 'delivery'], { error: 'Выберите способ.' }) })

const Frame = ({
  onSubmit,
  deliveryDisabled = false,
}: {
  onSubmit: (values: unknown) => void
  deliveryDisabled?: boolean
}) => {
  const { formMethods, onValid } = useSchemaForm(schema)
  return (
    <Form formMethods={formMethods} onSubmit={onValid(onSubmit)}>
      <ChoiceGroup
        name="way"
        legend="Способ получения"
        required
        choices={[
          { value: 'pickup', label: 'Самовывоз', hint: 'Бесплатно' },
          deliveryDisabled
            ? { value: 'delivery', label: 'Доставка', hint: 'Не в ваш город', disabled: true }
            : { value: 'delivery', label: 'Доставка' },
        ]}
      />
      <Submit>Отправить</Submit>
    </Form>
  )
}

describe('ChoiceGroup (radio choices in a fieldset)', () => {
  it('shows a disabled choice with why, and it cannot be chosen', async () => {
    render(<Frame onSubmit={jest.fn()} deliveryDisabled />)
    const delivery = screen.getByRole('radio', { name: 'Доставка' })
    expect(delivery).toBeDisabled()
    expect(delivery).toHaveAccessibleDescription('Не в ваш город')
    await userEvent.click(delivery)
    expect(delivery).not.toBeChecked()
  })

  it('names the group, labels each choice with its hint, and says the schema’s message', async () => {
    const submitted = jest.fn()
    render(<Frame onSubmit={submitted} />)
    const group = screen.getByRole('group', { name: /Способ получения/ })
    expect(group.matches('[aria-required="true"]')).toBe(true)
    const pickup = screen.getByRole('radio', { name: 'Самовывоз' })
    expect(pickup).not.toBeChecked()
    expect(pickup).toHaveAccessibleDescription('Бесплатно')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Выберите способ.')
    expect(submitted).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: 'Доставка' }))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ way: 'delivery' }))
  })
})
