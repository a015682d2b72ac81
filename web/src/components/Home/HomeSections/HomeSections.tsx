import type { ReactNode } from 'react'

import { cityIn } from '@domain/cityNames'

import { formatNewsDate } from 'src/components/Content/News/newsDate'
import ProductCard, { type ProductCardData } from 'src/components/ProductCard/ProductCard'
import { useLocale, useLocalePath, useTextLang } from 'src/lib/i18n'
import { linkProps } from 'src/lib/linkProps'
import { newsPath, objectPath, partnerPath } from 'src/lib/links'

import './HomeSections.css'

/** A titled block of the home page with an optional «see all» link. */
export const HomeSection = ({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: { to: string; label: string }
  children: ReactNode
}) => (
  <section className="home-section" aria-labelledby={`${id}-title`}>
    <div className="home-section__head">
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {more ? (
        <a className="home-section__more" href={more.to}>
          {more.label}
        </a>
      ) : null}
    </div>
    {children}
  </section>
)

export interface PromoSlide {
  id: number
  title: string
  /** The languages of the texts (the api's `titleLang`, `subtitleLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  subtitle: string
  subtitleLang?: string | null
  image: string
  link?: string | null
}

/** Marketing slides (GET /slider/marketings) as tiles: all offers visible at once. */
export const PromoTiles = ({ slides }: { slides: PromoSlide[] }) => {
  const to = useLocalePath()
  const langOf = useTextLang()
  return (
    <ul className="promo-tiles">
      {slides.map((slide) => {
        const body = (
          <>
            <img
              className="promo-tile__image"
              src={slide.image}
              alt=""
              width={1600}
              height={600}
              loading="lazy"
              decoding="async"
            />
            <span className="promo-tile__title" lang={langOf(slide.titleLang)}>
              {slide.title}
            </span>
            {slide.subtitle ? (
              <span className="promo-tile__subtitle" lang={langOf(slide.subtitleLang)}>
                {slide.subtitle}
              </span>
            ) : null}
          </>
        )
        // Editors' links pass the one link rule (domain/safeLink); a refused one leaves the tile unlinked.
        const link = linkProps(slide.link)
        // An editor's page of the site opens in the page's language (issue 33).
        if (link && link.href.startsWith('/')) link.href = to(link.href)
        return (
          <li key={slide.id}>
            {link ? (
              <a className="promo-tile" {...link}>
                {body}
              </a>
            ) : (
              <div className="promo-tile">{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** New products (GET /product/new/) in a row that scrolls sideways on its own. */
export const ProductStrip = ({ products }: { products: ProductCardData[] }) => (
  <ul className="product-strip">
    {products.map((product) => (
      <li key={product.id} className="product-strip__item">
        <ProductCard product={product} />
      </li>
    ))}
  </ul>
)

export interface BrandTile {
  id: number
  name: string
  logo?: string | null
}

/** Featured brands, each to its partner page (SPEC §2 /about/partners/{id}). */
export const BrandStrip = ({ brands }: { brands: BrandTile[] }) => {
  const to = useLocalePath()
  return (
    <ul className="brand-strip">
      {brands.map((brand) => (
        <li key={brand.id}>
          <a className="brand-tile" href={to(partnerPath(brand.id))}>
            {brand.logo ? (
              <img
                src={brand.logo}
                alt={brand.name}
                width={160}
                height={80}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="brand-tile__name">{brand.name}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}

export interface ObjectTile {
  id: number
  title: string
  /** The languages of the title and the kind's name (the api's `titleLang`, `nameLang`). */
  titleLang?: string | null
  location: string
  image?: string | null
  type: { name: string; nameLang?: string | null }
}

const OBJECT_PLACEHOLDER = '/images/placeholder-category.svg'

/** Finished objects (GET /objects/): picture, kind, city. */
export const ObjectsPreview = ({ objects }: { objects: ObjectTile[] }) => {
  const to = useLocalePath()
  const locale = useLocale()
  const langOf = useTextLang()
  return (
    <ul className="card-grid">
      {objects.map((object) => {
        const typeLang = langOf(object.type.nameLang)
        // On a Russian page the same text nodes as before (no span, no mark).
        const kind = typeLang ? <span lang={typeLang}>{object.type.name}</span> : object.type.name
        return (
          <li key={object.id}>
            <a className="content-card" href={to(objectPath(object.id))}>
              <img
                className="content-card__image content-card__image--whole"
                src={object.image || OBJECT_PLACEHOLDER}
                alt=""
                width={400}
                height={260}
                loading="lazy"
                decoding="async"
              />
              <span className="content-card__meta">
                {kind} · {cityIn(locale, object.location)}
              </span>
              <span className="content-card__title" lang={langOf(object.titleLang)}>
                {object.title}
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

export interface NewsTile {
  id: number
  title: string
  /** The languages of the texts (the api's `titleLang`, `summaryLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  summary: string
  summaryLang?: string | null
  image?: string | null
  publishedAt: string
}

/** The latest news and promotions (GET /news/). */
export const NewsPreview = ({ news }: { news: NewsTile[] }) => {
  const locale = useLocale()
  const to = useLocalePath()
  const langOf = useTextLang()
  return (
    <ul className="card-grid">
      {news.map((item) => (
        <li key={item.id}>
          <a className="content-card" href={to(newsPath(item.id))}>
            {item.image ? (
              <img
                className="content-card__image"
                src={item.image}
                alt=""
                width={400}
                height={260}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <time className="content-card__meta" dateTime={item.publishedAt}>
              {formatNewsDate(item.publishedAt, locale)}
            </time>
            <span className="content-card__title" lang={langOf(item.titleLang)}>
              {item.title}
            </span>
            {item.summary ? (
              <span className="content-card__text" lang={langOf(item.summaryLang)}>
                {item.summary}
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
