import type { HomePageQuery, HomePageQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CategoryGrid from 'src/components/CategoryGrid'
import HeroCarousel from 'src/components/Home/HeroCarousel/HeroCarousel'
import {
  BrandStrip,
  HomeSection,
  NewsPreview,
  ObjectsPreview,
  ProductStrip,
  PromoTiles,
} from 'src/components/Home/HomeSections/HomeSections'
import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'
import { richText, useLocalePath } from 'src/lib/i18n'
import { useHomeT } from 'src/lib/i18n/homeSide'
import { catalogPath, PATHS } from 'src/lib/links'

/** How many of each the home page shows; the rest is one link away. */
export const HOME_LIMITS = { newProductCount: 12, objectCount: 6, newsCount: 3 } as const

/**
 * Everything the home page shows, in one request: one round trip, one
 * loading state, and one query a prerender can bake into the HTML.
 */
export const QUERY: TypedDocumentNode<HomePageQuery, HomePageQueryVariables> = gql`
  query HomePageQuery($newProductCount: Int!, $objectCount: Int!, $newsCount: Int!) {
    carousel: slides(kind: carousel) {
      id
      title
      titleLang
      subtitle
      subtitleLang
      image
      link
    }
    marketing: slides(kind: marketing) {
      id
      title
      titleLang
      subtitle
      subtitleLang
      image
      link
    }
    categoriesOnMain {
      id
      name
      nameLang
      slug
      kind
      image
    }
    newProducts(pageSize: $newProductCount) {
      results {
        ...ProductCardFields
      }
    }
    brands {
      id
      name
      logo
      isFeatured
    }
    projects(pageSize: $objectCount) {
      results {
        id
        title
        titleLang
        location
        image
        type {
          name
          nameLang
        }
      }
    }
    newsList(pageSize: $newsCount) {
      results {
        id
        title
        titleLang
        summary
        summaryLang
        image
        publishedAt
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

export const beforeQuery = () => ({ variables: HOME_LIMITS })

export const Loading = () => (
  <div className="home-loading" role="status">
    <div className="home-loading__hero" aria-hidden="true" />
    <p className="cell-status">{useHomeT()('home.loading')}</p>
  </div>
)

/** Nothing filled in yet (a fresh database): every section would be empty. */
export const isEmpty = (data: HomePageQuery) =>
  !data.carousel.length &&
  !data.marketing.length &&
  !data.categoriesOnMain.length &&
  !data.newProducts.results.length &&
  !data.brands.some((brand) => brand.isFeatured) &&
  !data.projects.results.length &&
  !data.newsList.results.length

export const Empty = () => {
  const to = useLocalePath()
  const t = useHomeT()
  return (
    <p className="cell-status">
      {richText(t('home.empty'), (text) => (
        <a href={to(PATHS.precatalog)}>{text}</a>
      ))}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<HomePageQueryVariables>) => {
  const to = useLocalePath()
  const t = useHomeT()
  console.error('home', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {richText(t('home.failure'), (text) => (
        <a href={to(PATHS.precatalog)}>{text}</a>
      ))}
    </p>
  )
}

export const Success = ({
  carousel,
  marketing,
  categoriesOnMain,
  newProducts,
  brands,
  projects,
  newsList,
}: CellSuccessProps<HomePageQuery, HomePageQueryVariables>) => {
  const featured = brands.filter((brand) => brand.isFeatured)
  const t = useHomeT()
  const to = useLocalePath()
  return (
    <>
      {carousel.length ? <HeroCarousel slides={carousel} /> : null}
      {categoriesOnMain.length ? (
        <HomeSection
          id="home-catalog"
          title={t('home.catalog')}
          more={{ to: to(PATHS.precatalog), label: t('home.allCatalog') }}
        >
          <CategoryGrid categories={categoriesOnMain} />
        </HomeSection>
      ) : null}
      {marketing.length ? (
        <HomeSection id="home-offers" title={t('home.offers')}>
          <PromoTiles slides={marketing} />
        </HomeSection>
      ) : null}
      {newProducts.results.length ? (
        <HomeSection
          id="home-new"
          title={t('home.new')}
          more={{ to: to(catalogPath({ ordering: '-created' })), label: t('home.allProducts') }}
        >
          <ProductStrip products={newProducts.results} />
        </HomeSection>
      ) : null}
      {featured.length ? (
        <HomeSection
          id="home-brands"
          title={t('home.brands')}
          more={{ to: to(PATHS.partners), label: t('home.allBrands') }}
        >
          <BrandStrip brands={featured} />
        </HomeSection>
      ) : null}
      {projects.results.length ? (
        <HomeSection
          id="home-objects"
          title={t('home.objects')}
          more={{ to: to(PATHS.objects), label: t('home.allObjects') }}
        >
          <ObjectsPreview objects={projects.results} />
        </HomeSection>
      ) : null}
      {newsList.results.length ? (
        <HomeSection
          id="home-news"
          title={t('home.news')}
          more={{ to: to(PATHS.news), label: t('home.allNews') }}
        >
          <NewsPreview news={newsList.results} />
        </HomeSection>
      ) : null}
    </>
  )
}
