import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import AboutUsNav from './AboutUsNav'
import { standard } from './AboutUsNav.mock'

describe('AboutUsNav', () => {
  it('links the «О нас» screens and marks the current one', () => {
    render(<AboutUsNav {...standard()} />)
    const nav = screen.getByRole('navigation', { name: 'Разделы «О нас»' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Об Акватории', '/about/about-us'],
      ['События и видео', '/about-us-events'],
      ['Новости и акции', '/about/news'],
      ['Сертификаты', '/about/certificate'],
      ['Бренды', '/about/partners'],
    ])
    expect(within(nav).getByRole('link', { name: 'Новости и акции' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(within(nav).getByRole('link', { name: 'Бренды' })).not.toHaveAttribute('aria-current')
  })

  it('marks the section, not the page, inside a brand page', () => {
    render(<AboutUsNav current="partners" inside />)
    expect(screen.getByRole('link', { name: 'Бренды' })).toHaveAttribute('aria-current', 'true')
  })

  it('speaks Kazakh on a Kazakh page, its links under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about/news">
        <AboutUsNav current="news" />
      </AtPage>
    )
    const nav = screen.getByRole('navigation', { name: '«Біз туралы» бөлімдері' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    ).toEqual([
      ['Акватория туралы', '/kk/about/about-us'],
      ['Оқиғалар мен бейнелер', '/kk/about-us-events'],
      ['Жаңалықтар мен акциялар', '/kk/about/news'],
      ['Сертификаттар', '/kk/about/certificate'],
      ['Брендтер', '/kk/about/partners'],
    ])
  })
})
