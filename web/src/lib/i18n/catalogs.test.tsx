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
    expect(likelyAreasOf('/catalog/product/GR-1')).toEqual(['catalogue'])
    expect(likelyAreasOf('/precatalog/Насосы')).toEqual(['catalogue'])
    expect(likelyAreasOf('/catalog/v2')).toEqual(['catalogue'])
    expect(likelyAreasOf('/compare')).toEqual(['catalogue'])
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

describe('in the browser (no message loaded before the page asks)', () => {
  const browserCatalogs = () => {
    let catalogs!: typeof import('./catalogs')
    const env = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      jest.isolateModules(() => {
        catalogs = jest.requireActual('./catalogs')
      })
    } finally {
      process.env.NODE_ENV = env
    }
    return catalogs
  }

  it('a Russian page loads its frame and areas, and nothing of Kazakh', async () => {
    const catalogs = browserCatalogs()
    expect(catalogs.isCatalogLoaded('ru')).toBe(false)
    catalogs.needArea('notFound')
    await catalogs.loadCatalog('ru', ['catalogue'])
    expect(catalogs.instances.ru._('header.catalog')).not.toBe('header.catalog')
    expect(catalogs.isAreaLoaded('ru', 'catalogue')).toBe(true)
    expect(catalogs.isAreaLoaded('ru', 'notFound')).toBe(true)
    expect(catalogs.isAreaLoaded('ru', 'pages')).toBe(false)
    // The rules' messages are said in their own Russian words: no chunk.
    expect(catalogs.isAreaLoaded('ru', 'shared')).toBe(true)
    expect(catalogs.isCatalogLoaded('kk')).toBe(false)
    expect(catalogs.loadedLocale('kk')).toBe('ru')
  })

  it('a Kazakh page loads nothing of Russian', async () => {
    const catalogs = browserCatalogs()
    await catalogs.loadCatalog('kk', ['catalogue'])
    expect(catalogs.isCatalogLoaded('ru')).toBe(false)
    expect(catalogs.isAreaLoaded('ru', 'catalogue')).toBe(false)
    expect(catalogs.instances.kk._('header.catalog')).toBe('КАТАЛОГ')
    // An area arriving later is fetched in the language here only.
    catalogs.needArea('pages')
    await catalogs.loadCatalog('kk')
    expect(catalogs.isAreaLoaded('kk', 'pages')).toBe(true)
    expect(catalogs.isAreaLoaded('ru', 'pages')).toBe(false)
  })
})
