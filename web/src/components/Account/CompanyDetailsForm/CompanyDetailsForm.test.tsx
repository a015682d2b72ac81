import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { standard } from 'src/components/Account/CompanyDetailsCell/CompanyDetailsCell.mock'
import { graphQLRefusal } from 'src/testing/accountTestUser'

import CompanyDetailsForm from './CompanyDetailsForm'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const saved = (input: Record<string, string>) => ({
  saveMyCompany: { __typename: 'CompanyDetails', updatedAt: '2026-11-26T10:00:00Z', ...input },
})

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(label))
    await userEvent.clear(field)
    await userEvent.type(field, value)
  }
}

describe('CompanyDetailsForm («Реквизиты компании»)', () => {
  beforeEach(() => jest.clearAllMocks())

  it('is pre-filled with the saved details', () => {
    render(<CompanyDetailsForm company={standard().myCompany} />)
    expect(screen.getByLabelText(/Наименование организации/)).toHaveValue('ТОО «Аква Строй»')
    expect(screen.getByLabelText(/КБе/)).toHaveValue('17')
  })

  it('sends the details normalised and says «Реквизиты сохранены»', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveMyCompanyMutation', ({ input }) => {
      sent(input)
      return saved(input)
    })
    render(<CompanyDetailsForm company={null} />)
    await fill({
      'Наименование организации': 'ИП «Данияр»',
      'БИН/ИИН': '940 140 000 385',
      'Юридический адрес': 'г. Актобе, пр. Абилкайыр хана, 62',
      IBAN: 'kz75 125k zt20 6910 0100',
      '^Банк': 'АО «Kaspi Bank»',
      БИК: 'caspkzka',
      КБе: '19',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Реквизиты сохранены'))
    expect(sent).toHaveBeenCalledWith({
      legalName: 'ИП «Данияр»',
      bin: '940140000385',
      legalAddress: 'г. Актобе, пр. Абилкайыр хана, 62',
      iban: 'KZ75125KZT2069100100',
      bankName: 'АО «Kaspi Bank»',
      bik: 'CASPKZKA',
      kbe: '19',
    })
  })

  it('refuses a wrong БИН and IBAN in Russian before asking the server', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveMyCompanyMutation', ({ input }) => {
      sent(input)
      return saved(input)
    })
    render(<CompanyDetailsForm company={standard().myCompany} />)
    await fill({ 'БИН/ИИН': '971240001316', IBAN: 'KZ87125KZT5004100100' })
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }))
    expect(await screen.findByText(/не сходится контрольная цифра/)).toHaveAttribute(
      'id',
      'field-bin-error'
    )
    expect(screen.getByText(/не сходятся контрольные цифры/)).toHaveAttribute(
      'id',
      'field-iban-error'
    )
    expect(sent).not.toHaveBeenCalled()
  })

  it('puts the server field errors at their fields', async () => {
    mockGraphQLMutation(
      'SaveMyCompanyMutation',
      graphQLRefusal('Проверьте поля формы.', {
        code: 'BAD_USER_INPUT',
        fields: { bank_name: ['Банк не найден'] },
      })
    )
    render(<CompanyDetailsForm company={standard().myCompany} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }))
    expect(await screen.findByText('Банк не найден')).toHaveAttribute('id', 'field-bankName-error')
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('shows other failures as a form-level alert', async () => {
    mockGraphQLMutation(
      'SaveMyCompanyMutation',
      graphQLRefusal('Сервер недоступен.', { code: 'INTERNAL' })
    )
    render(<CompanyDetailsForm company={standard().myCompany} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен.')
  })
})
