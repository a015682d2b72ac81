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

  it('marks the meta line with its language where given', () => {
    render(
      <PictureTiles
        tiles={[
          { key: 1, to: '/kk/objects/1', title: 'А', meta: 'Жеке үйлер · Атырау' },
          {
            key: 2,
            to: '/kk/objects/2',
            title: 'Б',
            meta: 'Частные дома · Атырау',
            metaLang: 'ru',
          },
        ]}
      />
    )
    expect(screen.getByText('Жеке үйлер · Атырау')).not.toHaveAttribute('lang')
    expect(screen.getByText('Частные дома · Атырау')).toHaveAttribute('lang', 'ru')
  })
})
