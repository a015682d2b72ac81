import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './adminSections'

const section = (title: string, roles: AdminSection['roles']): AdminSection => ({
  title,
  path: () => `/admin/${title}`,
  roles,
})

describe('sectionsFor', () => {
  const sections = [
    section('orders', ['manager', 'admin']),
    section('catalogue', ['editor', 'admin']),
    section('staff', ['admin']),
  ]

  it('gives each role only its sections, in the nav order', () => {
    expect(sectionsFor('manager', sections).map((s) => s.title)).toEqual(['orders'])
    expect(sectionsFor('editor', sections).map((s) => s.title)).toEqual(['catalogue'])
    expect(sectionsFor('admin', sections).map((s) => s.title)).toEqual([
      'orders',
      'catalogue',
      'staff',
    ])
  })

  it('gives customers and guests nothing', () => {
    expect(sectionsFor('customer', sections)).toEqual([])
    expect(sectionsFor(undefined, sections)).toEqual([])
  })

  it('opens the dashboard to every staff role', () => {
    for (const role of ['manager', 'editor', 'admin']) {
      expect(sectionsFor(role).map((s) => s.title)).toContain('Дашборд')
    }
    expect(ADMIN_SECTIONS[0].exact).toBe(true)
  })

  it('opens «Заказы» to managers and admins only', () => {
    expect(sectionsFor('manager').map((s) => s.title)).toContain('Заказы')
    expect(sectionsFor('admin').map((s) => s.title)).toContain('Заказы')
    expect(sectionsFor('editor').map((s) => s.title)).not.toContain('Заказы')
  })

  it('opens the content editor to editors and admins only', () => {
    expect(sectionsFor('editor').map((s) => s.title)).toContain('Контент')
    expect(sectionsFor('admin').map((s) => s.title)).toContain('Контент')
    expect(sectionsFor('manager').map((s) => s.title)).not.toContain('Контент')
  })
})
