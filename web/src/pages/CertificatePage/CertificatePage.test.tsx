import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Content/CertificatesCell/CertificatesCell.mock'

import CertificatePage from './CertificatePage'

describe('CertificatePage', () => {
  afterEach(() => jest.restoreAllMocks())

  it('lists the certificates under the page title', async () => {
    mockGraphQLQuery('CertificatesQuery', () => standard())
    render(<CertificatePage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Сертификаты' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем сертификаты…')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Сертификат ISO 9001:2015' })
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8)
    expect(screen.getByRole('link', { name: /^Скачать PDF/ })).toHaveAttribute(
      'href',
      '/api/media/certificates/akva-kontrol-eaes.pdf'
    )
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы «О нас»' })).getByRole('link', {
        name: 'Сертификаты',
      })
    ).toHaveAttribute('aria-current', 'page')
  })

  it('names the page and links its canonical address', async () => {
    mockGraphQLQuery('CertificatesQuery', () => standard())
    render(<CertificatePage />)
    // Helmet writes the head after rendering: wait for the page's own tags.
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull())
    expect(document.title).toMatch(/^Сертификаты \|/)
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Сертификаты соответствия/)
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/certificate'
    )
  })

  it('says when the certificates cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('CertificatesQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    render(<CertificatePage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить сертификаты.')
  })
})
