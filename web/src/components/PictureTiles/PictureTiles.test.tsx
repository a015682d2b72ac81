import { render, screen } from '@redwoodjs/testing/web'

import PictureTiles from './PictureTiles'

const tile = (n: number) => ({ key: n, to: `/objects/${n}`, title: `Объект ${n}` })

describe('PictureTiles', () => {
  it('links each tile to its page with its lines, the placeholder when there is no picture', () => {
    render(
      <PictureTiles
        tiles={[
          { ...tile(1), image: '/a.svg', meta: 'Атырау · 2025' },
          { ...tile(2), text: 'Кратко об объекте' },
        ]}
      />
    )
    const links = screen.getAllByRole('link')
    expect(links[0]).toHaveAttribute('href', '/objects/1')
    expect(links[0]).toHaveTextContent('Атырау · 2025Объект 1')
    expect(links[1]).toHaveTextContent('Объект 2Кратко об объекте')
    const [first, second] = screen.getAllByRole('listitem')
    expect(first.querySelector('img')).toHaveAttribute('src', '/a.svg')
    expect(second.querySelector('img')).toHaveAttribute('src', '/images/placeholder-category.svg')
  })

  it('loads the first row at once and the rest lazily, sized to avoid jumps', () => {
    render(<PictureTiles tiles={[1, 2, 3, 4, 5].map(tile)} />)
    // Decorative (alt=""): the tile's title names the link.
    const pictures = [...document.querySelectorAll('img')]
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '1200')
      expect(img).toHaveAttribute('height', '675')
    }
  })
})
