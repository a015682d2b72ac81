import { Suspense } from 'react'

import { render, screen } from '@redwoodjs/testing/web'

import { instances, isAreaLoaded, likelyAreasOf, loadCatalog, needArea } from './catalogs'
import { InLocale, useAreaT } from './LocaleProvider'

// This file's own module registry: no side module (catalogueSide.ts…) is
// loaded here, so every Kazakh area starts out missing.
describe('Kazakh message areas', () => {
  it('guesses the areas of a first load from the address', () => {
    expect(likelyAreasOf('/')).toEqual(['home'])
    expect(likelyAreasOf('/about/news/14')).toEqual(['about'])
    expect(likelyAreasOf('/about-us-events')).toEqual(['about'])
    expect(likelyAreasOf('/catalog/product/GR-1')).toEqual(['catalogue', 'notFound'])
    expect(likelyAreasOf('/precatalog/Насосы')).toEqual(['catalogue', 'notFound'])
    expect(likelyAreasOf('/checkout')).toEqual(['pages', 'shared'])
  })

  it('a component of an area not yet arrived waits for it, then speaks Kazakh', async () => {
    expect(isAreaLoaded('kk', 'notFound')).toBe(false)
    expect(isAreaLoaded('ru', 'notFound')).toBe(true)
    const Title = () => <h1>{useAreaT('notFound')('notFound.title')}</h1>
    render(
      <InLocale locale="kk">
        <Suspense fallback={<p>…</p>}>
          <Title />
        </Suspense>
      </InLocale>
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading')).toHaveTextContent('Бет табылмады')
  })

  it('the frame brings the areas this page needs and the ones guessed, no others', async () => {
    needArea('about')
    await loadCatalog('kk', ['home'])
    expect(isAreaLoaded('kk', 'about')).toBe(true)
    expect(isAreaLoaded('kk', 'home')).toBe(true)
    expect(isAreaLoaded('kk', 'pages')).toBe(false)
    expect(instances.kk._('home.news')).toBe('Жаңалықтар мен акциялар')
  })

  it('an area needed once Kazakh is there is fetched at once', async () => {
    await loadCatalog('kk')
    needArea('pages')
    await loadCatalog('kk')
    expect(isAreaLoaded('kk', 'pages')).toBe(true)
  })
})
