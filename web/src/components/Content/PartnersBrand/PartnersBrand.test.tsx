import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import PartnersBrand from './PartnersBrand'
import { plain, standard } from './PartnersBrand.mock'

describe('PartnersBrand', () => {
  it('shows the brand: name, logo, country and description', () => {
    render(<PartnersBrand {...standard()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Grundfos' })).toBeInTheDocument()
    const logo = screen.getByRole('img', { name: 'Логотип Grundfos' })
    expect(logo).toHaveAttribute('width', '600')
    expect(logo).toHaveAttribute('height', '240')
    expect(screen.getByText('Страна производителя: Дания')).toBeInTheDocument()
    expect(screen.getByText(/Крупнейший в мире производитель насосов/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Все бренды' })).toHaveAttribute(
      'href',
      '/about/partners'
    )
  })

  it('links to the catalogue filtered by the brand and to its website', () => {
    render(<PartnersBrand {...standard()} />)
    expect(screen.getByRole('link', { name: 'Товары Grundfos в каталоге' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Grundfos'
    )
    const site = screen.getByRole('link', {
      name: 'Сайт производителя Grundfos (откроется в новой вкладке)',
    })
    expect(site).toHaveAttribute('href', 'https://www.grundfos.com')
    expect(site).toHaveAttribute('target', '_blank')
    expect(site).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('encodes a Cyrillic name and leaves out a missing logo and website', () => {
    render(<PartnersBrand {...plain()} />)
    expect(screen.getByRole('link', { name: 'Товары Джилекс в каталоге' })).toHaveAttribute(
      'href',
      `/catalog/v2?brand__name=${encodeURIComponent('Джилекс')}`
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Сайт производителя/ })).not.toBeInTheDocument()
  })

  it('marks a Russian fallback description lang="ru" on a Kazakh page, and no Kazakh one (issue 33)', async () => {
    const { brand } = standard()
    await loadCatalog('kk')
    const { unmount } = render(
      <AtPage href="/kk/about/partners/1">
        <PartnersBrand brand={brand} />
      </AtPage>
    )
    expect(screen.getByText(brand.description)).toHaveAttribute('lang', 'ru')
    unmount()
    const KAZAKH = 'Сорғы жабдықтарының әлемдегі ең ірі өндірушілерінің бірі.'
    render(
      <AtPage href="/kk/about/partners/1">
        <PartnersBrand brand={{ ...brand, description: KAZAKH, descriptionLang: 'kk' }} />
      </AtPage>
    )
    expect(screen.getByText(KAZAKH)).not.toHaveAttribute('lang')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<PartnersBrand {...standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
