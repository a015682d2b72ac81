import { LocationProvider } from '@redwoodjs/router'
import { render, waitFor } from '@redwoodjs/testing/web'
import { Metadata } from '@redwoodjs/web'

import { LocaleProvider, loadCatalog } from 'src/lib/i18n'

import SiteHead, { SITE_DESCRIPTION } from './SiteHead'

const renderAt = (href: string) =>
  render(
    <LocationProvider location={new URL(href)}>
      <SiteHead />
    </LocationProvider>
  )

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')
const og = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')

describe('SiteHead', () => {
  afterEach(() => {
    delete process.env.SITE_URL
  })

  it('links the canonical address of the page on the site origin', async () => {
    renderAt(
      'http://localhost/catalog/v2?category__name=Насосы&ordering=-current_price&utm_source=x'
    )
    await waitFor(() =>
      expect(canonical()).toBe(
        'http://localhost/catalog/v2?category__name=%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D1%8B'
      )
    )
    expect(og('og:url')).toBe(canonical())
    expect(og('og:site_name')).toBe('Акватория')
    expect(og('og:locale')).toBe('ru_RU')
  })

  it('uses SITE_URL when the build has one', async () => {
    process.env.SITE_URL = 'https://akvatoria.kz/'
    renderAt('http://localhost/catalog/product/VT-1/?from=search')
    await waitFor(() => expect(canonical()).toBe('https://akvatoria.kz/catalog/product/VT-1'))
  })

  it('gives every page one description: the site description unless the page has its own', async () => {
    const descriptions = () =>
      [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content')
      )
    const { unmount } = renderAt('http://localhost/cart')
    await waitFor(() => expect(descriptions()).toEqual([SITE_DESCRIPTION]))
    unmount()

    render(
      <LocationProvider location={new URL('http://localhost/delivery')}>
        <SiteHead />
        <Metadata title="Доставка" description="Доставка по Атырау и Актобе." />
      </LocationProvider>
    )
    await waitFor(() => expect(descriptions()).toEqual(['Доставка по Атырау и Актобе.']))
  })

  describe('in two languages (issue 33)', () => {
    beforeAll(() => loadCatalog('kk'))
    const alternates = () =>
      Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ])
      )
    const renderIn = (href: string) =>
      render(
        <LocationProvider location={new URL(href)}>
          <LocaleProvider>
            <SiteHead />
          </LocaleProvider>
        </LocationProvider>
      )

    it('a Kazakh page: canonical in Kazakh, both twins named, html lang kk', async () => {
      process.env.SITE_URL = 'https://akvatoria.kz'
      renderIn('https://akvatoria.kz/kk/about/news?page=2&utm_source=x')
      await waitFor(() => expect(canonical()).toBe('https://akvatoria.kz/kk/about/news?page=2'))
      expect(alternates()).toEqual({
        ru: 'https://akvatoria.kz/about/news?page=2',
        kk: 'https://akvatoria.kz/kk/about/news?page=2',
        'x-default': 'https://akvatoria.kz/about/news?page=2',
      })
      expect(og('og:locale')).toBe('kk_KZ')
      expect(document.documentElement).toHaveAttribute('lang', 'kk')
      expect(document.head.querySelector('meta[name="description"]')).not.toHaveAttribute(
        'content',
        SITE_DESCRIPTION
      )
    })

    it('a Russian page: canonical in Russian, the same twins, html lang ru', async () => {
      process.env.SITE_URL = 'https://akvatoria.kz'
      renderIn('https://akvatoria.kz/')
      await waitFor(() => expect(canonical()).toBe('https://akvatoria.kz/'))
      expect(alternates()).toEqual({
        ru: 'https://akvatoria.kz/',
        kk: 'https://akvatoria.kz/kk',
        'x-default': 'https://akvatoria.kz/',
      })
      expect(document.documentElement).toHaveAttribute('lang', 'ru')
    })
  })
})
