import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen } from '@redwoodjs/testing/web'

import { standard as company } from 'src/components/Account/CompanyDetailsCell/CompanyDetailsCell.mock'
import { standard as faq } from 'src/components/Account/FaqCell/FaqCell.mock'
import { standard as profile } from 'src/components/Account/ProfileCell/ProfileCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import PageAt from 'src/lib/i18n/PageAt'
import { retailUser } from 'src/testing/accountTestUser'

import PersonalAccountPage from './PersonalAccountPage'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const openAt = (search: string) => {
  window.history.pushState({}, '', `/personal-account${search}`)
  return render(<PersonalAccountPage />)
}

describe('PersonalAccountPage', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockCurrentUser(retailUser())
    mockGraphQLQuery('UnreadCountQuery', () => ({ unreadNotificationCount: 3 }))
    mockGraphQLQuery('AccountProfileQuery', () => profile())
    mockGraphQLQuery('AccountCompanyQuery', () => company())
    mockGraphQLQuery('FaqQuery', () => faq())
  })

  it('shows «Реквизиты компании» below the profile in «Личная информация»', async () => {
    openAt('?tab=userinfo')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Реквизиты компании' })
    ).toBeInTheDocument()
    expect(await screen.findByLabelText(/БИН\/ИИН/)).toHaveValue('971240001315')
  })

  it('is titled «Личный кабинет», names the user and opens «Личная информация» by default', async () => {
    openAt('')
    expect(screen.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
    expect(screen.getByText('Сериков Данияр Маратович')).toBeInTheDocument()
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Личная информация')
    const panel = screen.getByRole('tabpanel', { name: 'Личная информация' })
    expect(panel).toHaveAttribute('id', 'account-panel')
    expect(await screen.findByLabelText('Фамилия')).toHaveValue('Сериков')
    expect(
      await screen.findByRole('tab', { name: 'Уведомления 3 непрочитанных' })
    ).toBeInTheDocument()
  })

  it('opens the tab named in ?tab=', async () => {
    openAt('?tab=faq')
    expect(screen.getByRole('tabpanel', { name: 'Вопросы и ответы' })).toBeInTheDocument()
    expect(await screen.findByText('Как оформить заказ?')).toBeInTheDocument()
  })

  it('navigates to /personal-account?tab=<key> when a tab is chosen', async () => {
    openAt('?tab=faq')
    await userEvent.click(screen.getByRole('tab', { name: 'История заказов' }))
    expect(navigate).toHaveBeenCalledWith('/personal-account?tab=historyorders')
  })

  it('falls back to the e-mail when the user has no name', () => {
    mockCurrentUser(retailUser({ lastName: '', firstName: '', middleName: '' }))
    openAt('?tab=nonsense')
    expect(screen.getByText('retail@akvatoria.kz')).toBeInTheDocument()
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Личная информация')
  })

  it('on /kk: the account, its tabs and the requisites in Kazakh; a tab stays under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <PageAt href="/kk/personal-account?tab=userinfo">
        <PersonalAccountPage />
      </PageAt>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Жеке кабинет' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Жеке ақпарат' })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Компания деректемелері' })
    ).toBeInTheDocument()
    expect(await screen.findByLabelText(/БСН\/ЖСН/)).toHaveValue('971240001315')
    expect(screen.getByLabelText(/^Тегі/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Ағымдағы тапсырыстар' }))
    expect(navigate).toHaveBeenCalledWith('/kk/personal-account?tab=currentorders')
  })
})
