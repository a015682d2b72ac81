import { useRef, useState } from 'react'

import userEvent from '@testing-library/user-event'

import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'

import OperatorOrderModal from './OperatorOrderModal'

const shops = {
  shops: [
    {
      id: 1,
      nameForGuest: 'Магазин в Атырау',
      city: 'Атырау',
      address: { address: 'ул. Сатпаева, 17' },
    },
  ],
}

const twoShops = {
  shops: [
    ...shops.shops,
    {
      id: 2,
      nameForGuest: 'Магазин в Актобе',
      city: 'Актобе',
      address: { address: 'пр. Абилкайыр хана, 62' },
    },
  ],
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
    mockGraphQLQuery('GuestShopsQuery', () => twoShops)
    renderModal()
    await screen.findByRole('option', { name: /Магазин в Актобе/ })
    expect(
      screen.getByRole('dialog', { name: 'Оператор свяжется с вами для выяснения деталей заказа' })
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    const messages = (await screen.findAllByRole('alert')).map((m) => m.textContent)
    expect(messages).toEqual([
      'Обязательное поле',
      'Обязательное поле',
      'Обязательное поле',
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
      fulfilment: 'pickup',
      address: '',
      deliveryTime: '',
      items: [{ product: 'VT-1', quantity: 2 }],
      // The page's language: the guest's letters are written in it.
      locale: 'ru',
    })
    expect(clear).toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })

  it('delivery asks for an address in the chosen city and names the fee the checkout’s rule gives', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SubmitGuestOrderMutation', (variables) => {
      sent(variables.input)
      return { submitGuestOrder: { id: 8, number: 'A-000008' } }
    })
    renderModal()
    await fill()
    await userEvent.click(screen.getByRole('radio', { name: /Доставка/ }))
    // An empty cart's total is below the free-delivery threshold.
    expect(screen.getByRole('status')).toHaveTextContent('Доставка: 1 500 ₸')
    await userEvent.click(screen.getByLabelText(/политику обработки/))
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(await screen.findByText('Укажите адрес доставки.')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()

    await userEvent.type(screen.getByLabelText(/^Адрес доставки/), 'ул. Азаттык, 3')
    await userEvent.type(screen.getByLabelText('Удобное время доставки'), 'после 18:00')
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({
          fulfilment: 'delivery',
          address: 'ул. Азаттык, 3',
          deliveryTime: 'после 18:00',
          shop: 1,
        })
      )
    )
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

  it('chooses the only city that takes guest orders, and leaves the choice when there are two', async () => {
    renderModal()
    const city = screen.getByRole('combobox', { name: 'Город' })
    await waitFor(() => expect(city).toHaveValue('1'))
    expect(within(city).getByRole('option', { name: /Магазин в Атырау/ })).toHaveProperty(
      'selected',
      true
    )
  })

  it('leaves the city to the guest when two take guest orders', async () => {
    mockGraphQLQuery('GuestShopsQuery', () => twoShops)
    renderModal()
    await screen.findByRole('option', { name: /Магазин в Актобе/ })
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('')
  })

  it('marks the required fields for the eye and with aria-required', () => {
    renderModal()
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('* — обязательные поля')
    for (const name of ['Имя', 'Телефон', 'E-mail', 'Город']) {
      const field = within(dialog).getByLabelText(name, { exact: true })
      expect(field).toBeRequired()
      expect(field.closest('.field')?.querySelector('.field__required')).toHaveTextContent('*')
    }
    const comment = within(dialog).getByLabelText('Комментарий к заказу')
    expect(comment).not.toBeRequired()
    expect(comment.closest('.field')?.querySelector('.field__required')).toBeNull()
  })

  it('sums up the lines and the total in tenge above the form', () => {
    render(
      <StaticCartProvider value={{ cart: guestCart(), localLines: [] }}>
        <OperatorOrderModal isOpen onClose={() => {}} />
      </StaticCartProvider>
    )
    const summary = screen.getByRole('region', { name: 'Ваш заказ' })
    const lines = within(summary).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('2 шт. × 150 500 ₸ = 301 000 ₸')
    expect(lines[1]).toHaveTextContent('Бак мембранный 500 л')
    expect(lines[1]).toHaveTextContent('1 шт. · Цену уточняйте у менеджера')
    expect(summary).toHaveTextContent('Итого: 301 000 ₸')
    expect(summary).toHaveTextContent('Цена части товаров уточняется у менеджера')
  })

  it('gives focus back to the cart button after Esc, not to the page body', async () => {
    // The popover's «Оформить через оператора» is gone once the form opens.
    const Header = () => {
      const cartButton = useRef<HTMLButtonElement>(null)
      const [open, setOpen] = useState(false)
      return (
        <StaticCartProvider value={{ cart: guestCart(), localLines: [] }}>
          <button ref={cartButton}>Корзина</button>
          {open ? null : <button onClick={() => setOpen(true)}>Оформить через оператора</button>}
          <OperatorOrderModal
            isOpen={open}
            onClose={() => setOpen(false)}
            returnFocusTo={cartButton}
          />
        </StaticCartProvider>
      )
    }
    render(<Header />)
    const order = screen.getByRole('button', { name: 'Оформить через оператора' })
    order.focus()
    fireEvent.click(order)
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Корзина' })).toHaveFocus()
  })
})
