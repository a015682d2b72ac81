import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

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

  it('marks a Russian title and kind lang="ru" on a Kazakh page, not a Kazakh one', async () => {
    await loadCatalog('kk')
    const [first, second] = standard()
    render(
      <AtPage href="/kk/objects">
        <ObjectsGrid
          objects={[
            {
              ...first,
              title: '«Нұрсая» ТК жылу пункті',
              titleLang: 'kk',
              type: { name: 'Тұрғын үй кешендері', nameLang: 'kk' },
            },
            second,
          ]}
        />
      </AtPage>
    )
    expect(screen.getByText('«Нұрсая» ТК жылу пункті')).not.toHaveAttribute('lang')
    expect(screen.getByText(/^Тұрғын үй кешендері · /)).not.toHaveAttribute('lang')
    expect(screen.getByText(second.title)).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(new RegExp(`^${second.type.name} · `))).toHaveAttribute('lang', 'ru')
  })
})
