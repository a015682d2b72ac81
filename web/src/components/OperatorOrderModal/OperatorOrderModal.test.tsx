import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { StaticCartProvider } from 'src/components/ShopState/CartProvider'

import OperatorOrderModal from './OperatorOrderModal'

const shops = {
  shops: [{ id: 1, nameForGuest: 'Магазин в Атырау', address: { address: 'ул. Сатпаева, 17' } }],
}

const renderModal = (clear = jest.fn()) => {
  const onClose = jest.fn()
  render(
    <StaticCartProvider value={{ localLines: [{ article: 'VT-1', quantity: 2 }], clear }}>
      <OperatorOrderModal isOpen onClose={onClose} />
    </StaticCartProvider>
  )
  return { onClose, clear }
}

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Имя'), 'Данияр')
  await userEvent.type(screen.getByLabelText('Телефон'), '+77012345678')
  await userEvent.type(screen.getByLabelText('E-mail'), 'd@example.kz')
  await userEvent.selectOptions(
    await screen.findByLabelText('Город'),
    await screen.findByRole('option', { name: /Магазин в Атырау/ })
  )
}

describe('OperatorOrderModal (SPEC §5 Operator form, §4 Guest order)', () => {
  beforeEach(() => mockGraphQLQuery('GuestShopsQuery', () => shops))

  it('is titled as SPEC says and validates every field', async () => {
    renderModal()
    expect(
      screen.getByRole('dialog', { name: 'Оператор свяжется с вами для выяснения деталей заказа' })
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    const messages = (await screen.findAllByRole('alert')).map((m) => m.textContent)
    expect(messages).toEqual([
      'Поле обязательно к заполнению',
      'Поле обязательно к заполнению',
      'Поле обязательно к заполнению',
      'Выберите город из списка.',
      'Необходимо принять согласие с политикой обработки персональных данных',
    ])
  })

  it('posts the order with the cart lines, empties the cart and shows the success modal', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SubmitGuestOrderMutation', (variables) => {
      sent(variables.input)
      return { submitGuestOrder: { id: 7, number: 'A-000007' } }
    })
    const { onClose, clear } = renderModal()
    await fill()
    await userEvent.type(screen.getByLabelText('Комментарий к заказу'), 'Позвоните после обеда')
    await userEvent.click(screen.getByLabelText(/политику обработки/))
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(
      await screen.findByRole('dialog', { name: 'Заказ успешно сформирован' })
    ).toHaveTextContent('d@example.kz')
    expect(sent).toHaveBeenCalledWith({
      name: 'Данияр',
      email: 'd@example.kz',
      phoneNumber: '+77012345678',
      shop: 1,
      comment: 'Позвоните после обеда',
      privacyPolicyAccepted: true,
      items: [{ product: 'VT-1', quantity: 2 }],
    })
    expect(clear).toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })

  it('shows «Возникла ошибка» when the order fails, keeping the cart', async () => {
    mockGraphQLMutation('SubmitGuestOrderMutation', () => {
      throw new Error('Слишком много заказов')
    })
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { clear } = renderModal()
    await fill()
    await userEvent.click(screen.getByLabelText(/политику обработки/))
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(await screen.findByRole('dialog', { name: 'Возникла ошибка' })).toBeInTheDocument()
    await waitFor(() => expect(clear).not.toHaveBeenCalled())
    spy.mockRestore()
  })
})
