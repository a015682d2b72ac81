import { Fragment, lazy, type ReactNode } from 'react'

import { PageLoadingContextProvider, Route, Set, usePageLoadingContext } from '@redwoodjs/router'
// The real Router (tests get Redwood's MockRouter from '@redwoodjs/router'): its
// pageLoadingDelay is what holds the bar back for the first 200 ms.
import { Router } from '@redwoodjs/router/dist/router'
import { act, render, screen } from '@redwoodjs/testing/web'

import PageProgress, { PROGRESS_HIDE_DELAY_MS } from './PageProgress'

/** The page-loading flag the Router sets, switched by hand. */
const Switch = () => {
  const { setPageLoadingContext } = usePageLoadingContext()
  return (
    <>
      <button type="button" onClick={() => setPageLoadingContext(true)}>
        start
      </button>
      <button type="button" onClick={() => setPageLoadingContext(false)}>
        finish
      </button>
    </>
  )
}

const bar = () => screen.queryByRole('progressbar', { name: 'Загрузка страницы' })
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

describe('PageProgress (SPEC §4/§9 progress bar)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows while the page loads and hides 500 ms after it finished', () => {
    render(
      <PageLoadingContextProvider>
        <PageProgress />
        <Switch />
      </PageLoadingContextProvider>
    )
    expect(bar()).not.toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'start' }).click())
    expect(bar()).toBeInTheDocument()
    expect(bar()).not.toHaveClass('page-progress--done')
    advance(5000)
    expect(bar()).toBeInTheDocument()

    act(() => screen.getByRole('button', { name: 'finish' }).click())
    // Finished: the bar fills up and stays for the hide delay.
    expect(bar()).toHaveClass('page-progress--done')
    expect(PROGRESS_HIDE_DELAY_MS).toBe(500)
    advance(499)
    expect(bar()).toBeInTheDocument()
    advance(1)
    expect(bar()).not.toBeInTheDocument()
  })

  it('a new load within the hide delay keeps the bar running', () => {
    render(
      <PageLoadingContextProvider>
        <PageProgress />
        <Switch />
      </PageLoadingContextProvider>
    )
    act(() => screen.getByRole('button', { name: 'start' }).click())
    act(() => screen.getByRole('button', { name: 'finish' }).click())
    advance(300)
    act(() => screen.getByRole('button', { name: 'start' }).click())
    advance(1000)
    expect(bar()).toBeInTheDocument()
    expect(bar()).not.toHaveClass('page-progress--done')
  })

  describe('inside the Router (pageLoadingDelay 200 ms, as in Routes.tsx)', () => {
    const Layout = ({ children }: { children?: ReactNode }) => (
      <>
        <PageProgress />
        {children}
      </>
    )

    /** A page whose code arrives when the test says so. */
    function slowPage() {
      let arrive: () => void = () => {}
      const Page = lazy(
        () =>
          new Promise<{ default: () => JSX.Element }>((resolve) => {
            arrive = () => resolve({ default: () => <h1>Каталог</h1> })
          })
      )
      return { Page, arrive: () => arrive() }
    }

    // Without the mock providers: the Router brings its own location.
    const renderRouter = (Page: React.ComponentType) =>
      render(
        <Router pageLoadingDelay={200}>
          <Set wrap={Layout}>
            <Route path="/" page={Page} name="home" />
          </Set>
        </Router>,
        { wrapper: Fragment }
      )

    it('shows the bar only once a page has taken 200 ms, hides it 500 ms after it arrived', async () => {
      const { Page, arrive } = slowPage()
      renderRouter(Page)
      advance(199)
      expect(bar()).not.toBeInTheDocument()
      advance(1)
      expect(bar()).toBeInTheDocument()

      await act(async () => {
        arrive()
      })
      expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeInTheDocument()
      expect(bar()).toHaveClass('page-progress--done')
      advance(500)
      expect(bar()).not.toBeInTheDocument()
    })

    it('a page that arrives within 200 ms never shows the bar', async () => {
      const { Page, arrive } = slowPage()
      renderRouter(Page)
      advance(150)
      await act(async () => {
        arrive()
      })
      expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeInTheDocument()
      advance(1000)
      expect(bar()).not.toBeInTheDocument()
    })
  })
})
