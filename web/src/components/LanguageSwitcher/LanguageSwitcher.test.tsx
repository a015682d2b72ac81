import userEvent from '@testing-library/user-event'

import { LocationProvider, navigate } from '@redwoodjs/router'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { LocaleProvider, loadCatalog } from 'src/lib/i18n'
import { retailUser } from 'src/testing/accountTestUser'

import LanguageSwitcher from './LanguageSwitcher'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const renderAt = (href: string) =>
  render(
    <LocationProvider location={new URL(href)}>
      <LocaleProvider>
        <LanguageSwitcher />
      </LocaleProvider>
    </LocationProvider>
  )

const clearCookie = () => {
  document.cookie = 'lang=; Path=/; Max-Age=0'
}

describe('LanguageSwitcher (issue 33)', () => {
  beforeAll(() => loadCatalog('kk'))
  beforeEach(() => {
    jest.mocked(navigate).mockClear()
    clearCookie()
  })

  it('on a Russian page offers «Қазақша»: the same page and query under /kk', async () => {
    renderAt('http://localhost/catalog/v2?brand__name=Grundfos&page=2')
    const link = screen.getByRole('link', { name: 'Қазақша' })
    expect(link).toHaveAttribute('href', '/kk/catalog/v2?brand__name=Grundfos&page=2')
    expect(link).toHaveAttribute('lang', 'kk')
    expect(link).toHaveAttribute('hreflang', 'kk')

    await userEvent.click(link)
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/kk/catalog/v2?brand__name=Grundfos&page=2')
    )
    expect(document.cookie).toContain('lang=kk')
  })

  it('on a Kazakh page offers «Русский»: the same page and query at the Russian address', async () => {
    renderAt('http://localhost/kk/catalog/v2?ordering=-created')
    const link = screen.getByRole('link', { name: 'Русский' })
    expect(link).toHaveAttribute('href', '/catalog/v2?ordering=-created')
    expect(link).toHaveAttribute('lang', 'ru')
    expect(link).toHaveAttribute('hreflang', 'ru')

    await userEvent.click(link)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/catalog/v2?ordering=-created'))
    expect(document.cookie).toContain('lang=ru')
    expect(document.cookie).not.toContain('lang=kk')
  })

  it('from the Kazakh home goes to /, from / to /kk', () => {
    renderAt('http://localhost/kk')
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/')
  })

  it('leaves a click with a modifier to the browser (a new tab): nothing remembered', async () => {
    renderAt('http://localhost/')
    const link = screen.getByRole('link', { name: 'Қазақша' })
    expect(link).toHaveAttribute('href', '/kk')
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.keyboard('{Control>}')
    await userEvent.click(link)
    await userEvent.keyboard('{/Control}')
    expect(navigate).not.toHaveBeenCalled()
    expect(document.cookie).not.toContain('lang=')
  })

  it('a logged-in customer’s switch becomes their letters’ language', async () => {
    const saved = jest.fn()
    mockGraphQLMutation('RememberLanguageMutation', ({ input }) => {
      saved(input)
      return { updateMyProfile: { __typename: 'UserInfo', id: 2, locale: input.locale } }
    })
    mockCurrentUser(retailUser())
    renderAt('http://localhost/catalog')
    await userEvent.click(await screen.findByRole('link', { name: 'Қазақша' }))
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ locale: 'kk' }))
    expect(navigate).toHaveBeenCalledWith('/kk/catalog')
  })

  it('a guest’s switch saves no language on the api', async () => {
    const saved = jest.fn()
    mockGraphQLMutation('RememberLanguageMutation', ({ input }) => saved(input))
    mockCurrentUser(null)
    renderAt('http://localhost/catalog')
    await userEvent.click(screen.getByRole('link', { name: 'Қазақша' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kk/catalog'))
    expect(saved).not.toHaveBeenCalled()
  })
})
