import { render, screen, waitFor } from '@redwoodjs/testing/web'

import {
  empty,
  standard,
} from 'src/components/Production/ProductionPagesCell/ProductionPagesCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ProductionListPage from './ProductionListPage'

describe('ProductionListPage', () => {
  it('lists the production directions as links to their pages', async () => {
    mockGraphQLQuery('ProductionPagesQuery', () => standard())
    render(<ProductionListPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Производство' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем направления производства…')
    expect(await screen.findByRole('link', { name: /Водоочистка/ })).toHaveAttribute(
      'href',
      '/production/water-purification'
    )
    expect(screen.getAllByRole('link', { name: /./ })).toHaveLength(8)
    await waitFor(() => expect(document.title).toMatch(/^Производство/))
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Производство'
    )
  })

  it('says when no directions are entered yet', async () => {
    mockGraphQLQuery('ProductionPagesQuery', () => empty())
    render(<ProductionListPage />)
    expect(await screen.findByText(/Раздел пока не заполнен/)).toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page, its links under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    mockGraphQLQuery('ProductionPagesQuery', () => standard())
    render(
      <AtPage href="/kk/production">
        <ProductionListPage />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Өндіріс' })).toBeInTheDocument()
    expect(screen.getByText(/^Кез келген күрделіктегі жабдықты/)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Өндіріс бағыттары жүктелуде…')
    expect(await screen.findByRole('link', { name: /Водоочистка/ })).toHaveAttribute(
      'href',
      '/kk/production/water-purification'
    )
    await waitFor(() => expect(document.title).toMatch(/^Өндіріс \|/))
  })
})
