import { render, screen } from '@redwoodjs/testing/web'
import { CellCacheContextProvider } from '@redwoodjs/web'

import { usePrerenderedQuery } from './prerenderedQuery'

const QUERY = gql`
  query PrerenderedGreetingQuery {
    greeting: siteBlock(key: "greeting") {
      key
      title
    }
  }
`

const Greeting = () => {
  const { data, loading } = usePrerenderedQuery<
    { greeting: { key: string; title: string } | null },
    Record<string, never>
  >(QUERY)
  return <p>{loading ? 'loading' : (data?.greeting?.title ?? 'none')}</p>
}

describe('usePrerenderedQuery', () => {
  afterEach(() => {
    delete (globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING
  })

  it('in the browser is the query itself', async () => {
    mockGraphQLQuery('PrerenderedGreetingQuery', () => ({
      greeting: { key: 'greeting', title: 'Сәлем' },
    }))
    render(<Greeting />)
    expect(await screen.findByText('Сәлем')).toBeInTheDocument()
  })

  it("while prerendering asks the build for it as a cell does, then draws the build's answer", () => {
    ;(globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING = true
    const queryCache: Record<string, { hasProcessed: boolean; data?: unknown }> = {}
    const { rerender } = render(
      <CellCacheContextProvider queryCache={queryCache as never}>
        <Greeting />
      </CellCacheContextProvider>
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    // Redwood's prerender runs what was put in the cache, under a cell's key.
    expect(queryCache).toEqual({
      'PrerenderedGreetingQuery_{}': expect.objectContaining({ hasProcessed: false }),
    })
    queryCache['PrerenderedGreetingQuery_{}'] = {
      hasProcessed: true,
      data: { greeting: { key: 'greeting', title: 'Привет' } },
    }
    rerender(
      <CellCacheContextProvider queryCache={queryCache as never}>
        <Greeting />
      </CellCacheContextProvider>
    )
    expect(screen.getByText('Привет')).toBeInTheDocument()
  })
})
