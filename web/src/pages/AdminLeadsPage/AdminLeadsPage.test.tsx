import { navigate } from '@redwoodjs/router'
import { act, fireEvent, render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminLeadsCell/AdminLeadsCell.mock'

import AdminLeadsPage from './AdminLeadsPage'

describe('AdminLeadsPage', () => {
  afterEach(() => act(() => navigate('/')))

  it('has its heading, labelled filters and the lists', async () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    render(<AdminLeadsPage />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Заявки и сообщения' })
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Обработка' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'CRM' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Источник' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Заявки' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Сообщения с ошибкой' })).toBeInTheDocument()
  })

  it('reads the filter from the address (the dashboard links to ?status=new) and asks for it', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminLeadsQuery', (variables) => {
      asked(variables)
      return standard()
    })
    act(() => navigate('/admin/leads?status=new&crm=problem'))
    render(<AdminLeadsPage />)
    expect(screen.getByRole('combobox', { name: 'Обработка' })).toHaveValue('new')
    expect(screen.getByRole('combobox', { name: 'CRM' })).toHaveValue('problem')
    await screen.findByRole('table', { name: 'Заявки' })
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'new', crm: 'problem', source: null })
    )
  })

  it('drops a filter value the screen does not offer', async () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    act(() => navigate('/admin/leads?status=failed&crm=__proto__'))
    render(<AdminLeadsPage />)
    expect(screen.getByRole('combobox', { name: 'Обработка' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'CRM' })).toHaveValue('')
    await screen.findByRole('table', { name: 'Заявки' })
  })

  it('«Показать» puts the chosen filter in the address', async () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    render(<AdminLeadsPage />)
    fireEvent.change(screen.getByRole('combobox', { name: 'Обработка' }), {
      target: { value: 'handled' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }))
    expect(window.location.pathname + window.location.search).toBe('/admin/leads?status=handled')
    await screen.findByRole('table', { name: 'Заявки' })
  })

  it('shows the address’s filter and follows a new address (a link, back)', async () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    act(() => navigate('/admin/leads?source=callback'))
    render(<AdminLeadsPage />)
    const source = () => screen.getByRole('combobox', { name: 'Источник' })
    expect(source()).toHaveValue('callback')
    fireEvent.change(source(), { target: { value: '' } })
    act(() => navigate('/admin/leads?source=callback&page=1'))
    expect(source()).toHaveValue('callback')
    await screen.findByRole('table', { name: 'Сообщения с ошибкой' })
  })
})
