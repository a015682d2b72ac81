import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { STORAGE_KEYS } from 'src/lib/storage'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import ComparePage from './ComparePage'
import { compareMap, productsByArticles } from './ComparePage.mock'

const openWith = (compare: Record<string, string[]>) => {
  const asked: string[][] = []
  mockGraphQLQuery('CompareProductsQuery', (variables: { articles: string[] }) => {
    asked.push(variables.articles)
    return productsByArticles(variables)
  })
  render(
    <ShopTestProviders compare={compare}>
      <ComparePage />
    </ShopTestProviders>
  )
  return asked
}

const productColumns = () =>
  screen.getAllByRole('columnheader').map((th) => th.querySelector('a')!.textContent)

describe('ComparePage', () => {
  beforeEach(() => localStorage.clear())

  it('explains how to compare when nothing is chosen', () => {
    openWith({})
    expect(screen.getByRole('heading', { level: 1, name: 'Сравнение товаров' })).toBeInTheDocument()
    expect(screen.getByText('В сравнении пока нет товаров.')).toBeInTheDocument()
    expect(screen.getByText(/в одном подразделе можно сравнить до 3 товаров/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'каталоге' })).toHaveAttribute('href', '/precatalog')
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('has a tab per subcategory with its count and compares the first one', async () => {
    const asked = openWith(compareMap())
    const tabs = within(screen.getByRole('tablist', { name: 'Подразделы' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Циркуляционные насосы (3)',
      'Насосные станции (1)',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Циркуляционные насосы (3)' })).toBeInTheDocument()
    await screen.findByRole('table')
    expect(productColumns()).toEqual([
      'Насос Grundfos UPS 25-40',
      'Насос Wilo Star-RS 25/6',
      'Насос DAB VA 55/180',
    ])
    expect(asked[0]).toEqual(['GR-UPS-25-40', 'WL-STAR-25-6', 'DAB-VA-55'])
  })

  it('switches to another subcategory', async () => {
    const asked = openWith(compareMap())
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('tab', { name: 'Насосные станции (1)' }))
    expect(screen.getByRole('tab', { name: 'Насосные станции (1)' })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    await waitFor(() =>
      expect(productColumns()).toEqual(['Насосная станция Grundfos Hydrojet JPB 5/24'])
    )
    expect(asked).toContainEqual(['GR-HJ-JPB-5-24'])
  })

  it('removes a product from the comparison and the browser list', async () => {
    openWith(compareMap())
    await screen.findByRole('table')
    await userEvent.click(
      screen.getByRole('button', { name: 'Убрать из сравнения: Насос Wilo Star-RS 25/6' })
    )
    expect(screen.getByRole('tab', { name: 'Циркуляционные насосы (2)' })).toBeInTheDocument()
    await waitFor(() =>
      expect(productColumns()).toEqual(['Насос Grundfos UPS 25-40', 'Насос DAB VA 55/180'])
    )
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compare)!)).toEqual({
      'Циркуляционные насосы': ['GR-UPS-25-40', 'DAB-VA-55'],
      'Насосные станции': ['GR-HJ-JPB-5-24'],
    })
  })

  it('drops the tab of an emptied subcategory and shows the next one', async () => {
    openWith(compareMap())
    await userEvent.click(screen.getByRole('tab', { name: 'Насосные станции (1)' }))
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Убрать из сравнения: Насосная станция Grundfos Hydrojet JPB 5/24',
      })
    )
    expect(screen.getByRole('tab')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Циркуляционные насосы (3)' })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    await waitFor(() => expect(productColumns()).toHaveLength(3))
  })

  it('says when the products cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('CompareProductsQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    render(
      <ShopTestProviders compare={compareMap()}>
        <ComparePage />
      </ShopTestProviders>
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить товары для сравнения.'
    )
    jest.restoreAllMocks()
  })
})
