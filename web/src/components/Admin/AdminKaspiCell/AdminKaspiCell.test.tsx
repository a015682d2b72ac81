import { MERCHANT_ID_MESSAGE, STORE_ID_MESSAGE } from '@modules/marketplaces/rules/kaspiSettings'

import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminKaspiCell from 'src/components/Admin/AdminKaspiCell'

import { Failure, Loading, Success } from './AdminKaspiCell'
import { loadFailure, screenOf, standard } from './AdminKaspiCell.mock'
import { KASPI_SAVED } from './KaspiSettingsForm'

jest.setTimeout(30_000)

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe('AdminKaspiCell', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('AdminKaspiQuery', () => standard())
  })
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем настройки Kaspi…')
    render(<Failure error={loadFailure()} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить настройки Kaspi.')
  })

  it('shows the address to copy and how many products are listed and left out, by reason', () => {
    render(<Success {...standard()} />)
    expect(field('Адрес прайс-листа для кабинета Kaspi').value).toBe(
      'http://localhost/feeds/kaspi.xml'
    )
    expect(screen.getByRole('link', { name: 'Открыть прайс-лист' })).toHaveAttribute(
      'href',
      '/feeds/kaspi.xml'
    )
    const table = screen.getByRole('table', { name: 'Товары в прайс-листе' })
    expect(within(table).getByRole('row', { name: 'Выгружается 118' })).toBeInTheDocument()
    expect(
      within(table).getByRole('row', {
        name: 'Не выгружается: Цена 0 (не задана или «цена по запросу») 9',
      })
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('row', {
        name: 'Не выгружается: Нет в наличии ни в одном магазине Kaspi 14',
      })
    ).toBeInTheDocument()
    expect(field('Код точки продаж Kaspi — Атырау').value).toBe('PP1')
    expect(field('Код КАТО — Актобе').value).toBe('151010000')
  })

  it('says what keeps Kaspi from taking the list', () => {
    render(<Success adminKaspi={screenOf({ problems: ['Не указан ID магазина в Kaspi.'] })} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не указан ID магазина в Kaspi.')
  })

  it('checks by the shared schema first, then saves and shows the fresh counts', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminKaspiMutation', (variables) => {
      sent(variables.input)
      return {
        saveAdminKaspi: screenOf({
          shops: screenOf().shops.map((shop) =>
            shop.shopId === 2 ? { ...shop, kaspiStoreId: 'PP7' } : shop
          ),
          listed: 120,
        }),
      }
    })
    render(<AdminKaspiCell />)
    const form = await screen.findByRole('form', { name: 'Настройки Kaspi.kz' })
    type('ID магазина в Kaspi (merchantid)', 'кириллица')
    type('Код точки продаж Kaspi — Актобе', 'PP 7')
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить настройки' }))
    expect(await screen.findByText(MERCHANT_ID_MESSAGE)).toBeInTheDocument()
    expect(screen.getByText(STORE_ID_MESSAGE)).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()

    type('ID магазина в Kaspi (merchantid)', '30000001')
    type('Код точки продаж Kaspi — Актобе', 'PP7')
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить настройки' }))
    await waitFor(() => expect(sent).toHaveBeenCalled())
    expect(sent.mock.calls[0][0]).toEqual(
      expect.objectContaining({
        merchantId: '30000001',
        listing: 'all',
        token: null,
        shops: [
          { shopId: 1, kaspiStoreId: 'PP1', katoCode: '231010000' },
          { shopId: 2, kaspiStoreId: 'PP7', katoCode: '151010000' },
        ],
      })
    )
    expect(await screen.findByText(KASPI_SAVED)).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Выгружается 120' })).toBeInTheDocument()
  })

  it('asks for sections when listing by section', async () => {
    render(<Success {...standard()} />)
    fireEvent.click(screen.getByLabelText('Только выбранные разделы'))
    expect(await screen.findByLabelText('Разделы')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить настройки' }))
    expect(await screen.findByText('Выберите хотя бы один раздел.')).toBeInTheDocument()
  })
})
