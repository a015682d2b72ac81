import { render, screen } from '@redwoodjs/testing/web'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'

import PolicyPage from './PolicyPage'

describe('PolicyPage', () => {
  it('shows the «policy» block', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ContentBlockPageQuery', (variables) => {
      asked(variables)
      return pageBlock('policy')
    })
    render(<PolicyPage />)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Политика обработки персональных данных',
      })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ blockKey: 'policy' })
    expect(screen.getByText(/О персональных данных и их защите/)).toBeInTheDocument()
  })
})
