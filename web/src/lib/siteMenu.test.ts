import { isMenuItemVisible, SITE_MENU, visibleMenu } from './siteMenu'

const names = (viewer: { isLoggedIn: boolean; isB2c: boolean }) => {
  const menu = visibleMenu(SITE_MENU, viewer)
  return {
    top: menu.map((item) => `${item.name} ${item.href}`),
    about: menu.find((item) => item.id === 'about')!.children!.map((child) => child.name),
  }
}

describe('site menu flags (SPEC §2, §6)', () => {
  it('guests see the FAQ page and no wholesaler link', () => {
    const { top, about } = names({ isLoggedIn: false, isB2c: false })
    expect(top).toContain('Вопросы и ответы /faq')
    expect(top).not.toContain('Вопросы и ответы /personal-account?tab=faq')
    expect(about).toEqual(['Об Акватории', 'Новости и акции', 'Сертификаты', 'Бренды'])
  })

  it('b2c customers see no top-level FAQ item (it is in their profile menu) and the wholesaler link', () => {
    const { top, about } = names({ isLoggedIn: true, isB2c: true })
    expect(top.some((item) => item.startsWith('Вопросы и ответы'))).toBe(false)
    expect(about).toContain('Оптовикам')
  })

  it('other logged-in users see no top-level FAQ item', () => {
    const { top, about } = names({ isLoggedIn: true, isB2c: false })
    expect(top.some((item) => item.startsWith('Вопросы и ответы'))).toBe(false)
    expect(about).toContain('Оптовикам')
  })

  it('an item flagged b2c shows to logged-in b2c customers only', () => {
    const item = { id: 'x', name: 'X', href: '/x', isB2c: true }
    expect(isMenuItemVisible(item, { isLoggedIn: true, isB2c: true })).toBe(true)
    expect(isMenuItemVisible(item, { isLoggedIn: true, isB2c: false })).toBe(false)
    expect(isMenuItemVisible(item, { isLoggedIn: false, isB2c: true })).toBe(false)
  })
})
