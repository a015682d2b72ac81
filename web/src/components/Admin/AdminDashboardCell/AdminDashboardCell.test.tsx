import { render, screen, within } from '@redwoodjs/testing/web'

import { useAuth } from 'src/auth'
import AdminDashboardCell from 'src/components/Admin/AdminDashboardCell'
import { editorUser } from 'src/layouts/AdminLayout/AdminLayout.mock'
import { retailUser } from 'src/testing/accountTestUser'

import {
  CARDS,
  cardLinks,
  Failure,
  Loading,
  SHORT_OF_STOCK_LABEL,
  Success,
} from './AdminDashboardCell'
import { quiet, refundRefused, shortOfStock, standard } from './AdminDashboardCell.mock'

/** Shows the signed-in e-mail once auth has loaded: the role check has run by then. */
const AuthLoaded = () => {
  const { loading, currentUser } = useAuth()
  return loading ? null : <p>Вошёл: {currentUser?.email}</p>
}

const card = (label: string) => screen.getByRole('listitem', { name: label })

describe('AdminDashboardCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
  })

  it('says the counts could not be loaded', () => {
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить показатели.')
    expect(console.error).toHaveBeenCalledWith('admin dashboard', expect.any(Error))
  })

  it('shows seven cards, each count with its Russian label', () => {
    render(<Success {...standard()} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(7)
    expect(CARDS.map((c) => c.label)).toEqual([
      'Заказы сегодня',
      'Ждут подтверждения',
      'Заявки не обработаны',
      'Сообщения с ошибкой',
      'Нет в наличии',
      'Оплачен, но отменён — верните оплату',
    ])
    expect(card('Заказы сегодня')).toHaveTextContent(/^7Заказы сегодня$/)
    expect(card('Ждут подтверждения')).toHaveTextContent('3')
    expect(card('Заявки не обработаны')).toHaveTextContent('4')
    expect(card('Сообщения с ошибкой')).toHaveTextContent('2')
    expect(card('Нет в наличии')).toHaveTextContent('14')
    expect(card('Не хватает товара под заказ')).toHaveTextContent(/^0Не хватает товара под заказ$/)
  })

  it('shows zeros rather than hiding a card', () => {
    render(<Success {...quiet()} />)
    for (const { label } of CARDS) expect(within(card(label)).getByText('0')).toBeInTheDocument()
    expect(within(card(SHORT_OF_STOCK_LABEL)).getByText('0')).toBeInTheDocument()
  })

  it('takes those who work orders from «Ждут подтверждения» to the placed orders', async () => {
    mockCurrentUser(
      retailUser({ email: 'manager@akvatoria.kz', role: 'manager', roles: ['manager'] })
    )
    render(<Success {...standard()} />)
    expect(
      await within(card('Ждут подтверждения')).findByRole('link', { name: /Ждут подтверждения/ })
    ).toHaveAttribute('href', '/admin/orders?status=placed')
  })

  it('takes those who work leads from «Заявки не обработаны» to the new leads', async () => {
    mockCurrentUser(
      retailUser({ email: 'manager@akvatoria.kz', role: 'manager', roles: ['manager'] })
    )
    render(<Success {...standard()} />)
    expect(
      await within(card('Заявки не обработаны')).findByRole('link', {
        name: /Заявки не обработаны/,
      })
    ).toHaveAttribute('href', '/admin/leads?status=new')
  })

  it('lists cancelled orders whose payment must be returned, each a link to its page', async () => {
    mockCurrentUser(
      retailUser({ email: 'manager@akvatoria.kz', role: 'manager', roles: ['manager'] })
    )
    render(<Success {...refundRefused()} />)
    expect(card('Оплачен, но отменён — верните оплату')).toHaveTextContent('1')
    const list = await screen.findByRole('region', {
      name: 'Оплачен, но отменён — верните оплату',
    })
    expect(within(list).getByRole('link', { name: 'Заказ A-001042' })).toHaveAttribute(
      'href',
      '/admin/orders/42'
    )
  })

  it('shows no refund list when nothing waits to be returned', () => {
    render(<Success {...standard()} />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('counts the orders short of stock and links each for those who work orders', async () => {
    mockCurrentUser(
      retailUser({ email: 'manager@akvatoria.kz', role: 'manager', roles: ['manager'] })
    )
    render(<Success {...shortOfStock()} />)
    const short = card('Не хватает товара под заказ')
    expect(within(short).getByText('2')).toBeInTheDocument()
    expect(await within(short).findByRole('link', { name: 'A-001041' })).toHaveAttribute(
      'href',
      '/admin/orders/41'
    )
    expect(within(short).getByRole('link', { name: 'A-001057' })).toHaveAttribute(
      'href',
      '/admin/orders/57'
    )
  })

  it('names the orders short of stock to an editor without links', async () => {
    mockCurrentUser(editorUser())
    render(
      <>
        <Success {...shortOfStock()} />
        <AuthLoaded />
      </>
    )
    expect(await screen.findByText('Вошёл: editor@akvatoria.kz')).toBeInTheDocument()
    const short = card('Не хватает товара под заказ')
    expect(short).toHaveTextContent('A-001041')
    expect(within(short).queryByRole('link')).not.toBeInTheDocument()
  })

  it('gives an editor the counts without links to orders or leads they cannot open', async () => {
    mockCurrentUser(editorUser())
    render(
      <>
        <Success {...standard()} />
        <AuthLoaded />
      </>
    )
    expect(await screen.findByText('Вошёл: editor@akvatoria.kz')).toBeInTheDocument()
    expect(card('Ждут подтверждения')).toHaveTextContent('3')
    expect(within(card('Ждут подтверждения')).queryByRole('link')).not.toBeInTheDocument()
    expect(card('Заявки не обработаны')).toHaveTextContent('4')
    expect(within(card('Заявки не обработаны')).queryByRole('link')).not.toBeInTheDocument()
  })

  // Issue 30 §4: every card opens the list of what it counts.
  it('names for each card the list filtered as it counts', () => {
    // 20:00 UTC on the 25th is already the 26th in Almaty.
    const links = cardLinks(new Date('2026-11-25T20:00:00Z'))
    expect(Object.fromEntries(Object.entries(links).map(([key, link]) => [key, link.to]))).toEqual({
      ordersToday: '/admin/orders?from=2026-11-26&to=2026-11-26',
      awaitingConfirmation: '/admin/orders?status=placed',
      leadsNotHandled: '/admin/leads?status=new',
      failedMessages: '/admin/leads',
      outOfStock: '/admin/products?active=yes&stock=out',
      paidButCancelled: '/admin/orders?status=cancelled&paymentStatus=paid',
    })
  })

  const hrefOf = async (label: string) =>
    (await within(card(label)).findByRole('link', { name: new RegExp(label) })).getAttribute('href')

  it('makes a manager’s order, lead and message cards links; the stock card stays a number', async () => {
    mockCurrentUser(
      retailUser({ email: 'manager@akvatoria.kz', role: 'manager', roles: ['manager'] })
    )
    render(
      <>
        <Success {...standard()} />
        <AuthLoaded />
      </>
    )
    expect(await screen.findByText('Вошёл: manager@akvatoria.kz')).toBeInTheDocument()
    expect(await hrefOf('Заказы сегодня')).toMatch(
      /^\/admin\/orders\?from=(\d{4}-\d\d-\d\d)&to=\1$/
    )
    expect(await hrefOf('Заявки не обработаны')).toBe('/admin/leads?status=new')
    expect(await hrefOf('Сообщения с ошибкой')).toBe('/admin/leads')
    expect(await hrefOf('Оплачен, но отменён — верните оплату')).toBe(
      '/admin/orders?status=cancelled&paymentStatus=paid'
    )
    expect(within(card('Нет в наличии')).queryByRole('link')).not.toBeInTheDocument()
  })

  it('makes an editor’s stock card a link to the products out of stock, and nothing else', async () => {
    mockCurrentUser(editorUser())
    render(
      <>
        <Success {...standard()} />
        <AuthLoaded />
      </>
    )
    expect(await screen.findByText('Вошёл: editor@akvatoria.kz')).toBeInTheDocument()
    expect(await hrefOf('Нет в наличии')).toBe('/admin/products?active=yes&stock=out')
    for (const label of ['Заказы сегодня', 'Заявки не обработаны', 'Сообщения с ошибкой'])
      expect(within(card(label)).queryByRole('link')).not.toBeInTheDocument()
  })

  it('makes every card a link for an admin', async () => {
    mockCurrentUser(retailUser({ email: 'admin@akvatoria.kz', role: 'admin', roles: ['admin'] }))
    render(<Success {...standard()} />)
    for (const { label } of CARDS) expect(await hrefOf(label)).toMatch(/^\/admin\//)
  })

  it('asks the api for the counts', async () => {
    mockGraphQLQuery('AdminDashboardQuery', () => standard())
    render(<AdminDashboardCell />)
    expect(await screen.findByRole('listitem', { name: 'Нет в наличии' })).toHaveTextContent('14')
  })
})
