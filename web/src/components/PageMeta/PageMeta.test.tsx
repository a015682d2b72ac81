import { LocationProvider } from '@redwoodjs/router'
import { render, waitFor } from '@redwoodjs/testing/web'

import SiteHead from 'src/components/SiteHead/SiteHead'

import PageMeta from './PageMeta'

const head = (selector: string) => [...document.head.querySelectorAll(selector)]

describe('PageMeta', () => {
  it('gives title, description and Open Graph tags with absolute addresses', async () => {
    render(
      <PageMeta
        title="Новый склад в Атырау"
        description="Открыли склад на 2 000 м²."
        image="/api/media/news/sklad.jpg"
        type="article"
      />
    )
    await waitFor(() => expect(document.title).toContain('Новый склад в Атырау'))
    const og = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
    expect(og('og:title')).toBe('Новый склад в Атырау')
    expect(og('og:description')).toBe('Открыли склад на 2 000 м².')
    expect(og('og:type')).toBe('article')
    expect(og('og:image')).toBe('http://localhost/api/media/news/sklad.jpg')
  })

  it('names its own canonical address over the one it was opened by, once', async () => {
    render(
      <LocationProvider location={new URL('http://localhost/production/3')}>
        <SiteHead />
        <PageMeta
          title="Водоочистка"
          description="Станции водоочистки."
          path="/production/water-purification"
        />
      </LocationProvider>
    )
    await waitFor(() =>
      expect(head('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
        'http://localhost/production/water-purification',
      ])
    )
    expect(head('meta[property="og:url"]')).toHaveLength(1)
  })
})
