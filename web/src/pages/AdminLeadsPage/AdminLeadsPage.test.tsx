import { render, screen } from '@redwoodjs/testing/web'

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
})
