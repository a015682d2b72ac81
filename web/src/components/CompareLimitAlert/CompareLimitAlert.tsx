import { COMPARE_LIMIT_MESSAGE } from '@domain/compare'

import { Link } from '@redwoodjs/router'

import { useCompare } from 'src/components/ShopState/CompareProvider'
import { PATHS } from 'src/lib/links'

import './CompareLimitAlert.css'

/** SPEC §4/§5: the visible message of the compare isError flag (more than 3 in one subcategory). */
const CompareLimitAlert = () => {
  const compare = useCompare()
  if (!compare.isError) return null
  return (
    <div className="alert compare-limit-alert" role="alert">
      <p>
        {COMPARE_LIMIT_MESSAGE} Подраздел: «{compare.errorSubcategory}».
      </p>
      <div className="compare-limit-alert__actions">
        <Link to={PATHS.compare} className="button button--small">
          Открыть сравнение
        </Link>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={compare.dismissError}
        >
          Понятно
        </button>
      </div>
    </div>
  )
}

export default CompareLimitAlert
