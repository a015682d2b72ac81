import { Link, routes } from '@redwoodjs/router'

/** The catalogue screens' shared actions beside the title. */
export const CatalogActions = () => (
  <>
    <Link to={routes.adminProductNew()} className="button button--small">
      Новый товар
    </Link>
    <Link to={routes.adminProductPrices()} className="button button--secondary button--small">
      Изменить цены
    </Link>
    <Link to={routes.adminProductImport()} className="button button--secondary button--small">
      Загрузить из файла
    </Link>
  </>
)

export const BackToList = () => (
  <Link to={routes.adminProducts()} className="button button--secondary button--small">
    ← К списку товаров
  </Link>
)
