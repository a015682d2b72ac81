import { render, screen, within } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import HomePage from './HomePage'

describe('HomePage', () => {
  it('asks once for everything the home page shows and lays it out', async () => {
    const asked: unknown[] = []
    mockGraphQLQuery('HomePageQuery', (variables) => {
      asked.push(variables)
      return standard()
    })
    render(
      <ShopTestProviders>
        <HomePage />
      </ShopTestProviders>
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Акватория')
    const hero = await screen.findByRole('region', { name: 'Главные предложения' })
    expect(within(hero).getByRole('link', { name: /Насосное оборудование/ })).toBeInTheDocument()
    // The same answer lays out the sections too (the section tile links to the same page).
    expect(screen.getAllByRole('link', { name: /Насосное оборудование/ })).toHaveLength(2)
    expect(asked).toEqual([{ newProductCount: 12, objectCount: 6, newsCount: 3 }])
  })
})
