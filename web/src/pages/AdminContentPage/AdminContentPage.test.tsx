import { render, screen, within } from '@redwoodjs/testing/web'

import AdminContentPage from './AdminContentPage'

describe('AdminContentPage', () => {
  it('links every kind of content and the promo banner', () => {
    render(<AdminContentPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Контент' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Разделы контента' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual([
      'Новости',
      'Объекты',
      'Типы объектов',
      'Сертификаты',
      'Партнёры',
      'Вопросы и ответы',
      'Производство',
      'Страницы',
      'Видео',
      'Слайды',
      'Разделы каталога',
      'Подразделы каталога',
      'Магазины',
      'Промо-баннер',
    ])
    expect(within(nav).getByRole('link', { name: 'Новости' })).toHaveAttribute(
      'href',
      '/admin/content/news'
    )
    expect(within(nav).getByRole('link', { name: 'Промо-баннер' })).toHaveAttribute(
      'href',
      '/admin/content/pages/promo_banner'
    )
  })
})
