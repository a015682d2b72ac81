/**
 * The top navigation of SPEC §2 with its visibility flags: logged-in only
 * (isLoginVip in the old site's data), guests only (isNotLogin), or the
 * retail group b2c.
 */
export interface MenuItem {
  id: string
  name: string
  href: string
  children?: MenuItem[]
  /** Only for logged-in users (the wholesaler page: gated by login, not by vip). */
  isLoginVip?: boolean
  /** Only for guests. */
  isNotLogin?: boolean
  /** Only for the retail group b2c. */
  isB2c?: boolean
}

export interface Viewer {
  isLoggedIn: boolean
  isB2c: boolean
}

export const SITE_MENU: MenuItem[] = [
  { id: 'production', name: 'Производство', href: '/production' },
  { id: 'objects', name: 'Объекты', href: '/objects' },
  { id: 'service', name: 'Сервис', href: '/service' },
  { id: 'delivery', name: 'Доставка и оплата', href: '/delivery' },
  {
    id: 'about',
    name: 'О нас',
    href: '/about/about-us',
    children: [
      { id: 'about-us', name: 'Об Акватории', href: '/about/about-us' },
      { id: 'news', name: 'Новости и акции', href: '/about/news' },
      { id: 'certificate', name: 'Сертификаты', href: '/about/certificate' },
      { id: 'wholesaler', name: 'Оптовикам', href: '/about/wholesaler', isLoginVip: true },
      // SPEC §1: the partners page carries the menu label Brands, as its own title «Бренды».
      { id: 'partners', name: 'Бренды', href: '/about/partners' },
    ],
  },
  // SPEC §2: a top-level item for guests only (the FAQ page); b2c customers reach
  // their account tab from the profile menu and the burger's account shortcuts.
  { id: 'faq', name: 'Вопросы и ответы', href: '/faq', isNotLogin: true },
]

export function isMenuItemVisible(item: MenuItem, viewer: Viewer): boolean {
  if (item.isLoginVip && !viewer.isLoggedIn) return false
  if (item.isNotLogin && viewer.isLoggedIn) return false
  if (item.isB2c && !(viewer.isLoggedIn && viewer.isB2c)) return false
  return true
}

/** The menu as this viewer sees it, children filtered the same way. */
export function visibleMenu(items: MenuItem[], viewer: Viewer): MenuItem[] {
  return items
    .filter((item) => isMenuItemVisible(item, viewer))
    .map((item) =>
      item.children
        ? { ...item, children: item.children.filter((child) => isMenuItemVisible(child, viewer)) }
        : item
    )
}
