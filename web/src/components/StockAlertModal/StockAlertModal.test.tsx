import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import StockAlertModal from './StockAlertModal'

const SAVED = 'Готово: мы напишем на retail@akvatoria.kz, когда товар поступит в продажу.'
const IN_STOCK = 'Товар уже в наличии: его можно заказать.'

const show = (href: string, onSaved = jest.fn(), accountEmail: string | null = null) =>
  render(
    <AtPage href={href}>
      <StockAlertModal
        isOpen
        onClose={() => {}}
        onSaved={onSaved}
        article="NV-DELUXE-24"
        name="Котёл газовый Navien Deluxe 24K"
        accountEmail={accountEmail}
      />
    </AtPage>
  )

describe('StockAlertModal («Сообщить о поступлении»)', () => {
  it('asks a guest for an address; a customer confirms the account’s and hears the api', async () => {
    const onSaved = jest.fn()
    mockGraphQLMutation('AskForArrivalMutation', () => ({
      askForArrival: { id: 1, email: 'retail@akvatoria.kz', message: SAVED },
    }))
    show('/catalog/product/NV-DELUXE-24', onSaved, 'retail@akvatoria.kz')
    expect(screen.getByRole('dialog', { name: 'Сообщить о поступлении' })).toHaveTextContent(
      'Напишем один раз, когда «Котёл газовый Navien Deluxe 24K» поступит в один из магазинов.'
    )
    expect(screen.getByText('retail@akvatoria.kz').tagName).toBe('STRONG')
    await userEvent.click(screen.getByRole('button', { name: 'Сообщить мне' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED))
  })

  it('speaks Kazakh on a Kazakh page, the api’s answer and refusal too (issue 33)', async () => {
    await loadCatalog('kk')
    const onSaved = jest.fn()
    mockGraphQLMutation('AskForArrivalMutation', () => ({
      askForArrival: { id: 1, email: 'retail@akvatoria.kz', message: SAVED },
    }))
    const { unmount } = show('/kk/catalog/product/NV-DELUXE-24', onSaved, 'retail@akvatoria.kz')
    const dialog = screen.getByRole('dialog', { name: 'Түскенде хабарлау' })
    expect(dialog).toHaveTextContent(
      '«Котёл газовый Navien Deluxe 24K» дүкендеріміздің біріне түскенде, бір рет хат жазамыз.'
    )
    expect(dialog).toHaveTextContent(
      'Хат retail@akvatoria.kz мекенжайына, ал хабарлама жеке кабинетке келеді.'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Маған хабарлау' }))
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(
        'Дайын: тауар сатылымға түскенде, retail@akvatoria.kz мекенжайына хат жазамыз.'
      )
    )
    unmount()

    mockGraphQLMutation('AskForArrivalMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: IN_STOCK, extensions: { code: 'CONFLICT' } }])
      return null
    })
    show('/kk/catalog/product/NV-DELUXE-24')
    expect(screen.getByLabelText('Электрондық пошта')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Электрондық пошта'), 'guest@example.kz')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Маған хабарлау' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Тауар қоймада бар: оған тапсырыс беруге болады.'
    )
  })
})
