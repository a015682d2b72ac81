import { render, screen, within } from '@redwoodjs/testing/web'

import ProductionTiles from './ProductionTiles'
import { standard } from './ProductionTiles.mock'

describe('ProductionTiles', () => {
  it('links each direction to its page by slug, with its summary', () => {
    render(<ProductionTiles pages={standard()} />)
    const links = within(screen.getByRole('list')).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/production/akva-control-cabinet',
      '/production/automated-heating-points',
      '/production/block-boiler-room',
      '/production/energy-resources-accounting-systems',
      '/production/sewage-pumping-stations',
      '/production/stationary-boiler-room',
      '/production/water-pumping-station',
      '/production/water-purification',
    ])
    expect(links[2]).toHaveTextContent(/Блочно-модульные котельные/)
    expect(links[2]).toHaveTextContent(/от 100 кВт до 10 МВт/)
  })

  it('sizes every picture, loads those below the first row lazily and uses a placeholder', () => {
    render(<ProductionTiles pages={standard()} />)
    const images = [...document.querySelectorAll('img')]
    images.forEach((img) => {
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    })
    expect(images.slice(3).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
    expect(images[7]).toHaveAttribute('src', '/images/placeholder-category.svg')
  })
})
