import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { goToGateway } from 'src/lib/gateway'

import { Failure, Loading, Success } from './CartCheckoutCell'
import { standard } from './CartCheckoutCell.mock'

jest.mock('src/lib/gateway', () => ({ goToGateway: jest.fn() }))
jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const renderForm = () =>
  render(<Success {...standard()} cart={guestCart()} articles={['GR-HME-2CRE5']} />)

describe('CartCheckoutCell (/checkout from the cart)', () => {
  it('says when it loads and when it failed', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем способы получения и оплаты…')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('Failed to fetch')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить оформление заказа.')
  })

  it('prefills the contact, offers pickup shops and payment types, and sums the order', () => {
    renderForm()
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Айгерим Сапарова')
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('aigerim@example.kz')
    expect(screen.getByRole('radio', { name: /Самовывоз из магазина/ })).toBeChecked()
    expect(screen.getByLabelText('Магазин')).toHaveDisplayValue(/Магазин в Атырау/)
    expect(screen.getByRole('radio', { name: /Наличными при получении/ })).toBeChecked()
    const totals = screen.getByRole('region', { name: 'Итого к оплате' })
    expect(totals).toHaveTextContent('Самовывоз: Бесплатно')
    expect(totals).toHaveTextContent('К оплате: 301 000 ₸')
  })

  it('prefills what the profile lacks from the last order’s contact', () => {
    const choices = standard()
    render(
      <Success
        {...choices}
        me={{
          ...choices.me,
          lastName: '',
          phone: null,
          lastOrderContact: {
            __typename: 'OrderContact',
            name: 'Айгерим С.',
            phone: '+77017778899',
            email: 'old@example.kz',
          },
        }}
        cart={guestCart()}
        articles={null}
      />
    )
    // The profile's own name and e-mail stay; its missing phone comes from the last order.
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Айгерим')
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('aigerim@example.kz')
    expect((screen.getByLabelText(/^Телефон/) as HTMLInputElement).value.replace(/\D/g, '')).toBe(
      '77017778899'
    )
  })

  it('takes the focus to the first field in error on submit', async () => {
    renderForm()
    await userEvent.clear(screen.getByLabelText(/^Имя/))
    await userEvent.clear(screen.getByLabelText(/^Телефон/))
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    await waitFor(() => expect(screen.getByLabelText(/^Имя/)).toHaveFocus())
    expect(screen.getByLabelText(/^Имя/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('delivery asks for a city and an address, and shows the fee the rule gives', async () => {
    renderForm()
    await userEvent.click(screen.getByRole('radio', { name: /Доставка/ }))
    expect(screen.queryByLabelText('Магазин')).not.toBeInTheDocument()
    const totals = screen.getByRole('region', { name: 'Итого к оплате' })
    expect(totals).toHaveTextContent('По тарифу транспортной компании')
    await userEvent.type(screen.getByLabelText(/^Город/), 'Атырау')
    expect(totals).toHaveTextContent('Доставка: Бесплатно (заказ от 10 000 ₸)')
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(await screen.findByText('Укажите адрес доставки.')).toBeInTheDocument()
  })

  it('places the chosen lines and opens the placed order', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('CartCheckoutMutation', ({ input }) => {
      sent(input)
      return { checkoutCart: { __typename: 'Order', id: 1101, number: 'A-001101' } }
    })
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order?id=1101'))
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        articles: ['GR-HME-2CRE5'],
        fulfilment: 'pickup',
        shop: 1,
        paymentType: 1,
        phone: '+77015554433',
      })
    )
  })

  it('«Онлайн-оплата картой» goes on to the gateway once the order is placed', async () => {
    mockGraphQLMutation('CartCheckoutMutation', () => ({
      checkoutCart: { __typename: 'Order', id: 1102, number: 'A-001102' },
    }))
    const paid = jest.fn()
    mockGraphQLMutation('StartOrderPaymentMutation', ({ id }) => {
      paid(id)
      return {
        startOrderPayment: {
          __typename: 'PaymentStart',
          redirectUrl: 'https://gateway.test/pay?pg_payment_id=1',
        },
      }
    })
    renderForm()
    await userEvent.click(screen.getByRole('radio', { name: /Онлайн-оплата картой/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    await waitFor(() =>
      expect(goToGateway).toHaveBeenCalledWith('https://gateway.test/pay?pg_payment_id=1')
    )
    expect(paid).toHaveBeenCalledWith(1102)
    expect(navigate).not.toHaveBeenCalledWith('/order?id=1102')
  })

  describe('«В рассрочку» (issue 34 §2)', () => {
    /** The cart's priced lines only: 2 × 150 500 ₸. */
    const pricedCart = () => {
      const cart = guestCart()
      return { ...cart, lines: cart.lines.filter((line) => line.unitPrice > 0) }
    }

    it('goes on to the installment once the order is placed', async () => {
      mockGraphQLMutation('CartCheckoutMutation', () => ({
        checkoutCart: { __typename: 'Order', id: 1103, number: 'A-001103' },
      }))
      const asked = jest.fn()
      mockGraphQLMutation('StartOrderPaymentMutation', (variables) => {
        asked(variables)
        return {
          startOrderPayment: {
            __typename: 'OrderPaymentRedirect',
            redirectUrl: 'https://gateway.test/pay.html?customer=i',
          },
        }
      })
      render(<Success {...standard()} cart={pricedCart()} articles={null} />)
      const installment = screen.getByRole('radio', { name: 'В рассрочку' })
      expect(installment).toBeEnabled()
      expect(installment).toHaveAccessibleDescription(/без переплаты/)
      await userEvent.click(installment)
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
      await waitFor(() =>
        expect(goToGateway).toHaveBeenCalledWith('https://gateway.test/pay.html?customer=i')
      )
      expect(asked).toHaveBeenCalledWith({ id: 1103, method: 'installment' })
    })

    it('is shown but not choosable, with why, for a price on request or a sum outside', () => {
      const { unmount } = renderForm()
      const unpriced = screen.getByRole('radio', { name: 'В рассрочку' })
      expect(unpriced).toBeDisabled()
      expect(unpriced).toHaveAccessibleDescription(/у всех товаров которого есть цена/)
      unmount()
      render(
        <Success
          {...standard()}
          installmentTerms={{ __typename: 'InstallmentTerms', min: 6000, max: 100000 }}
          cart={pricedCart()}
          articles={null}
        />
      )
      const outside = screen.getByRole('radio', { name: 'В рассрочку' })
      expect(outside).toBeDisabled()
      expect(outside).toHaveAccessibleDescription(
        'В рассрочку можно оплатить заказ на сумму от 6 000 до 100 000 ₸. Выберите другой способ оплаты.'
      )
    })

    it('is not offered while installments are off', () => {
      render(<Success {...standard()} installmentTerms={null} cart={guestCart()} articles={null} />)
      expect(screen.queryByRole('radio', { name: 'В рассрочку' })).not.toBeInTheDocument()
      expect(screen.getByRole('radio', { name: /Онлайн-оплата картой/ })).toBeEnabled()
    })
  })

  it('lists the lines short of stock when the server refuses', async () => {
    mockGraphQLMutation('CartCheckoutMutation', (_vars, { ctx }) => {
      ctx.errors([
        {
          message: 'Некоторых товаров нет в нужном количестве.',
          extensions: {
            code: 'CONFLICT',
            items: [{ article: 'GR-HME-2CRE5', message: 'В наличии 1 товаров' }],
          },
        },
      ])
    })
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Некоторых товаров нет в нужном количестве.')
    expect(within(alert).getByText('GR-HME-2CRE5: В наличии 1 товаров')).toBeInTheDocument()
  })

  it('an empty choice of lines leads back to the catalogue', () => {
    render(<Success {...standard()} cart={{ lines: [] }} articles={null} />)
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeInTheDocument()
  })
})
