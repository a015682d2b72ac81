import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import StockList from './StockList'

const shop = (id: number, name: string) => ({
  id,
  name,
  nameForGuest: `Магазин в ${name}`,
  address: { address: 'ул. Сатпаева, 17', addressLang: 'ru' },
})

describe('StockList (SPEC §6)', () => {
  it('shows counts per shop to logged-in users', () => {
    render(<StockList balance={[{ isAvailable: true, count: 7, shop: shop(1, 'Атырау') }]} />)
    expect(screen.getByText('7 шт.')).toBeInTheDocument()
  })

  it('shows guests only in stock / out of stock', () => {
    render(
      <StockList
        balance={[
          { isAvailable: true, count: null, shop: shop(1, 'Атырау') },
          { isAvailable: false, count: null, shop: shop(2, 'Актобе') },
        ]}
      />
    )
    expect(screen.getByText('В наличии')).toBeInTheDocument()
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument()
    expect(screen.queryByText(/шт\./)).not.toBeInTheDocument()
  })

  it('marks a shop’s Russian postal address lang="ru" on a Kazakh page, not on a Russian one', async () => {
    await loadCatalog('kk')
    const { unmount } = render(
      <AtPage href="/kk/catalog/product/GR-UPS-25-40">
        <StockList balance={[{ isAvailable: true, shop: shop(1, 'Атырау') }]} />
      </AtPage>
    )
    expect(document.querySelector('.stock-list__address')).toHaveAttribute('lang', 'ru')
    unmount()
    render(<StockList balance={[{ isAvailable: true, shop: shop(1, 'Атырау') }]} />)
    expect(document.querySelector('.stock-list__address')).not.toHaveAttribute('lang')
  })

  it('shows a Kazakh address unmarked on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    const kazakh = {
      ...shop(1, 'Атырау'),
      address: { address: 'Атырау қ., Сәтбаев к-сі, 17', addressLang: 'kk' },
    }
    render(
      <AtPage href="/kk/catalog/product/GR-UPS-25-40">
        <StockList balance={[{ isAvailable: true, shop: kazakh }]} />
      </AtPage>
    )
    expect(screen.getByText('Атырау қ., Сәтбаев к-сі, 17')).not.toHaveAttribute('lang')
  })
})
