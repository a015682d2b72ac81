import PageMeta from 'src/components/PageMeta/PageMeta'
import ProductionPagesCell from 'src/components/Production/ProductionPagesCell'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

/** /production: the directions of the company's own production, each to its page. */
const ProductionListPage = () => {
  const t = usePagesT()
  return (
    <main className="page">
      <PageMeta
        title={t('production.title')}
        description={t('production.description')}
        path={PATHS.production}
      />
      <h1 className="page__title">{t('production.title')}</h1>
      <p className="cell-status">{t('production.lead')}</p>
      <ProductionPagesCell />
    </main>
  )
}

export default ProductionListPage
