import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'
import { orderLine, PRODUCTS } from 'src/testing/orderMocks'

import { OrderLineRow } from './OrderLines'

const showAt = (href: string, nameLang: 'ru' | 'kk', name = PRODUCTS.pump.name) =>
  render(
    <AtPage href={href}>
      <ul>
        <OrderLineRow item={orderLine({ product: { ...PRODUCTS.pump, name, nameLang } })} />
      </ul>
    </AtPage>
  )

describe('OrderLineRow: the product’s name in the page’s language (issue 33)', () => {
  beforeAll(() => loadCatalog('kk'))

  it('marks a Russian name lang="ru" on a Kazakh page', () => {
    showAt('/kk/order?id=1063', 'ru')
    expect(screen.getByRole('link', { name: PRODUCTS.pump.name })).toHaveAttribute('lang', 'ru')
  })

  it('leaves a Kazakh name on a Kazakh page, and any name on a Russian page, unmarked', () => {
    const { unmount } = showAt('/kk/order?id=1063', 'kk', 'Grundfos UPS 25-40 айналымдық сорғысы')
    expect(
      screen.getByRole('link', { name: 'Grundfos UPS 25-40 айналымдық сорғысы' })
    ).not.toHaveAttribute('lang')
    unmount()
    showAt('/order?id=1063', 'ru')
    expect(screen.getByRole('link', { name: PRODUCTS.pump.name })).not.toHaveAttribute('lang')
  })
})
