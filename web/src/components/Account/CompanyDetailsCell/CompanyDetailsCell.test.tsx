import { render, screen } from '@redwoodjs/testing/web'

import CompanyDetailsCell from 'src/components/Account/CompanyDetailsCell'

import { Failure, Loading } from './CompanyDetailsCell'
import { none, standard } from './CompanyDetailsCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('CompanyDetailsCell', () => {
  it('has Russian loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем реквизиты…')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить реквизиты компании.')
  })

  it('loads the saved details into the form', async () => {
    mockGraphQLQuery('AccountCompanyQuery', () => standard())
    render(<CompanyDetailsCell />)
    expect(await screen.findByLabelText(/БИН\/ИИН/)).toHaveValue('971240001315')
    expect(screen.getByLabelText(/IBAN/)).toHaveValue('KZ86125KZT5004100100')
  })

  it('shows the empty form when there are none', async () => {
    mockGraphQLQuery('AccountCompanyQuery', () => none())
    render(<CompanyDetailsCell />)
    expect(await screen.findByLabelText(/Наименование организации/)).toHaveValue('')
  })
})
