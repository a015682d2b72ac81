import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'

import { LocationProvider } from '@redwoodjs/router'
import { act, fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import HeroCarousel from './HeroCarousel'

describe('HeroCarousel', () => {
  it('names each slide and its link, and loads only the first picture eagerly', () => {
    render(<HeroCarousel slides={standard().carousel} />)
    const carousel = screen.getByRole('region', { name: 'Главные предложения' })
    const slides = within(carousel).getAllByRole('listitem')
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 из 3', '2 из 3', '3 из 3'])
    expect(
      within(slides[1]).getByRole('link', { name: /Собственное производство котельных/ })
    ).toHaveAttribute('href', '/production')
    fireEvent.pointerEnter(carousel)
    const pictures = carousel.querySelectorAll('img')
    expect(pictures).toHaveLength(3)
    expect(pictures[0]).toHaveAttribute('loading', 'eager')
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high')
    expect(pictures[1]).toHaveAttribute('loading', 'lazy')
    pictures.forEach((img) => {
      expect(img).toHaveAttribute('width', '1600')
      expect(img).toHaveAttribute('height', '600')
    })
  })

  // The pictures after the first are not in the document until then, so the browser
  // cannot fetch them; e2e/home.spec.ts checks the requests.
  it.each([
    ['a pointer over it', (carousel: HTMLElement) => fireEvent.pointerEnter(carousel)],
    ['a touch', (carousel: HTMLElement) => fireEvent.touchStart(carousel)],
    [
      'focus on a slide',
      (carousel: HTMLElement) => within(carousel).getAllByRole('link')[0].focus(),
    ],
    [
      'a swipe of the row',
      (carousel: HTMLElement) => fireEvent.scroll(within(carousel).getByRole('list')),
    ],
    [
      'a step',
      (carousel: HTMLElement) =>
        within(carousel).getByRole('button', { name: 'Следующий слайд' }).click(),
    ],
  ])('holds the later pictures back until the shopper reaches for it: %s', (_how, reach) => {
    const slides = standard().carousel
    render(<HeroCarousel slides={slides} />)
    const carousel = screen.getByRole('region', { name: 'Главные предложения' })
    const sources = () =>
      Array.from(carousel.querySelectorAll('img'), (img) => img.getAttribute('src'))
    expect(sources()).toEqual([slides[0].image])
    // Every slide is still there to be read and followed meanwhile.
    expect(within(carousel).getAllByRole('link')).toHaveLength(slides.length)
    act(() => reach(carousel))
    expect(sources()).toEqual(slides.map((slide) => slide.image))
  })

  it('shows every picture on a page without scripts', () => {
    const slides = standard().carousel
    // As the prerendered page has it (the shop's providers add no markup of their own here).
    const html = renderToString(
      <LocationProvider location={new URL('http://localhost/')}>
        <HeroCarousel slides={slides} />
      </LocationProvider>
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    // A parser without scripting reads <noscript> as markup, as such a browser does.
    const withoutScripts = new DOMParser().parseFromString(
      html.replace(/<\/?noscript>/g, ''),
      'text/html'
    )
    expect(page.querySelectorAll('noscript')).toHaveLength(slides.length - 1)
    expect(
      Array.from(withoutScripts.querySelectorAll('img'), (img) => img.getAttribute('src'))
    ).toEqual(slides.map((slide) => slide.image))
    expect(
      Array.from(withoutScripts.querySelectorAll('img'), (img) => [
        img.getAttribute('loading'),
        img.getAttribute('width'),
      ])
    ).toEqual(slides.map((_, index) => [index === 0 ? 'eager' : 'lazy', '1600']))
  })

  it('links a slide only to a site page or a web page of another site', () => {
    const [first] = standard().carousel
    const slides = [
      { ...first, id: 1, title: 'Вирус', link: 'javascript:alert(1)' },
      { ...first, id: 2, title: 'Чужой', link: '/\\evil.example' },
      { ...first, id: 3, title: 'Данные', link: 'data:text/html,x' },
      { ...first, id: 4, title: 'Партнёр', link: 'https://grundfos.com/kz' },
      { ...first, id: 5, title: 'Сервис', link: '/service' },
    ]
    render(<HeroCarousel slides={slides} />)
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://grundfos.com/kz',
      '/service',
    ])
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(links[1]).not.toHaveAttribute('rel')
    // A refused link still shows its slide, just not as a link.
    expect(screen.getByText(/Вирус/)).toBeInTheDocument()
  })

  it('steps forward and back around the ends', async () => {
    render(<HeroCarousel slides={standard().carousel} />)
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий слайд' }))
    expect(screen.getByText('3 / 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }))
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
  })

  it('has no controls for a single slide', () => {
    render(<HeroCarousel slides={standard().carousel.slice(0, 1)} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('on a Kazakh page (issue 33): Kazakh labels, site pages under /kk', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk">
        <HeroCarousel slides={standard().carousel} />
      </AtPage>
    )
    const carousel = screen.getByRole('region', { name: 'Басты ұсыныстар' })
    const slides = within(carousel).getAllByRole('listitem')
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '3 ішінен 1',
      '3 ішінен 2',
      '3 ішінен 3',
    ])
    expect(
      within(slides[1]).getByRole('link', { name: /Собственное производство котельных/ })
    ).toHaveAttribute('href', '/kk/production')
    expect(screen.getByRole('button', { name: /Келесі слайд/ })).toBeInTheDocument()
  })

  it('marks a Russian fallback caption lang="ru" on a Kazakh page, not a Kazakh one (issue 33)', async () => {
    const [first, second] = standard().carousel
    await loadCatalog('kk')
    render(
      <AtPage href="/kk">
        <HeroCarousel
          slides={[
            {
              ...first,
              title: 'Үй мен өндіріске арналған сорғы жабдықтары',
              titleLang: 'kk',
              subtitle: 'Атырау мен Ақтөбеде қоймада бар',
              subtitleLang: 'kk',
            },
            second,
          ]}
        />
      </AtPage>
    )
    expect(screen.getByText('Үй мен өндіріске арналған сорғы жабдықтары')).not.toHaveAttribute(
      'lang'
    )
    expect(screen.getByText('Атырау мен Ақтөбеде қоймада бар')).not.toHaveAttribute('lang')
    expect(screen.getByText(second.title)).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(second.subtitle)).toHaveAttribute('lang', 'ru')
    // The caption reads as before: «title. subtitle».
    expect(screen.getByText(second.title).closest('a')).toHaveTextContent(
      `${second.title}. ${second.subtitle}`
    )
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<HeroCarousel slides={standard().carousel} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
