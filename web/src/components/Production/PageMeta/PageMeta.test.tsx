import { render, waitFor } from '@redwoodjs/testing/web'

import PageMeta from './PageMeta'
import { standard } from './PageMeta.mock'

const head = (selector: string) => document.head.querySelector(selector)

describe('PageMeta', () => {
  it('writes the title, description, Open Graph tags and the canonical link', async () => {
    render(<PageMeta {...standard()} />)
    await waitFor(() => expect(document.title).toMatch(/^Водонасосные станции/))
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Станции повышения давления и водоснабжения для жилых домов и предприятий.'
    )
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Водонасосные станции')
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      '/api/media/demo/production/water-pumping-station.svg'
    )
    expect(head('meta[property="og:url"]')).toHaveAttribute(
      'content',
      '/production/water-pumping-station'
    )
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      '/production/water-pumping-station'
    )
  })

  it('leaves og:image and the canonical link out when there are none', async () => {
    render(<PageMeta title="Объекты" description="Наши объекты." />)
    await waitFor(() => expect(document.title).toMatch(/^Объекты/))
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website')
    expect(head('meta[property="og:image"]')).toBeNull()
    expect(head('link[rel="canonical"]')).toBeNull()
  })
})
