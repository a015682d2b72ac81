import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import {
  notFound,
  standard,
  variables,
} from 'src/components/Content/PartnersBrandCell/PartnersBrandCell.mock'

import PartnerPage from './PartnerPage'

const head = (selector: string) => document.head.querySelector(selector)

describe('PartnerPage', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the brand asked for by the address and links to its goods', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('PartnersBrandQuery', (vars) => {
      asked(vars)
      return standard()
    })
    render(<PartnerPage {...variables} />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем бренд…')
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundfos' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1 })
    expect(screen.getByRole('link', { name: 'Товары Grundfos в каталоге' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Grundfos'
    )
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы «О нас»' })).getByRole('link', {
        name: 'Бренды',
      })
    ).toHaveAttribute('aria-current', 'true')
  })

  it('names the page after the brand and links its own address', async () => {
    mockGraphQLQuery('PartnersBrandQuery', () => standard())
    render(<PartnerPage {...variables} />)
    await screen.findByRole('heading', { level: 1, name: 'Grundfos' })
    await waitFor(() => expect(document.title).toMatch(/^Grundfos \|/))
    // The head manager writes the title and the meta tags in separate passes.
    await waitFor(() =>
      expect(head('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/^Крупнейший в мире производитель насосов/)
      )
    )
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/demo/brands/grundfos.svg'
    )
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/partners/1'
    )
  })

  it('shows the shop’s not-found page for an unknown brand', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('PartnersBrandQuery', (_vars, { ctx }) => {
      const { message, extensions } = notFound().graphQLErrors[0]
      ctx.errors([{ message, extensions }])
      return null
    })
    render(<PartnerPage id={999} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/precatalog')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
