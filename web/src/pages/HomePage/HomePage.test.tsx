import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'
import { ShopTestProviders } from 'src/components/ShopState/ShopTestProviders'

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
    expect(await screen.findByRole('region', { name: 'Главные предложения' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Насосное оборудование/ })).toBeInTheDocument()
    expect(asked).toEqual([{ newProductCount: 12, objectCount: 6, newsCount: 3 }])
  })
})
