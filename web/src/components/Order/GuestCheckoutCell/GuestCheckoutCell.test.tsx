import { isPriced } from '@domain/money'
import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { goToGateway } from 'src/lib/gateway'
import { loadCatalog } from 'src/lib/i18n'
import PageAt from 'src/lib/i18n/PageAt'

import { Failure, Loading, Success } from './GuestCheckoutCell'
import { oneShopForAccountsOnly, standard } from './GuestCheckoutCell.mock'

jest.mock('src/lib/gateway', () => ({ goToGateway: jest.fn() }))
jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const KEY = '1201.abcdefghijklmnopqrstuvwxyz0'

async function fillContact() {
  await userEvent.type(screen.getByLabelText(/^Имя/), 'Айгерим')
  await userEvent.type(screen.getByLabelText(/^Телефон/), '7015554433')
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'guest@example.kz')
  await userEvent.click(screen.getByRole('checkbox', { name: /политику обработки/ }))
}

describe('GuestCheckoutCell (a guest’s /checkout, issue 30 §1)', () => {
  beforeEach(() => jest.clearAllMocks())

  it('says when it loads and when it failed', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем способы получения и оплаты…')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('Failed to fetch')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить оформление заказа.')
  })

  it('asks the contact and the consent, places the cart and opens the order’s own page', async () => {
    const sent = jest.fn()
    const placed = jest.fn(async () => {})
    mockGraphQLMutation('CheckoutAsGuestMutation', ({ input }) => {
      sent(input)
      return {
        checkoutAsGuest: { __typename: 'Order', id: 1201, number: 'A-001201', guestKey: KEY },
      }
    })
    render(<Success {...standard()} cart={guestCart()} onPlaced={placed} />)
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(await screen.findByText(/Необходимо принять согласие/)).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
    await fillContact()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/my-orders?token=${encodeURIComponent(KEY)}`)
    )
    expect(placed).toHaveBeenCalledTimes(1)
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        items: guestCart().lines.map((line) => ({
          product: line.product.article,
          quantity: line.quantity,
        })),
        fulfilment: 'pickup',
        shop: 1,
        phone: '+77015554433',
        privacyPolicyAccepted: true,
      })
    )
  })

  it('an online payment goes on to the gateway by the order’s key', async () => {
    mockGraphQLMutation('CheckoutAsGuestMutation', () => ({
      checkoutAsGuest: { __typename: 'Order', id: 1201, number: 'A-001201', guestKey: KEY },
    }))
    const paid = jest.fn()
    mockGraphQLMutation('StartGuestOrderPaymentMutation', ({ key }) => {
      paid(key)
      return {
        startGuestOrderPayment: {
          __typename: 'OrderPaymentRedirect',
          redirectUrl: 'https://gateway.test/pay?pg_payment_id=7',
        },
      }
    })
    render(<Success {...standard()} cart={guestCart()} onPlaced={async () => {}} />)
    await fillContact()
    await userEvent.click(screen.getByRole('radio', { name: /Онлайн-оплата картой/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    await waitFor(() =>
      expect(goToGateway).toHaveBeenCalledWith('https://gateway.test/pay?pg_payment_id=7')
    )
    expect(paid).toHaveBeenCalledWith(KEY)
  })

  it('a shop that takes only account orders is not offered, and the guest is told why', () => {
    render(<Success {...oneShopForAccountsOnly()} cart={guestCart()} onPlaced={async () => {}} />)
    const shop = screen.getByLabelText('Магазин')
    expect(shop).toHaveDisplayValue(/Магазин в Атырау/)
    expect(screen.queryByRole('option', { name: /Актобе/ })).not.toBeInTheDocument()
    expect(
      screen.getByText('Магазин в Актобе принимает заказы на самовывоз только из личного кабинета.')
    ).toBeInTheDocument()
  })

  it('a refusal the api names on a field lands on that field', async () => {
    mockGraphQLMutation('CheckoutAsGuestMutation', (_vars, { ctx }) => {
      ctx.errors([
        {
          message: 'Проверьте поля.',
          extensions: { code: 'BAD_USER_INPUT', fields: { shop: ['Выберите город из списка.'] } },
        },
      ])
    })
    render(<Success {...standard()} cart={guestCart()} onPlaced={async () => {}} />)
    await fillContact()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(await screen.findByText('Выберите город из списка.')).toBeInTheDocument()
  })

  describe('on a Kazakh page (issue 33)', () => {
    beforeAll(() => loadCatalog('kk'))

    it('asks in Kazakh, says the schema’s messages in Kazakh and lands on the Kazakh order page', async () => {
      const sent = jest.fn()
      mockGraphQLMutation('CheckoutAsGuestMutation', ({ input }) => {
        sent(input)
        return {
          checkoutAsGuest: { __typename: 'Order', id: 1201, number: 'A-001201', guestKey: KEY },
        }
      })
      render(
        <PageAt href="/kk/checkout">
          <Success {...standard()} cart={guestCart()} onPlaced={async () => {}} />
        </PageAt>
      )
      expect(screen.getByRole('radio', { name: 'Дүкеннен өзі алып кету' })).toBeChecked()
      // Payment types by their Kazakh names; «В рассрочку» is «Бөліп төлеу».
      expect(screen.getByRole('radio', { name: 'Алған кезде қолма-қол' })).toBeInTheDocument()
      expect(screen.getByRole('radio', { name: 'Бөліп төлеу' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Кіріңіз' })).toHaveAttribute(
        'href',
        `/kk/login?redirectTo=${encodeURIComponent('/kk/checkout')}`
      )

      await userEvent.type(screen.getByLabelText(/^Телефон нөмірі/), '701')
      await userEvent.click(screen.getByRole('button', { name: 'Тапсырысты растау' }))
      expect(await screen.findByLabelText(/^Аты/)).toHaveAccessibleDescription('Міндетті өріс')
      expect(screen.getByText('Телефон нөмірін толық енгізіңіз')).toBeInTheDocument()
      expect(
        screen.getByText('Дербес деректерді өңдеу саясатымен келісуіңіз қажет')
      ).toBeInTheDocument()
      expect(sent).not.toHaveBeenCalled()

      await userEvent.type(screen.getByLabelText(/^Аты/), 'Айгерім')
      await userEvent.clear(screen.getByLabelText(/^Телефон нөмірі/))
      await userEvent.type(screen.getByLabelText(/^Телефон нөмірі/), '7015554433')
      await userEvent.type(screen.getByLabelText(/^Электрондық пошта/), 'guest@example.kz')
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Дербес деректерді өңдеу саясатын қабылдаймын' })
      )
      await userEvent.click(screen.getByRole('button', { name: 'Тапсырысты растау' }))
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(`/kk/my-orders?token=${encodeURIComponent(KEY)}`)
      )
    })

    it('disables «Бөліп төлеу» for a sum outside the bounds with the rule’s reason in Kazakh', () => {
      render(
        <PageAt href="/kk/checkout">
          <Success
            {...standard()}
            installmentTerms={{ __typename: 'InstallmentTerms', min: 10_000_000, max: 20_000_000 }}
            // Priced lines only: the sum, not a price on request, is what is out of bounds.
            cart={{ lines: guestCart().lines.filter((line) => isPriced(line.unitPrice)) }}
            onPlaced={async () => {}}
          />
        </PageAt>
      )
      const installment = screen.getByRole('radio', { name: 'Бөліп төлеу' })
      expect(installment).toBeDisabled()
      expect(installment).toHaveAccessibleDescription(
        /^Бөліп төлеуге сомасы 10 000 000 – 20 000 000 ₸ аралығындағы тапсырысты/
      )
    })
  })
})
