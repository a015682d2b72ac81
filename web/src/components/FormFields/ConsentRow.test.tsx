import userEvent from '@testing-library/user-event'

import { Form, Submit } from '@redwoodjs/forms'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import ConsentRow from './ConsentRow'

const MESSAGE = 'Необходимо принять согласие с политикой обработки персональных данных'

describe('ConsentRow', () => {
  it('refuses to send until the box is ticked, then sends true', async () => {
    const onSubmit = jest.fn()
    render(
      <Form onSubmit={onSubmit}>
        <ConsentRow name="privacyPolicyAccepted" message={MESSAGE}>
          Я согласен с политикой обработки персональных данных
        </ConsentRow>
        <Submit>Оформить заказ</Submit>
      </Form>
    )
    const box = screen.getByRole('checkbox', {
      name: 'Я согласен с политикой обработки персональных данных',
    })
    expect(box).not.toBeChecked()

    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(MESSAGE)
    expect(onSubmit).not.toHaveBeenCalled()

    // Clicking the label ticks the box.
    await userEvent.click(screen.getByText('Я согласен с политикой обработки персональных данных'))
    expect(box).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ privacyPolicyAccepted: true }, expect.anything())
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
