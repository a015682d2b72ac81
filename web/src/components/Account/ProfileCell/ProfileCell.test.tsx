import { render, screen } from '@redwoodjs/testing/web'

import ProfileCell from 'src/components/Account/ProfileCell'

import { Failure, Loading } from './ProfileCell'
import { standard, wholesale } from './ProfileCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('ProfileCell', () => {
  it('has Russian loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем данные…')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные профиля.')
  })

  it('loads «me» into the profile form', async () => {
    mockGraphQLQuery('AccountProfileQuery', () => standard())
    render(<ProfileCell />)
    expect(await screen.findByLabelText('Фамилия')).toHaveValue('Сериков')
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (701) 234 56 78')
    // A retail customer is not told about price types.
    expect(screen.queryByText(/Ваши цены/)).not.toBeInTheDocument()
  })

  it('tells a wholesale customer which prices they see', async () => {
    mockGraphQLQuery('AccountProfileQuery', () => wholesale())
    render(<ProfileCell />)
    expect(await screen.findByText('Ваши цены: Оптовая')).toBeInTheDocument()
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Сериков')
  })
})
