import { render, screen, within } from '@redwoodjs/testing/web'

import ObjectsGrid from './ObjectsGrid'
import { standard } from './ObjectsGrid.mock'

describe('ObjectsGrid', () => {
  it('links each object to /objects/{id} with its kind, city and year', () => {
    render(<ObjectsGrid objects={standard()} />)
    const links = within(screen.getByRole('list')).getAllByRole('link')
    expect(links).toHaveLength(9)
    const school = screen.getByRole('link', { name: /Блочно-модульная котельная 2 МВт для школы/ })
    expect(school).toHaveAttribute('href', '/objects/4')
    expect(school).toHaveTextContent('Социальные объекты · Кульсары · 2025')
  })

  it('sizes every photo, loads those below the first row lazily and uses a placeholder', () => {
    render(<ObjectsGrid objects={standard()} />)
    const images = [...document.querySelectorAll('img')]
    images.forEach((img) => {
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    })
    expect(images.slice(3).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
    expect(images[4]).toHaveAttribute('src', '/images/placeholder-category.svg')
  })
})
