import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminOrderCell from 'src/components/Admin/AdminOrderCell'

import { Empty, Failure, Loading, Success } from './AdminOrderCell'
import { confirmed, guestCompleted, paid, placed, refunded } from './AdminOrderCell.mock'

const STALE = 'Заказ только что изменили. Обновите страницу и повторите действие.'

describe('AdminOrderCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказ…')
  })

  it('says when there is no such order', () => {
    render(<Empty />)
    expect(screen.getByText('Заказ не найден.')).toBeInTheDocument()
  })

  it("shows the api's Russian message when the order cannot be loaded", () => {
    const error = Object.assign(new Error('x'), {
      graphQLErrors: [{ message: 'Заказ не найден.', extensions: { code: 'NOT_FOUND' } }],
    })
    render(<Failure id={101} error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Заказ не найден.')
    expect(console.error).not.toHaveBeenCalled()
  })

  it('says an online payment was an installment (issue 34 §2)', () => {
    const order = paid()
    render(<Success id={101} adminOrder={{ ...order.adminOrder, paymentMethod: 'installment' }} />)
    const facts = screen.getByText('Онлайн-оплата').nextElementSibling
    expect(facts).toHaveTextContent('Оплачен (в рассрочку)')
  })

  it('shows the order: status, buyer, delivery and payment, lines with stock per shop, files, history', () => {
    render(<Success id={101} {...placed()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ A-000101' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Статус заказа: Оформлен')
    expect(screen.getByRole('link', { name: 'Печать' })).toHaveAttribute(
      'href',
      '/admin/orders/101/print'
    )
    const customer = screen.getByRole('region', { name: 'Покупатель' })
    // Whom to call: the contact typed at checkout; the profile beside it, as it differs.
    expect(within(customer).getByRole('link', { name: '+7 (702) 555 66 77' })).toHaveAttribute(
      'href',
      'tel:+77025556677'
    )
    const facts = within(customer).getByLabelText('Покупатель, получение и оплата')
    const value = (term: string) =>
      within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Покупатель')).toBe('Ержан Нурланов (аккаунт)')
    expect(value('Профиль в аккаунте')).toBe('Сейткали Алия, +7 (701) 123 45 67, aliya@example.kz')
    expect(value('Компания')).toContain('ТОО «Сантехмонтаж», БИН 180340012345')
    expect(value('Получение')).toBe('Доставка: Атырау, мкр. Нурсая, 45, кв. 12 (после 18:00)')
    expect(value('Доставка')).toBe('2 000 ₸')
    expect(value('К оплате с доставкой')).toBe('152 000 ₸')
    expect(value('Способ оплаты')).toBe('Безналичный расчёт по счёту')
    expect(value('Онлайн-оплата')).toBe('не проводилась')
    expect(within(customer).getByText('Позвоните после 18:00')).toBeInTheDocument()
    const lines = screen.getByRole('table', { name: /Позиции заказа/ })
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
    ).toEqual([
      'Артикул',
      'Товар',
      'Цена',
      'Количество',
      'Сумма',
      'Остаток: Атырау',
      'Остаток: Актобе',
    ])
    const pump = within(lines).getByRole('row', { name: /Насосная станция NS-100/ })
    expect(
      within(pump)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    ).toEqual(['NS-100', '60 000 ₸', '2', '120 000 ₸', '3', '1'])
    expect(within(lines).getByRole('link', { name: 'Насосная станция NS-100' })).toHaveAttribute(
      'href',
      '/catalog/product/NS-100'
    )
    // The customer's file: the safe copy by default, the original behind its warning.
    expect(screen.getByRole('link', { name: 'заказ.xlsx — безопасная копия' })).toHaveAttribute(
      'href',
      '/api/v1/order/101/files/5/safe-copy/'
    )
    const original = screen.getByRole('link', { name: 'Скачать исходный файл «заказ.xlsx»' })
    expect(original).toHaveAttribute('href', '/api/v1/order/101/files/5/download/')
    expect(original).toHaveAccessibleDescription(
      'Исходный файл покупателя: может содержать формулы и макросы — открывайте с осторожностью'
    )
    expect(original.closest('details')).not.toHaveAttribute('open')
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.endsWith('/download/'))
    ).toEqual([original])
    expect(
      within(screen.getByRole('region', { name: 'История заказа' })).getByRole('listitem')
    ).toHaveTextContent('Оформлен (покупатель)')
  })

  it("offers exactly the lifecycle's moves, and none on a finished order", () => {
    const { unmount } = render(<Success id={101} {...placed()} />)
    const actions = screen.getByRole('region', { name: 'Действия' })
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent)
    ).toEqual(['Подтвердить', 'Отменить заказ'])
    unmount()
    render(<Success id={101} {...guestCompleted()} />)
    expect(screen.queryByRole('region', { name: 'Действия' })).not.toBeInTheDocument()
    expect(screen.getByText('Заказ завершён: статус больше не меняется.')).toBeInTheDocument()
    expect(screen.getByText(/гость, без аккаунта/)).toBeInTheDocument()
  })

  it('«Подтвердить» with a comment → the status reads «Подтверждён»', async () => {
    const sent = jest.fn()
    mockGraphQLQuery('AdminOrderQuery', () => placed())
    mockGraphQLMutation('MoveAdminOrderMutation', (variables) => {
      sent(variables)
      return { moveAdminOrder: confirmed('Соберём завтра').adminOrder }
    })
    render(<AdminOrderCell id={101} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }))
    const form = screen.getByRole('form', { name: 'Подтвердить: заказ A-000101' })
    await userEvent.type(
      within(form).getByLabelText('Комментарий для покупателя (необязательно)'),
      'Соберём завтра'
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Выполнить' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Статус заказа: Подтверждён')
    )
    expect(sent).toHaveBeenCalledWith({
      id: 101,
      status: 'confirmed',
      expectedStatus: 'placed',
      comment: 'Соберём завтра',
    })
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Начать сборку' })).toBeInTheDocument()
  })

  it('a stale move: the Russian alert, and the order as it is now', async () => {
    let loads = 0
    mockGraphQLQuery('AdminOrderQuery', () => (++loads === 1 ? placed() : confirmed()))
    mockGraphQLMutation('MoveAdminOrderMutation', (_request, { ctx }) => {
      ctx.errors([{ message: STALE, extensions: { code: 'CONFLICT', status: 'confirmed' } }])
    })
    render(<AdminOrderCell id={101} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }))
    await userEvent.click(screen.getByRole('button', { name: 'Выполнить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Статус заказа: Подтверждён')
    )
    expect(screen.getByRole('alert')).toHaveTextContent(STALE)
  })

  it('the print view has the order without the actions', () => {
    render(<Success id={101} {...placed()} view="print" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ A-000101' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Напечатать' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument()
    const lines = screen.getByRole('table', { name: 'Позиции заказа' })
    expect(within(lines).getAllByRole('row')).toHaveLength(4)
    expect(within(lines).getByRole('row', { name: /Итого/ })).toHaveTextContent('150 000 ₸')
  })

  it('prints with the browser', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {})
    render(<Success id={101} {...placed()} view="print" />)
    await userEvent.click(screen.getByRole('button', { name: 'Напечатать' }))
    expect(print).toHaveBeenCalled()
  })

  it('links a placed order to its invoice PDF for staff', () => {
    render(<Success id={101} {...placed()} />)
    expect(
      screen.getByRole('link', { name: 'Счёт на оплату заказа A-000101 (PDF)' })
    ).toHaveAttribute('href', '/api/v1/order/101/invoice/')
  })

  it('shows no payment for an order never paid online', () => {
    render(<Success id={101} {...placed()} />)
    expect(screen.queryByRole('region', { name: 'Онлайн-оплата' })).not.toBeInTheDocument()
  })

  it('shows 1C’s number and date once 1C has posted the order', () => {
    const { unmount } = render(<Success id={101} {...placed()} />)
    expect(screen.getByText('Номер в 1С').nextSibling).toHaveTextContent('1С ещё не прислала')
    unmount()
    const order = paid().adminOrder
    const confirmedBy1C = {
      ...order.history[0],
      fromStatus: 'placed',
      toStatus: 'confirmed',
      toStatusTitle: 'Подтверждён',
      paymentStatus: null,
      actor: 'exchange',
      comment: '',
      createdAt: '2026-11-25T06:00:00.000Z',
    }
    render(
      <Success id={101} adminOrder={{ ...order, history: [...order.history, confirmedBy1C] }} />
    )
    expect(screen.getByText('Номер в 1С').nextSibling).toHaveTextContent('ЦБ-000045 от 25.11.2026')
    // 1C's moves are named as 1C's in the history staff read.
    expect(screen.getByText(/\(1С\)/)).toHaveTextContent('Подтверждён (1С)')
  })

  it("returns a paid order's payment after asking; the history says so", async () => {
    const sent = jest.fn()
    mockGraphQLQuery('AdminOrderQuery', () => paid())
    mockGraphQLMutation('RefundAdminOrderPaymentMutation', (variables) => {
      sent(variables)
      return { refundAdminOrderPayment: refunded().adminOrder }
    })
    render(<AdminOrderCell id={101} />)
    const payment = await screen.findByRole('region', { name: 'Онлайн-оплата' })
    expect(payment).toHaveTextContent('Оплата: Оплачен')
    expect(screen.getByText(/платёжный сервис/)).toBeInTheDocument()

    await userEvent.click(within(payment).getByRole('button', { name: 'Вернуть оплату' }))
    const ask = screen.getByRole('dialog', { name: 'Вернуть оплату заказа A-000101?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Не возвращать' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await userEvent.click(within(payment).getByRole('button', { name: 'Вернуть оплату' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Вернуть оплату' })
    )
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Онлайн-оплата' })).toHaveTextContent(
        'Оплата: Оплата возвращена'
      )
    )
    expect(sent).toHaveBeenCalledWith({ id: 101 })
    expect(screen.queryByRole('button', { name: 'Вернуть оплату' })).not.toBeInTheDocument()
    // Not completed: the refund cancelled it, nothing is left to confirm (issue 28 §1).
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument()
  })

  it('says in Russian when the gateway refuses the refund', async () => {
    mockGraphQLMutation('RefundAdminOrderPaymentMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message:
            'Платёжный сервис не принял возврат. Попробуйте позже или верните оплату в кабинете Freedom Pay.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ])
    })
    render(<Success id={101} {...paid()} />)
    const payment = screen.getByRole('region', { name: 'Онлайн-оплата' })
    await userEvent.click(within(payment).getByRole('button', { name: 'Вернуть оплату' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Вернуть оплату' })
    )
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      'Платёжный сервис не принял возврат.'
    )
    expect(payment).toHaveTextContent('Оплата: Оплачен')
  })
})
