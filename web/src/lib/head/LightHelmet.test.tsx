import { render } from '@redwoodjs/testing/web'

import { forgetAppliedHead, Helmet, HelmetProvider } from './LightHelmet'

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('LightHelmet (the browser build of react-helmet-async)', () => {
  beforeEach(() => {
    forgetAppliedHead()
    document.head.innerHTML =
      // What the prerender (the real package) wrote.
      '<title data-rh="true">Насосы | Акватория</title>' +
      '<meta data-rh="true" name="description" content="Насосы">' +
      '<link data-rh="true" rel="canonical" href="https://akv.kz/catalog">' +
      '<meta charset="utf-8">'
    document.documentElement.setAttribute('lang', 'ru')
  })

  it('touches nothing when a page draws again asking the same head', async () => {
    const page = (count: number) => (
      <Helmet>
        <title>Насосы</title>
        <meta name="description" content="Насосы" />
        <meta name="robots" content={count > 1 ? 'noindex' : 'index'} />
      </Helmet>
    )
    const { rerender } = render(page(1))
    await flush()
    const read = jest.spyOn(document.head, 'querySelectorAll')
    rerender(page(1))
    await flush()
    rerender(page(1))
    await flush()
    expect(read).not.toHaveBeenCalled()
    rerender(page(2))
    await flush()
    expect(read).toHaveBeenCalledTimes(1)
    expect(document.head.querySelector('meta[name=robots]')?.getAttribute('content')).toBe(
      'noindex'
    )
    read.mockRestore()
  })

  it('adopts the prerendered head, then follows the page as it changes', async () => {
    const kept = document.head.querySelector('link[rel=canonical]')
    const page = (title: string, description: string) => (
      <HelmetProvider context={{}}>
        <Helmet titleTemplate="%s | Акватория" defaultTitle="Акватория">
          <title>Акватория</title>
          <html lang="kk" />
        </Helmet>
        <Helmet>
          <link rel="canonical" href="https://akv.kz/catalog" />
          <meta name="description" content="Сайт" />
        </Helmet>
        <Helmet>
          <title>{title}</title>
          <meta name="description" content={description} />
          <meta charSet="utf-8" />
        </Helmet>
      </HelmetProvider>
    )
    const { rerender, unmount } = render(page('Насосы', 'Насосы'))
    await flush()
    expect(document.title).toBe('Насосы | Акватория')
    expect(document.documentElement.lang).toBe('kk')
    // An equal prerendered tag is kept, not drawn again.
    expect(document.head.querySelector('link[rel=canonical]')).toBe(kept)
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1)

    rerender(page('Фильтры', 'Фильтры для воды'))
    await flush()
    expect(document.title).toBe('Фильтры | Акватория')
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'Фильтры для воды'
    )
    // charSet is written as the HTML attribute; the template's own tag is left alone.
    expect(document.head.querySelectorAll('meta[charset]')).toHaveLength(2)

    unmount()
    await flush()
    expect(document.head.querySelectorAll('[data-rh]')).toHaveLength(0)
    expect(document.documentElement).not.toHaveAttribute('data-rh')
  })

  it('lets a head drawn later win, as the page inside the frame does', async () => {
    const { rerender } = render(
      <Helmet>
        <title>Акватория</title>
      </Helmet>
    )
    rerender(
      <>
        <Helmet>
          <title>Акватория</title>
        </Helmet>
        <>
          <Helmet>
            <>
              <title>Контакты</title>
            </>
          </Helmet>
        </>
      </>
    )
    await flush()
    expect(document.title).toBe('Контакты')
  })
})
