import PageMeta from 'src/components/PageMeta/PageMeta'
import ProductionPagesCell from 'src/components/Production/ProductionPagesCell'
import { PATHS } from 'src/lib/links'

/** /production: the directions of the company's own production, each to its page. */
const ProductionListPage = () => (
  <main className="page">
    <PageMeta
      title="Производство"
      description="Собственное производство «Акватории»: шкафы управления, котельные, тепловые пункты, насосные станции, водоочистка и узлы учёта."
      path={PATHS.production}
    />
    <h1 className="page__title">Производство</h1>
    <p className="cell-status">
      Проектируем, изготавливаем и монтируем оборудование любой сложности на собственном
      производстве.
    </p>
    <ProductionPagesCell />
  </main>
)

export default ProductionListPage
