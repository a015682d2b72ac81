import userEvent from '@testing-library/user-event'

import { LocationProvider, navigate } from '@redwoodjs/router'
import { act, fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { EMPTY_CART, StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { UiProvider } from 'src/components/ShopState/UiProvider'
import { HEADER_BREAKPOINTS, RESIZE_DEBOUNCE_MS } from 'src/lib/headerLayout'
import { LocaleProvider, loadCatalog } from 'src/lib/i18n'

import SiteHeader from './SiteHeader'
import { mockHeaderQueries, retailUser, unnamedUser, wholesaleUser } from './SiteHeader.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const JSDOM_WIDTH = window.innerWidth

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })

interface Options {
  user?: ReturnType<typeof retailUser> | null
  width?: number
  compare?: Record<string, string[]>
  withCart?: boolean
}

const renderHeader = ({ user = null, width = 1440, compare = {}, withCart }: Options = {}) => {
  mockCurrentUser(user)
  setWidth(width)
  return render(
    <UiProvider>
      <StaticCartProvider value={{ cart: withCart ? guestCart() : EMPTY_CART, isGuest: !user }}>
        <CompareProvider initial={compare}>
          <SiteHeader />
        </CompareProvider>
      </StaticCartProvider>
    </UiProvider>
  )
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Основное меню' })
const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('SiteHeader in Kazakh (issue 33)', () => {
  beforeAll(() => loadCatalog('kk'))
  beforeEach(() => mockHeaderQueries())
  afterEach(() => setWidth(JSDOM_WIDTH))

  const renderKazakh = (width: number, href = 'http://localhost/kk/delivery?x=1') => {
    mockCurrentUser(null)
    setWidth(width)
    return render(
      <LocationProvider location={new URL(href)}>
        <LocaleProvider>
          <UiProvider>
            <StaticCartProvider value={{ cart: EMPTY_CART, isGuest: true }}>
              <CompareProvider initial={{}}>
                <SiteHeader />
              </CompareProvider>
            </StaticCartProvider>
          </UiProvider>
        </LocaleProvider>
      </LocationProvider>
    )
  }

  it('reads Kazakh, links the Kazakh pages and offers «Русский» for the same page', () => {
    renderKazakh(1440)
    const menu = screen.getByRole('navigation', { name: 'Негізгі мәзір' })
    expect(within(menu).getByRole('link', { name: 'Жеткізу және төлем' })).toHaveAttribute(
      'href',
      '/kk/delivery'
    )
    expect(screen.getByRole('link', { name: 'Акватория — басты бетке' })).toHaveAttribute(
      'href',
      '/kk'
    )
    expect(screen.getByRole('link', { name: /Салыстыру/ })).toHaveAttribute('href', '/kk/compare')
    expect(screen.getByRole('link', { name: 'Тапсырысты табу' })).toHaveAttribute(
      'href',
      '/kk/my-orders'
    )
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/delivery?x=1')
    expect(screen.queryByText('Сравнение')).not.toBeInTheDocument()
  })

  it('the burger menu too, with the switcher in its language group', async () => {
    renderKazakh(390)
    await userEvent.click(screen.getByRole('button', { name: 'Мәзір' }))
    const dialog = await screen.findByRole('dialog', { name: 'Мәзір' })
    expect(within(dialog).getByRole('link', { name: 'Кіру' })).toHaveAttribute('href', '/kk/login')
    const language = within(dialog).getByRole('group', { name: 'Тіл' })
    expect(within(language).getByRole('link', { name: 'Русский' })).toHaveAttribute('lang', 'ru')
  })
})

describe('SiteHeader (SPEC §2 Header)', () => {
  beforeEach(() => {
    mockHeaderQueries()
    jest.mocked(navigate).mockClear()
  })
  afterEach(() => {
    setWidth(JSDOM_WIDTH)
    mockCurrentUser(null)
  })

  describe('a guest on a desktop', () => {
    it('offers «Войти», which opens the login invitation', async () => {
      renderHeader()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
      expect(
        await screen.findByRole('dialog', { name: 'Войдите в личный кабинет' })
      ).toBeInTheDocument()
      expect(screen.queryByText('ЛК')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Выход' })).not.toBeInTheDocument()
    })

    it('has the logo, «КАТАЛОГ», the search and the contacts on top', async () => {
      renderHeader()
      expect(screen.getByRole('banner')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Акватория — на главную' })).toHaveAttribute(
        'href',
        '/'
      )
      expect(screen.getByRole('link', { name: 'КАТАЛОГ' })).toHaveAttribute('href', '/precatalog')
      expect(screen.getByRole('combobox', { name: 'Поиск по товарам' })).toHaveAttribute(
        'placeholder',
        'Поиск по товарам'
      )
      expect(await screen.findByRole('link', { name: '+7 (7122) 20 30 40' })).toHaveAttribute(
        'href',
        'tel:+77122203040'
      )
      expect(screen.getByText('Ежедневно с 9:00 до 18:00')).toBeInTheDocument()
    })

    it('shows the top menu without logged-in items; «Вопросы и ответы» goes to /faq', () => {
      renderHeader()
      expect(linksOf(mainMenu())).toEqual([
        ['Производство', '/production'],
        ['Объекты', '/objects'],
        ['Сервис', '/service'],
        ['Доставка и оплата', '/delivery'],
        ['Об Акватории', '/about/about-us'],
        ['Новости и акции', '/about/news'],
        ['Сертификаты', '/about/certificate'],
        ['Бренды', '/about/partners'],
        ['Вопросы и ответы', '/faq'],
      ])
      expect(within(mainMenu()).getByText('О нас')).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Оптовикам' })).not.toBeInTheDocument()
    })

    it('«О нас» opens on click and closes on Esc, giving focus back to its toggle', async () => {
      renderHeader()
      const toggle = within(mainMenu()).getByText('О нас')
      const dropdown = toggle.closest('details')!
      await userEvent.click(toggle)
      expect(dropdown).toHaveAttribute('open')
      within(dropdown).getByRole('link', { name: 'Новости и акции' }).focus()
      await userEvent.keyboard('{Escape}')
      expect(dropdown).not.toHaveAttribute('open')
      expect(toggle).toHaveFocus()
    })

    it('«О нас» closes once one of its links is chosen (the header stays across pages)', async () => {
      jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
      renderHeader()
      const toggle = within(mainMenu()).getByText('О нас')
      await userEvent.click(toggle)
      await userEvent.click(within(mainMenu()).getByRole('link', { name: 'Бренды' }))
      expect(toggle.closest('details')).not.toHaveAttribute('open')
      jest.mocked(window.scrollTo).mockRestore()
    })

    it('offers the order search, not the favourites', () => {
      renderHeader()
      expect(screen.getByRole('link', { name: 'Найти заказ' })).toHaveAttribute(
        'href',
        '/my-orders'
      )
      expect(screen.queryByRole('link', { name: 'Избранное' })).not.toBeInTheDocument()
    })
  })

  describe('a logged-in retail (b2c) shopper', () => {
    it('gets the profile menu with the full name instead of «Войти»', async () => {
      renderHeader({ user: retailUser() })
      expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument()
      const profile = screen.getByRole('button', { name: /^Сериков Данияр Маратович — профиль/ })
      await userEvent.click(profile)
      expect(profile).toHaveAttribute('aria-expanded', 'true')
      // The menu's panel is a lazy chunk: on a busy machine it comes after the click.
      expect(await screen.findByRole('button', { name: 'Выход' })).toBeInTheDocument()
    })

    it("sees «Оптовикам»; «Вопросы и ответы» is no top-level item but the profile menu's account tab", async () => {
      renderHeader({ user: retailUser() })
      const links = linksOf(mainMenu())
      expect(links).toContainEqual(['Оптовикам', '/about/wholesaler'])
      expect(
        within(mainMenu()).queryByRole('link', { name: 'Вопросы и ответы' })
      ).not.toBeInTheDocument()
      await userEvent.click(
        screen.getByRole('button', { name: /^Сериков Данияр Маратович — профиль/ })
      )
      expect(await screen.findByRole('link', { name: 'Вопросы и ответы' })).toHaveAttribute(
        'href',
        '/personal-account?tab=faq'
      )
    })

    it('has the favourites instead of the order search', () => {
      renderHeader({ user: retailUser() })
      expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute(
        'href',
        '/personal-account?tab=favorites'
      )
      expect(screen.queryByRole('link', { name: 'Найти заказ' })).not.toBeInTheDocument()
    })
  })

  describe('a logged-in wholesale (vip) customer', () => {
    it('sees «Оптовикам» but no «Вопросы и ответы» at the top', () => {
      renderHeader({ user: wholesaleUser() })
      const links = linksOf(mainMenu())
      expect(links).toContainEqual(['Оптовикам', '/about/wholesaler'])
      expect(
        within(mainMenu()).queryByRole('link', { name: 'Вопросы и ответы' })
      ).not.toBeInTheDocument()
      expect(
        screen.getByRole('button', { name: /^Ахметов Ерлан Болатович — профиль/ })
      ).toBeInTheDocument()
    })
  })

  it('shows the e-mail when the profile has no name', () => {
    renderHeader({ user: unnamedUser() })
    expect(
      screen.getByRole('button', { name: /^new\.buyer@mail\.kz — профиль/ })
    ).toBeInTheDocument()
  })

  it('counts the compared products', () => {
    const { unmount } = renderHeader()
    expect(screen.getByRole('link', { name: 'Сравнение — товаров: 0' })).toHaveAttribute(
      'href',
      '/compare'
    )
    unmount()
    renderHeader({
      compare: {
        'Циркуляционные насосы': ['GR-UPS-25-40', 'WL-STAR-25-6'],
        'Насосные станции': ['GR-HME-2CRE5'],
      },
    })
    const link = screen.getByRole('link', { name: 'Сравнение — товаров: 3' })
    // The badge repeats the count for the eye only.
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true')
  })

  it('the cart button shows the real number of items', () => {
    const { unmount } = renderHeader()
    expect(screen.getByRole('button', { name: 'Корзина — товаров: 0' })).toBeInTheDocument()
    unmount()
    renderHeader({ withCart: true })
    expect(screen.getByRole('button', { name: 'Корзина — товаров: 3' })).toBeInTheDocument()
  })

  it('shows the first 5 categories in the strip on wide screens', async () => {
    renderHeader()
    const strip = await screen.findByRole('navigation', { name: 'Разделы каталога' })
    expect(within(strip).getAllByRole('button')).toHaveLength(5)
  })

  describe('widths (SPEC §9: 780, 1100 burger, 1310)', () => {
    it('no measured width gives an empty header', () => {
      renderHeader({ width: 0 })
      expect(screen.getByRole('banner')).toBeEmptyDOMElement()
    })

    it('uses the burger below 1100 px and the top menu from 1100 px', () => {
      const { unmount } = renderHeader({ width: HEADER_BREAKPOINTS.burger - 1 })
      expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument()
      expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument()
      // A tablet keeps «КАТАЛОГ».
      expect(screen.getByRole('link', { name: 'КАТАЛОГ' })).toBeInTheDocument()
      unmount()

      renderHeader({ width: HEADER_BREAKPOINTS.burger })
      expect(screen.queryByRole('button', { name: 'Меню' })).not.toBeInTheDocument()
      expect(mainMenu()).toBeInTheDocument()
    })

    it('on a phone: burger, «ЛК», no «КАТАЛОГ» button, no strip, no top contacts', async () => {
      renderHeader({ user: retailUser(), width: 390 })
      expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /^ЛК — профиль/ })).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'КАТАЛОГ' })).not.toBeInTheDocument()
      expect(screen.getByRole('combobox', { name: 'Поиск по товарам' })).toBeInTheDocument()
      // Let the queries answer before checking what stays away.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(screen.queryByRole('navigation', { name: 'Разделы каталога' })).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: '+7 (7122) 20 30 40' })).not.toBeInTheDocument()
    })

    it('follows a resize only after 1000 ms of quiet', () => {
      jest.useFakeTimers()
      try {
        renderHeader({ width: 1440 })
        expect(mainMenu()).toBeInTheDocument()
        setWidth(390)
        fireEvent(window, new Event('resize'))
        act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1))
        expect(screen.queryByRole('button', { name: 'Меню' })).not.toBeInTheDocument()
        // Another resize restarts the wait.
        fireEvent(window, new Event('resize'))
        act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1))
        expect(screen.queryByRole('button', { name: 'Меню' })).not.toBeInTheDocument()
        act(() => jest.advanceTimersByTime(1))
        expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument()
        expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument()
      } finally {
        jest.useRealTimers()
      }
      expect(RESIZE_DEBOUNCE_MS).toBe(1000)
    })
  })

  describe('the burger menu', () => {
    it('for a guest: «Войти», «КАТАЛОГ», the menu, the contacts and the language switcher', async () => {
      renderHeader({ width: 390 })
      const burger = screen.getByRole('button', { name: 'Меню' })
      expect(burger).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(burger)
      const dialog = await screen.findByRole('dialog', { name: 'Меню' })
      expect(within(dialog).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login')
      expect(within(dialog).getByRole('link', { name: 'КАТАЛОГ' })).toHaveAttribute(
        'href',
        '/precatalog'
      )
      const menu = within(dialog).getByRole('navigation', { name: 'Меню сайта' })
      expect(within(menu).getByRole('link', { name: 'Вопросы и ответы' })).toHaveAttribute(
        'href',
        '/faq'
      )
      expect(within(menu).queryByRole('link', { name: 'Оптовикам' })).not.toBeInTheDocument()
      // The contacts come with the site's content, a query of its own that may answer after
      // the menu opens (a fresh machine's loaded run found them not yet there).
      expect(
        await within(dialog).findByRole('link', { name: 'info@akvatoria.kz' })
      ).toHaveAttribute('href', 'mailto:info@akvatoria.kz')
      const language = within(dialog).getByRole('group', { name: 'Язык' })
      // Issue 33: the other language, the same page (SPEC §2's «RU only» is superseded).
      expect(within(language).getByRole('link', { name: 'Қазақша' })).toHaveAttribute('lang', 'kk')
      expect(within(dialog).queryByRole('button', { name: 'Выход' })).not.toBeInTheDocument()
    })

    it('for a shopper: account shortcuts and «Выход», which logs out to the home page', async () => {
      renderHeader({ user: retailUser(), width: 390 })
      await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
      const dialog = await screen.findByRole('dialog', { name: 'Меню' })
      expect(linksOf(dialog).slice(0, 3)).toEqual([
        ['Личный кабинет', '/personal-account?tab=userinfo'],
        ['Мои заказы', '/personal-account?tab=currentorders'],
        ['Избранное', '/personal-account?tab=favorites'],
      ])
      expect(within(dialog).queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument()
      // SPEC §2: not a top-level item for logged-in users; b2c shoppers have it among the account items.
      expect(linksOf(dialog)[3]).toEqual(['Вопросы и ответы', '/personal-account?tab=faq'])
      expect(
        within(within(dialog).getByRole('navigation', { name: 'Меню сайта' })).queryByRole('link', {
          name: 'Вопросы и ответы',
        })
      ).not.toBeInTheDocument()
      expect(within(dialog).getByRole('button', { name: 'Выход' })).toHaveClass(
        'burger-menu__logout'
      )
      await userEvent.click(within(dialog).getByRole('button', { name: 'Выход' }))
      expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument()
      expect(navigate).toHaveBeenCalledWith('/')
    })

    it('for staff: «Панель управления» first, then the account shortcuts (issue 30 §4)', async () => {
      renderHeader({
        user: retailUser({ role: 'editor', roles: ['editor'], groups: [] }),
        width: 390,
      })
      await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
      const dialog = await screen.findByRole('dialog', { name: 'Меню' })
      expect(linksOf(dialog).slice(0, 2)).toEqual([
        ['Панель управления', '/admin'],
        ['Личный кабинет', '/personal-account?tab=userinfo'],
      ])
    })

    it('Esc in an open «О нас» closes the dropdown, not the menu', async () => {
      renderHeader({ width: 390 })
      await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
      const dialog = await screen.findByRole('dialog', { name: 'Меню' })
      const toggle = within(dialog).getByText('О нас')
      await userEvent.click(toggle)
      within(dialog).getByRole('link', { name: 'Сертификаты' }).focus()
      await userEvent.keyboard('{Escape}')
      expect(toggle.closest('details')).not.toHaveAttribute('open')
      expect(toggle).toHaveFocus()
      expect(screen.getByRole('dialog', { name: 'Меню' })).toBeInTheDocument()
      await userEvent.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument()
    })

    it('closes when a link is chosen', async () => {
      // The link navigates for real, and jsdom cannot scroll.
      jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
      renderHeader({ width: 390 })
      await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Меню' })).getByRole('link', {
          name: 'Доставка и оплата',
        })
      )
      expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument()
      jest.mocked(window.scrollTo).mockRestore()
    })
  })
})
