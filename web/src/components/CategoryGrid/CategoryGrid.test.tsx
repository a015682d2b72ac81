import { render, screen } from '@redwoodjs/testing/web'

import CategoryGrid from './CategoryGrid'

describe('CategoryGrid', () => {
  it('shows the stored image or the placeholder, sized to avoid layout shift', () => {
    render(
      <CategoryGrid
        categories={[
          { id: 1, name: 'Акции', slug: 'akcii', kind: 'promo', image: '/api/media/a.svg' },
          { id: 2, name: 'Сантехника', slug: 'santehnika', kind: 'regular', image: null },
        ]}
      />
    )
    const [promo, plumbing] = screen.getAllByRole('link')
    expect(promo).toHaveClass('category-tile--promo')
    expect(promo.querySelector('img')).toHaveAttribute('src', '/api/media/a.svg')
    expect(plumbing.querySelector('img')).toHaveAttribute('src', '/images/placeholder-category.svg')
    expect(plumbing.querySelector('img')).toHaveAttribute('width', '160')
  })
})
