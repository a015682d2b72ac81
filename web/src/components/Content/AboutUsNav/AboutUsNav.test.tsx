import { render, screen, within } from '@redwoodjs/testing/web'

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
})
