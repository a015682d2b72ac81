import { useRef, useState } from 'react'

import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { useHomeT } from 'src/lib/i18n/homeSide'
import { linkProps } from 'src/lib/linkProps'

import './HeroCarousel.css'

export interface HeroSlide {
  id: number
  title: string
  /** The languages of the texts (the api's `titleLang`, `subtitleLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  subtitle: string
  subtitleLang?: string | null
  image: string
  link?: string | null
}

/** Slides are drawn 1600 × 600; the box keeps that ratio before they load (no layout shift). */
export const SLIDE_SIZE = { width: 1600, height: 600 } as const

/**
 * The home page carousel (GET /carousel): a scroll-snapping row the shopper
 * swipes or steps through with «Назад»/«Вперёд». No auto-rotation, so nothing
 * moves under a reader (WCAG 2.2.2). The first picture loads eagerly: it is
 * the largest thing on the first screen.
 *
 * The other slides' pictures wait until the shopper reaches for the carousel
 * (a pointer over it, a touch, focus, a scroll of the row, a step): beside
 * the first one they are inside the browser's lazy-loading distance, so it
 * fetched and drew them with every page, for the few who swipe (on the home
 * page of the bench, two of its eight pictures below the first screen).
 * Until then they are not in the document, only in a <noscript>, so a page
 * without scripts still shows every slide. Hiding them with CSS was not
 * enough: Chromium still fetched a lazy picture under `display: none` now and
 * then, after the load event (about one page in six in e2e/home.spec.ts).
 */
const HeroCarousel = ({ slides }: { slides: HeroSlide[] }) => {
  const t = useHomeT()
  const to = useLocalePath()
  const langOf = useTextLang()
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)

  const show = (index: number) => {
    const target = (index + slides.length) % slides.length
    const list = track.current
    list?.scrollTo?.({ left: target * list.clientWidth, behavior: 'smooth' })
    reach()
    setCurrent(target)
  }

  return (
    <section
      className="hero"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      <ul
        ref={track}
        className="hero__track"
        onScroll={(event) => {
          const list = event.currentTarget
          reach()
          if (list.clientWidth) setCurrent(Math.round(list.scrollLeft / list.clientWidth))
        }}
      >
        {slides.map((slide, index) => {
          const picture = (
            <img
              className="hero__image"
              src={slide.image}
              alt=""
              width={SLIDE_SIZE.width}
              height={SLIDE_SIZE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding={index === 0 ? 'sync' : 'async'}
              {...(index === 0 ? { fetchpriority: 'high' } : {})}
            />
          )
          // The pictures carry their words drawn in; the caption names the link for screen readers.
          const body = (
            <>
              {index === 0 || reached ? picture : <noscript>{picture}</noscript>}
              <span className="visually-hidden">
                <span lang={langOf(slide.titleLang)}>{slide.title}</span>
                {slide.subtitle ? (
                  <>
                    {'. '}
                    <span lang={langOf(slide.subtitleLang)}>{slide.subtitle}</span>
                  </>
                ) : null}
              </span>
            </>
          )
          // Editors' links pass the one link rule (domain/safeLink); a refused one leaves the slide unlinked.
          // An editor's page of the site opens in the page's language (issue 33).
          const link = linkProps(slide.link)
          if (link && link.href.startsWith('/')) link.href = to(link.href)
          return (
            <li
              key={slide.id}
              className="hero__slide"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { index: index + 1, count: slides.length })}
            >
              {link ? (
                <a {...link} className="hero__link">
                  {body}
                </a>
              ) : (
                <div className="hero__link">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
      {slides.length > 1 ? (
        <div className="hero__controls">
          <button type="button" className="hero__step" onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('carousel.previous')}</span>
          </button>
          <span className="hero__position" aria-live="polite">
            {current + 1} / {slides.length}
          </span>
          <button type="button" className="hero__step" onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('carousel.next')}</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}

export default HeroCarousel
