import userEvent from '@testing-library/user-event'

import { act, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import CategoryStrip, { CATEGORY_STRIP_SIZE } from './CategoryStrip'
import { CATEGORY_NAMES, headerCategories, subcategoriesOf } from './SiteHeader.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

/** The categories whose subcategories were asked for, in order. */
let asked: string[] = []

const strip = () => screen.findByRole('navigation', { name: 'Разделы каталога' })
const catalogLink = (params: Record<string, string>) => `/catalog/v2?${new URLSearchParams(params)}`

describe('CategoryStrip (SPEC §2 Header, §9)', () => {
  beforeEach(() => {
    asked = []
    mockGraphQLQuery('HeaderCategoriesQuery', () => headerCategories())
    mockGraphQLQuery('CategorySubcategoriesQuery', ({ categoryName }: { categoryName: string }) => {
      asked.push(categoryName)
      return subcategoriesOf(categoryName)
    })
  })

  it('shows the first 5 of the 7 categories, none chosen', async () => {
    render(<CategoryStrip />)
    const buttons = within(await strip()).getAllByRole('button')
    expect(CATEGORY_STRIP_SIZE).toBe(5)
    expect(buttons.map((button) => button.textContent)).toEqual(CATEGORY_NAMES.slice(0, 5))
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('a click selects the category and opens its screen with the subcategories', async () => {
    render(<CategoryStrip />)
    const category = within(await strip()).getByRole('button', { name: 'Инженерная сантехника' })
    await userEvent.click(category)
    expect(category).toHaveAttribute('aria-expanded', 'true')
    const screenOf = screen.getByRole('region', { name: 'Инженерная сантехника' })
    expect(
      within(screenOf).getByRole('link', { name: 'Все товары раздела «Инженерная сантехника»' })
    ).toHaveAttribute('href', catalogLink({ category__name: 'Инженерная сантехника' }))
    const collectors = await within(screenOf).findByRole('link', { name: 'Коллекторы' })
    expect(collectors).toHaveAttribute(
      'href',
      catalogLink({ category__name: 'Инженерная сантехника', subcategory__name: 'Коллекторы' })
    )
    expect(within(screenOf).getAllByRole('link')).toHaveLength(6)
    expect(asked).toEqual(['Инженерная сантехника'])
  })

  it('a second click deselects it and hides the screen', async () => {
    render(<CategoryStrip />)
    const category = within(await strip()).getByRole('button', { name: 'Сантехника' })
    await userEvent.click(category)
    expect(screen.getByRole('region', { name: 'Сантехника' })).toBeInTheDocument()
    await userEvent.click(category)
    expect(category).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('choosing another category moves the selection', async () => {
    render(<CategoryStrip />)
    const nav = await strip()
    const first = within(nav).getByRole('button', { name: 'Сантехника' })
    const second = within(nav).getByRole('button', { name: 'Котельное оборудование' })
    await userEvent.click(first)
    await userEvent.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    const screenOf = screen.getByRole('region', { name: 'Котельное оборудование' })
    expect(await within(screenOf).findByRole('link', { name: 'Газовые котлы' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Сантехника' })).not.toBeInTheDocument()
  })

  it('following a link closes the screen', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<CategoryStrip />)
    await userEvent.click(within(await strip()).getByRole('button', { name: 'Сантехника' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Смесители' }))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    jest.mocked(window.scrollTo).mockRestore()
  })

  it('keeps its room while loading and renders nothing without categories', async () => {
    const answered = jest.fn()
    mockGraphQLQuery('HeaderCategoriesQuery', () => {
      answered()
      return { categories: { __typename: 'CategoryPage', results: [] } }
    })
    const { container } = render(<CategoryStrip />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(container.firstChild).toHaveClass('category-strip--pending')
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true')
    await waitFor(() => expect(answered).toHaveBeenCalled())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(container).toBeEmptyDOMElement()
  })
})
