import { navigate } from '@redwoodjs/router'
import { act, fireEvent, render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminLeadsCell/AdminLeadsCell.mock'

import AdminLeadsPage from './AdminLeadsPage'

describe('AdminLeadsPage', () => {
  it('has its heading, labelled filters and the lists', async () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    render(<AdminLeadsPage />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Заявки и сообщения' })
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Состояние в CRM' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Источник' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Сообщения с ошибкой' })).toBeInTheDocument()
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
