import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import CertificatesGrid from './CertificatesGrid'
import { inKazakh, standard } from './CertificatesGrid.mock'

describe('CertificatesGrid', () => {
  it('lists the certificates with title, description and a described picture', () => {
    render(<CertificatesGrid {...standard()} />)
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    ).toEqual([
      'Сертификат соответствия ЕАЭС на шкафы управления «Аква-Контроль»',
      'Декларация о соответствии на блочно-модульные котельные',
      'Сертификат ISO 9001:2015',
      'Государственная лицензия на строительно-монтажные работы',
    ])
    const iso = within(cards[2])
    expect(
      iso.getByText('Система менеджмента качества производства и монтажа инженерного оборудования.')
    ).toBeInTheDocument()
    const picture = iso.getByRole('link', {
      name: 'Сертификат ISO 9001:2015 — открыть изображение',
    })
    expect(picture).toHaveAttribute('href', '/api/media/demo/certificates/certificate-3.svg')
    const image = within(picture).getByRole('img')
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '675')
  })

  it('offers the PDF only where there is one', () => {
    render(<CertificatesGrid {...standard()} />)
    // One certificate of the four has its document.
    const pdf = screen.getByRole('link', { name: /^Скачать PDF/ })
    expect(pdf).toHaveAccessibleName(
      'Скачать PDF — Сертификат соответствия ЕАЭС на шкафы управления «Аква-Контроль»'
    )
    expect(pdf).toHaveAttribute('href', '/api/media/certificates/akva-kontrol-eaes.pdf')
  })

  it('loads the first row at once and the rest lazily', () => {
    render(<CertificatesGrid {...standard()} />)
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'))
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy'])
  })

  it('on a Kazakh page marks the Russian certificates and describes a picture by its title alone', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about/certificate">
        <CertificatesGrid {...standard()} />
      </AtPage>
    )
    const [first] = standard().certificates
    expect(screen.getByRole('heading', { name: first.title })).toHaveAttribute('lang', 'ru')
    expect(screen.getByRole('img', { name: first.title })).toHaveAttribute('lang', 'ru')
  })

  it('on a Kazakh page shows the Kazakh texts unmarked, in a Kazakh sentence, and marks the Russian ones', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about/certificate">
        <CertificatesGrid {...inKazakh()} />
      </AtPage>
    )
    const [kazakh, russian] = inKazakh().certificates
    const heading = screen.getByRole('heading', { name: kazakh.title })
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText(kazakh.description)).not.toHaveAttribute('lang')
    expect(screen.getByRole('link', { name: `${kazakh.title} — суретті ашу` })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: `PDF жүктеп алу — ${kazakh.title}` })
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: russian.title })).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(russian.description)).toHaveAttribute('lang', 'ru')
  })
})
