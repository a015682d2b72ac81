import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import ProductImage, { PRODUCT_PLACEHOLDER } from './ProductImage'

describe('ProductImage', () => {
  it('uses the placeholder without images and when the picture fails', () => {
    const { rerender } = render(<ProductImage images={[]} name="Насос" width={80} height={80} />)
    expect(screen.getByRole('img', { name: 'Насос' })).toHaveAttribute('src', PRODUCT_PLACEHOLDER)
    rerender(
      <ProductImage images={[{ file: '/x.jpg', alt: '' }]} name="Насос" width={80} height={80} />
    )
    const img = screen.getByRole('img', { name: 'Насос' })
    expect(img).toHaveAttribute('src', '/x.jpg')
    expect(img).toHaveAttribute('loading', 'lazy')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', PRODUCT_PLACEHOLDER)
  })

  it('marks a Russian description lang="ru" where the caller says so, and nothing otherwise', () => {
    const { rerender } = render(
      <ProductImage
        images={[{ file: '/x.jpg', alt: 'Насос циркуляционный' }]}
        name="Насос циркуляционный"
        width={80}
        height={80}
        lang="ru"
      />
    )
    expect(screen.getByRole('img', { name: 'Насос циркуляционный' })).toHaveAttribute('lang', 'ru')
    rerender(
      <ProductImage
        images={[{ file: '/x.jpg', alt: 'Айналым сорғысы' }]}
        name="Айналым сорғысы"
        width={80}
        height={80}
      />
    )
    expect(screen.getByRole('img', { name: 'Айналым сорғысы' })).not.toHaveAttribute('lang')
  })
})
