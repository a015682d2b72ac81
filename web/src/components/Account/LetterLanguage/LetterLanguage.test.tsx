import userEvent from '@testing-library/user-event'

import { LocationProvider } from '@redwoodjs/router'
import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { LocaleProvider, loadCatalog } from 'src/lib/i18n'
import { graphQLRefusal, retailUser } from 'src/testing/accountTestUser'

import LetterLanguage from './LetterLanguage'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const renderAt = (href: string, locale: 'ru' | 'kk') =>
  render(
    <LocationProvider location={new URL(href)}>
      <LocaleProvider>
        <LetterLanguage locale={locale} />
      </LocaleProvider>
    </LocationProvider>
  )

describe('LetterLanguage («Язык писем» / «Хат тілі», issue 33)', () => {
  beforeAll(() => loadCatalog('kk'))
  beforeEach(() => {
    jest.clearAllMocks()
    mockCurrentUser(retailUser())
  })

  it('on a Russian page: «Язык писем», the account’s language chosen, each named in itself', () => {
    renderAt('http://localhost/personal-account?tab=userinfo', 'ru')
    expect(screen.getByRole('group', { name: 'Язык писем' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Қазақша' })).not.toBeChecked()
  })

  it('choosing Kazakh saves it at once and says so', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SetLetterLanguageMutation', ({ input }) => {
      sent(input)
      return { updateMyProfile: { __typename: 'UserInfo', id: 2, locale: input.locale } }
    })
    renderAt('http://localhost/personal-account?tab=userinfo', 'ru')
    await userEvent.click(screen.getByRole('radio', { name: 'Қазақша' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Язык писем сохранён'))
    expect(sent).toHaveBeenCalledWith({ locale: 'kk' })
    expect(screen.getByRole('radio', { name: 'Қазақша' })).toBeChecked()
  })

  it('on a Kazakh page: «Хат тілі»; a refused save puts the choice back', async () => {
    mockGraphQLMutation('SetLetterLanguageMutation', graphQLRefusal('Ошибка', { code: 'X' }))
    renderAt('http://localhost/kk/personal-account?tab=userinfo', 'kk')
    expect(await screen.findByRole('group', { name: 'Хат тілі' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Русский' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Хат тілін сақтау мүмкін болмады. Қайталап көріңіз.')
    )
    expect(screen.getByRole('radio', { name: 'Қазақша' })).toBeChecked()
  })
})
