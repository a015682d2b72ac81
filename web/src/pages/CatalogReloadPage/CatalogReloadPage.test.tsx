import { render, waitFor } from '@redwoodjs/testing/web'

import CatalogReloadPage from './CatalogReloadPage'

const here = () => window.location.pathname + window.location.search

describe('CatalogReloadPage', () => {
  it('forwards to /catalog/v2 with the same filters, replacing the history entry', async () => {
    const query = `?${new URLSearchParams({
      category__name: 'Насосное оборудование',
      brand__name: 'Grundfos,Wilo',
      page: '2',
    })}`
    window.history.replaceState({}, '', `/catalog/reload${query}`)
    const before = window.history.length
    const push = jest.spyOn(window.history, 'pushState')
    const replace = jest.spyOn(window.history, 'replaceState')
    const { container } = render(<CatalogReloadPage />)
    await waitFor(() => expect(here()).toBe(`/catalog/v2${query}`))
    expect(container).toBeEmptyDOMElement()
    expect(push).not.toHaveBeenCalled()
    // Once: the page does not keep navigating while it is still shown.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(replace).toHaveBeenCalledTimes(1)
    expect(window.history.length).toBe(before)
  })

  it('opens the plain listing when there are no filters', async () => {
    window.history.replaceState({}, '', '/catalog/reload')
    render(<CatalogReloadPage />)
    await waitFor(() => expect(here()).toBe('/catalog/v2'))
  })
})
