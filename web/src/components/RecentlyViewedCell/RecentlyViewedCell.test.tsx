import { render, screen, within } from '@redwoodjs/testing/web'

import RecentlyViewedCell from 'src/components/RecentlyViewedCell'

import { Empty, Failure, Loading, Success } from './RecentlyViewedCell'
import { articles, standard, wholesale } from './RecentlyViewedCell.mock'

const prices = () =>
  within(screen.getByRole('region', { name: 'Вы недавно смотрели' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('RecentlyViewedCell', () => {
  it('shows nothing while loading, when nothing is sold any more, or on failure', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(
      <>
        <Loading />
        <Empty />
        <Failure articles={articles} error={new Error('down')} />
      </>
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('lists the api’s cards in the device’s order, leaving out what is no longer sold', () => {
    render(<Success {...standard()} />)
    const links = within(screen.getByRole('list')).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Насос циркуляционный Wilo Star-RS 25/6',
      'Насос циркуляционный Grundfos UPS 25-40 180',
    ])
    expect(prices()[1]).toContain('48 500 ₸')
  })

  it('asks the api for the stored articles and shows the prices it gives the current viewer', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('RecentlyViewedQuery', (variables) => {
      asked(variables)
      return wholesale()
    })
    render(<RecentlyViewedCell articles={articles} />)
    expect(await screen.findByText('43 000 ₸')).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ articles })
    // Retail is a reference, as on the catalogue's cards; never the struck old price.
    expect(screen.getByText('Розница: 48 500 ₸')).toBeInTheDocument()
    expect(screen.queryByText('48 500 ₸')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
  })
})
