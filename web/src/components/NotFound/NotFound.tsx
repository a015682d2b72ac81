import { Metadata } from '@redwoodjs/web'

import SearchBox from 'src/components/SiteHeader/SearchBox'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { useNotFoundT } from 'src/lib/i18n/notFoundSide'
import { PATHS } from 'src/lib/links'

import './NotFound.css'

export const NOT_FOUND_TITLE = 'Страница не найдена'

/**
 * What the shop shows for an address with nothing behind it: an unknown
 * route, a removed product, an unpublished news item, a section, object,
 * brand or production page that is gone. One text for all of them, because
 * the web server answers every such address with this same prerendered page
 * (HTTP 404, scripts/cli/web-server.mjs) before it knows which kind it was.
 * Its marker attribute tells the browser that a served document is this
 * page (src/lib/servedNotFound.ts).
 */
const NotFound = () => {
  const t = useNotFoundT()
  const to = useLocalePath()
  return (
    // data-not-found: src/lib/servedNotFound.ts looks for it.
    <section className="not-found" aria-labelledby="not-found-title" data-not-found="">
      <Metadata title={t('notFound.title')} robots="noindex" />
      <h1 id="not-found-title" className="page__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <div className="not-found__search">
        <SearchBox label={t('notFound.search')} />
      </div>
      <nav aria-label={t('notFound.where')} className="not-found__links">
        <ButtonLink to={to(PATHS.home)}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={to(PATHS.precatalog)} variant="secondary">
          {t('notFound.catalog')}
        </ButtonLink>
      </nav>
    </section>
  )
}

/** The whole page's content: the not-found route, and a page whose thing the server found missing. */
export const NotFoundMain = () => (
  <main className="page">
    <NotFound />
  </main>
)

export default NotFound
