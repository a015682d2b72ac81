import { NOTE_REQUIRED_MESSAGE } from '@modules/leads/rules/leadHandling'
import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminLeadCell from 'src/components/Admin/AdminLeadCell'
import { graphQLRefusal } from 'src/testing/accountTestUser'

import { Empty, Failure, Loading, Success } from './AdminLeadCell'
import { handled, handledWith, orderLead, standard } from './AdminLeadCell.mock'

const details = () => screen.getByRole('article', { name: /Заявка №/ })

describe('AdminLeadCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading, a missing lead and a failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заявку…')
    render(<Empty />)
    expect(screen.getByText('Заявка не найдена.')).toBeInTheDocument()
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заявку.')
  })

  it('shows what the customer asked, how to reach them, where from and when', () => {
    render(<Success id={4} {...standard()} />)
    expect(screen.getByRole('heading', { name: /Заявка №4: Серик\s*Новая/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+7 (701) 555 01 01' })).toHaveAttribute(
      'href',
      'tel:+77015550101'
    )
    expect(screen.getByRole('link', { name: 'serik@example.kz' })).toHaveAttribute(
      'href',
      'mailto:serik@example.kz'
    )
    // The whole comment, lines kept.
    expect(
      screen.getByText(/Нужен насос для скважины 40 м\.\s+Перезвоните после 15:00\./)
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', {
        name: 'Товар Насосная станция Grundfos JPB 5/24 (арт. GR-HJ-JPB-5-24)',
      })
    ).toHaveAttribute('href', '/catalog/product/GR-HJ-JPB-5-24')
    expect(details()).toHaveTextContent('Обратный звонок')
    expect(details()).toHaveTextContent('25.11.2026, 10:30')
  })

  it('tells the CRM state as a sentence, not the stored variable name', () => {
    render(<Success id={4} {...standard()} />)
    const crm = screen.getByRole('region', { name: /Передача в CRM/ })
    expect(crm).toHaveTextContent(
      'Не передана в CRM — CRM не подключена. Магазин не связан с Bitrix24'
    )
    expect(crm).toHaveTextContent('Магазин повторяет отправку сам (3 попытки пока без успеха).')
    expect(document.body).not.toHaveTextContent('BITRIX24_WEBHOOK_URL')
  })

  it('links an order’s lead to the staff order page and says when the CRM got it', () => {
    render(<Success id={2} {...orderLead()} />)
    expect(screen.getByRole('link', { name: 'Заказ A-000011' })).toHaveAttribute(
      'href',
      '/admin/orders/11'
    )
    expect(screen.getByRole('region', { name: /Передача в CRM/ })).toHaveTextContent(
      'Передана в CRM 25.11.2026, 10:31 (сделка №501).'
    )
  })

  it('«Отметить «Обработана»» asks for a note, sends it and shows who handled it', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('HandleAdminLeadMutation', ({ id, note }) => {
      sent({ id, note })
      return { handleAdminLead: handledWith(standard().adminLead, note) }
    })
    mockGraphQLQuery('AdminLeadQuery', () => standard())
    // The cell, so the mutation's answer reaches the page through Apollo's cache.
    render(<AdminLeadCell id={4} />)
    const form = await screen.findByRole('form', { name: 'Отметить заявку обработанной' })
    await userEvent.click(within(form).getByRole('button', { name: 'Отметить «Обработана»' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(NOTE_REQUIRED_MESSAGE)
    expect(sent).not.toHaveBeenCalled()
    await userEvent.type(
      within(form).getByLabelText('Заметка: что сделано'),
      '  Перезвонил, счёт выслан.  '
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Отметить «Обработана»' }))
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ id: 4, note: 'Перезвонил, счёт выслан.' })
    )
    expect(await screen.findByText('Заявка отмечена обработанной.')).toHaveAttribute(
      'role',
      'status'
    )
    expect(await screen.findByLabelText('Заметка')).toHaveTextContent('Перезвонил, счёт выслан.')
    expect(
      screen.getByText(/Обработана: manager@akvatoria.kz, 25.11.2026, 13:00\./)
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Открыть снова' })).toBeInTheDocument()
  })

  it('when a colleague was quicker: their note is named, the lead reloaded, this note kept on screen', async () => {
    const winner =
      'Заявку уже отметил обработанной colleague@akvatoria.kz, 25.11.2026, 12:59: «Перезвонила я.». Ваша заметка не сохранена.'
    mockGraphQLMutation('HandleAdminLeadMutation', graphQLRefusal(winner, { code: 'CONFLICT' }))
    const onStale = jest.fn()
    const { rerender } = render(
      <Success id={4} {...standard()} queryResult={{ refetch: onStale } as never} />
    )
    await userEvent.type(screen.getByLabelText('Заметка: что сделано'), 'Перезвонил я.')
    await userEvent.click(screen.getByRole('button', { name: 'Отметить «Обработана»' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(winner)
    expect(onStale).toHaveBeenCalled()
    // The refetch brings the colleague's handling; this manager's note is still readable.
    rerender(<Success id={4} {...handled()} queryResult={{ refetch: onStale } as never} />)
    expect(screen.getByText('Ваша заметка (не сохранена):')).toBeInTheDocument()
    expect(screen.getByText('Перезвонил я.')).toBeInTheDocument()
  })

  it('shows the handling and its history, and «Открыть снова» sends the handling shown', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ReopenAdminLeadMutation', (variables) => {
      sent(variables)
      return { reopenAdminLead: { ...standard().adminLead, history: handled().adminLead.history } }
    })
    mockGraphQLQuery('AdminLeadQuery', () => handled())
    render(<AdminLeadCell id={4} />)
    expect(
      await screen.findByRole('heading', { name: /Заявка №4: Серик\s*Обработана/ })
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Заметка')).toHaveTextContent(
      'Перезвонил, подобрали JPB 5/24, счёт выслан на почту.'
    )
    const history = within(screen.getByRole('region', { name: 'История' })).getAllByRole('listitem')
    expect(history.map((item) => item.textContent)).toEqual([
      '25.11.2026, 11:00, colleague@akvatoria.kz: Обработана — «Не дозвонился.»',
      '25.11.2026, 11:30, colleague@akvatoria.kz: Открыта снова',
      '25.11.2026, 12:00, manager@akvatoria.kz: Обработана — «Перезвонил, подобрали JPB 5/24, счёт выслан на почту.»',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Открыть снова' }))
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ id: 4, handledAt: '2026-11-25T07:00:00.123Z' })
    )
    expect(await screen.findByText('Заявка снова новая.')).toBeInTheDocument()
    expect(
      await screen.findByRole('form', { name: 'Отметить заявку обработанной' })
    ).toBeInTheDocument()
  })

  it('asks the api for the lead', async () => {
    mockGraphQLQuery('AdminLeadQuery', ({ id }) => ({ adminLead: { ...standard().adminLead, id } }))
    render(<AdminLeadCell id={4} />)
    expect(await screen.findByRole('heading', { name: /Заявка №4: Серик/ })).toBeInTheDocument()
  })
})
