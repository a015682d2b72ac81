import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminAuditCell/AdminAuditCell.mock'

import AdminAuditPage from './AdminAuditPage'

describe('AdminAuditPage', () => {
  it('has its heading, labelled filters and the log', async () => {
    mockGraphQLQuery('AdminAuditQuery', () => standard())
    render(<AdminAuditPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал изменений' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Объект' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'E-mail сотрудника' })).toBeInTheDocument()
    expect(screen.getByLabelText('С даты')).toBeInTheDocument()
    expect(screen.getByLabelText('По дату')).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Журнал изменений' })).toBeInTheDocument()
  })
})
