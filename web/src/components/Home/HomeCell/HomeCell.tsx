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
      subtitle
      image
      link
    }
    marketing: slides(kind: marketing) {
      id
      title
      subtitle
      image
      link
    }
    categoriesOnMain {
      id
      name
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
        location
        image
        type {
          name
        }
      }
    }
    newsList(pageSize: $newsCount) {
      results {
        id
        title
        summary
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
    <p className="cell-status">Загружаем витрину…</p>
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

export const Empty = () => (
  <p className="cell-status">
    Витрина пока пуста. Загляните в <a href={PATHS.precatalog}>каталог</a> или позвоните нам.
  </p>
)

export const Failure = ({ error }: CellFailureProps<HomePageQueryVariables>) => {
  console.error('home', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить витрину. Обновите страницу или откройте{' '}
      <a href={PATHS.precatalog}>каталог</a>.
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
  return (
    <>
      {carousel.length ? <HeroCarousel slides={carousel} /> : null}
      {categoriesOnMain.length ? (
        <HomeSection
          id="home-catalog"
          title="Каталог"
          more={{ to: PATHS.precatalog, label: 'Весь каталог' }}
        >
          <CategoryGrid categories={categoriesOnMain} />
        </HomeSection>
      ) : null}
      {marketing.length ? (
        <HomeSection id="home-offers" title="Спецпредложения">
          <PromoTiles slides={marketing} />
        </HomeSection>
      ) : null}
      {newProducts.results.length ? (
        <HomeSection
          id="home-new"
          title="Новинки"
          more={{ to: catalogPath({ ordering: '-created' }), label: 'Все товары' }}
        >
          <ProductStrip products={newProducts.results} />
        </HomeSection>
      ) : null}
      {featured.length ? (
        <HomeSection
          id="home-brands"
          title="Бренды"
          more={{ to: PATHS.partners, label: 'Все бренды' }}
        >
          <BrandStrip brands={featured} />
        </HomeSection>
      ) : null}
      {projects.results.length ? (
        <HomeSection
          id="home-objects"
          title="Наши объекты"
          more={{ to: PATHS.objects, label: 'Все объекты' }}
        >
          <ObjectsPreview objects={projects.results} />
        </HomeSection>
      ) : null}
      {newsList.results.length ? (
        <HomeSection
          id="home-news"
          title="Новости и акции"
          more={{ to: PATHS.news, label: 'Все новости' }}
        >
          <NewsPreview news={newsList.results} />
        </HomeSection>
      ) : null}
    </>
  )
}
