import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import SiteFooter from './SiteFooter'
import { mockSiteBlocks } from './SiteFooter.mock'

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('SiteFooter (SPEC §2 footer)', () => {
  beforeEach(() => mockSiteBlocks())

  it('has the buyers, company and more columns with their links', () => {
    render(<SiteFooter />)
    expect(linksOf(screen.getByRole('navigation', { name: 'Покупателям' }))).toEqual([
      ['Каталог', '/precatalog'],
      ['Производство', '/production'],
      ['Доставка и оплата', '/delivery'],
    ])
    expect(linksOf(screen.getByRole('navigation', { name: 'Компания' }))).toEqual([
      ['Об Акватории', '/about/about-us'],
      ['Новости и акции', '/about/news'],
      ['Сертификаты', '/about/certificate'],
    ])
    expect(linksOf(screen.getByRole('navigation', { name: 'Ещё' }))).toEqual([
      ['Объекты', '/objects'],
      ['Сервис', '/service'],
      ['Контакты', '/contacts'],
    ])
    expect(
      screen.getByRole('link', { name: 'Политика обработки персональных данных' })
    ).toHaveAttribute('href', '/policy')
  })

  it('shows the contacts with the messenger and social links opening externally', async () => {
    render(<SiteFooter />)
    const contacts = screen.getByRole('region', { name: 'Контакты' })
    expect(
      await within(contacts).findByRole('link', { name: '+7 (7122) 20 30 40' })
    ).toHaveAttribute('href', 'tel:+77122203040')
    expect(within(contacts).getByRole('link', { name: 'info@akvatoria.kz' })).toHaveAttribute(
      'href',
      'mailto:info@akvatoria.kz'
    )
    expect(within(contacts).getByText('Ежедневно с 9:00 до 18:00')).toBeInTheDocument()
    for (const [name, href] of [
      ['WhatsApp', 'https://wa.me/77122203040'],
      ['YouTube', 'https://www.youtube.com/@akvatoria_kz'],
      ['Instagram', 'https://www.instagram.com/akvatoria.kz/'],
    ]) {
      const link = within(contacts).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('«Перезвоните мне» opens the call-back form', async () => {
    render(
      <UiProvider>
        <SiteFooter />
      </UiProvider>
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Перезвоните мне' }))
    // The form's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })

  it('shows the advantages, except where the cart layout leaves them out', async () => {
    const { unmount } = render(<SiteFooter />)
    const advantages = await screen.findByRole('region', { name: 'Наши преимущества' })
    expect(
      within(advantages)
        .getAllByRole('heading')
        .map((h) => h.textContent)
    ).toEqual([
      'Быстрая доставка и монтаж по городу',
      'Гарантия и сервис',
      'Собственное производство любой сложности',
    ])
    unmount()

    render(<SiteFooter withAdvantages={false} />)
    await screen.findByRole('link', { name: '+7 (7122) 20 30 40' })
    expect(screen.queryByRole('region', { name: 'Наши преимущества' })).not.toBeInTheDocument()
  })

  it('without the contacts block the columns and the call-back link remain', async () => {
    mockSiteBlocks({ contacts: null })
    render(<SiteFooter />)
    await screen.findByRole('region', { name: 'Наши преимущества' })
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Перезвоните мне' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Покупателям' })).toBeInTheDocument()
  })
})
