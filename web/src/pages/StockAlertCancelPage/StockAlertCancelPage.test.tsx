import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import StockAlertCancelPage from './StockAlertCancelPage'

const NO_TOKEN = 'В ссылке нет кода подписки. Откройте ссылку из письма целиком.'

const CANCELLED = 'Подписка отменена: письмо о поступлении не придёт.'
const STALE = 'Ссылка устарела: подписка уже отменена или товар поступил.'

describe('StockAlertCancelPage', () => {
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('cancels with the letter’s token once, on load, and names the product', async () => {
    const cancelled = jest.fn()
    mockGraphQLMutation('CancelStockAlertByTokenMutation', (variables) => {
      cancelled(variables.token)
      return {
        cancelStockAlertByToken: { productName: 'Котёл Navien Deluxe 24K', message: CANCELLED },
      }
    })
    window.history.replaceState({}, '', '/stock-alerts/cancel?token=abc123')
    render(<StockAlertCancelPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Отмена подписки на поступление'
    )
    expect(await screen.findByText(CANCELLED)).toHaveAttribute('role', 'status')
    expect(screen.getByText('Товар: Котёл Navien Deluxe 24K')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/precatalog'
    )
    expect(cancelled).toHaveBeenCalledTimes(1)
    expect(cancelled).toHaveBeenCalledWith('abc123')
  })

  it('says the api’s reason for a stale link', async () => {
    mockGraphQLMutation('CancelStockAlertByTokenMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: STALE, extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    window.history.replaceState({}, '', '/stock-alerts/cancel?token=old')
    render(<StockAlertCancelPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE)
  })

  it('asks for the whole link when it has no token', () => {
    window.history.replaceState({}, '', '/stock-alerts/cancel')
    render(<StockAlertCancelPage />)
    expect(screen.getByRole('alert')).toHaveTextContent(NO_TOKEN)
  })

  it('speaks Kazakh on /kk: the heading, the api’s answer, the product and the way back', async () => {
    await loadCatalog('kk')
    mockGraphQLMutation('CancelStockAlertByTokenMutation', () => ({
      cancelStockAlertByToken: { productName: 'Navien Deluxe 24K қазандығы', message: CANCELLED },
    }))
    window.history.replaceState({}, '', '/kk/stock-alerts/cancel?token=abc123')
    render(
      <AtPage href="/kk/stock-alerts/cancel?token=abc123">
        <StockAlertCancelPage />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Тауар түскені туралы хабарлама жазылымын тоқтату'
    )
    expect(
      await screen.findByText('Жазылым тоқтатылды: тауар түскені туралы хат келмейді.')
    ).toHaveAttribute('role', 'status')
    expect(screen.getByText('Тауар: Navien Deluxe 24K қазандығы')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Каталогқа өту' })).toHaveAttribute(
      'href',
      '/kk/precatalog'
    )
  })

  it('asks for the whole link in Kazakh on /kk', async () => {
    await loadCatalog('kk')
    window.history.replaceState({}, '', '/kk/stock-alerts/cancel')
    render(
      <AtPage href="/kk/stock-alerts/cancel">
        <StockAlertCancelPage />
      </AtPage>
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Сілтемеде жазылым коды жоқ. Хаттағы сілтемені толық ашыңыз.'
    )
  })
})
