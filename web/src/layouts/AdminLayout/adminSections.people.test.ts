import { sectionsFor } from './adminSections'

const titles = (role: string) => sectionsFor(role).map((section) => section.title)

describe('leads, customers, staff and audit sections', () => {
  it('managers see leads and customers, not staff or the log', () => {
    expect(titles('manager')).toEqual(expect.arrayContaining(['Заявки и сообщения', 'Покупатели']))
    expect(titles('manager')).not.toContain('Сотрудники')
    expect(titles('manager')).not.toContain('Журнал изменений')
  })

  it('editors see none of them; admins see all four', () => {
    for (const title of ['Заявки и сообщения', 'Покупатели', 'Сотрудники', 'Журнал изменений']) {
      expect(titles('editor')).not.toContain(title)
      expect(titles('admin')).toContain(title)
    }
  })
})

describe('price types section', () => {
  it('is for admins only: editors edit prices in the product, not the types', () => {
    expect(titles('admin')).toContain('Типы цен')
    for (const role of ['editor', 'manager', 'customer'])
      expect(titles(role)).not.toContain('Типы цен')
  })
})

describe('Kaspi.kz section', () => {
  it('is for admins only: the price list names the merchant and its secret', () => {
    expect(titles('admin')).toContain('Kaspi.kz')
    for (const role of ['editor', 'manager', 'customer'])
      expect(titles(role)).not.toContain('Kaspi.kz')
  })
})
