import { COMPARE_LIMIT_MESSAGE } from '@domain/compare'

import { useCompare } from 'src/components/ShopState/CompareProvider'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

import './CompareLimitAlert.css'

/** SPEC §4/§5: the visible message of the compare isError flag (more than 3 in one subcategory). */
const CompareLimitAlert = () => {
  const to = useLocalePath()
  const compare = useCompare()
  if (!compare.isError) return null
  return (
    <div className="alert compare-limit-alert" role="alert">
      <p>
        {COMPARE_LIMIT_MESSAGE} Подраздел: «{compare.errorSubcategory}».
      </p>
      <div className="compare-limit-alert__actions">
        <ButtonLink to={to(PATHS.compare)} size="small">
          Открыть сравнение
        </ButtonLink>
        <Button variant="secondary" size="small" onClick={compare.dismissError}>
          Понятно
        </Button>
      </div>
    </div>
  )
}

export default CompareLimitAlert
