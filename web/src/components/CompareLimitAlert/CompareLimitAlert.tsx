import { COMPARE_LIMIT } from '@domain/compare'

import { useCompare, useCompareGroupName } from 'src/components/ShopState/CompareProvider'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

import './CompareLimitAlert.css'

/** SPEC §4/§5: the visible message of the compare isError flag (more than 3 in one subcategory). */
const CompareLimitAlert = () => {
  const to = useLocalePath()
  const t = useT()
  const compare = useCompare()
  const groupName = useCompareGroupName()
  if (!compare.isError) return null
  const subcategory = groupName(compare.errorSubcategory ?? '')
  return (
    <div className="alert compare-limit-alert" role="alert">
      <p>{t('compareLimit.message', { limit: COMPARE_LIMIT, subcategory })}</p>
      <div className="compare-limit-alert__actions">
        <ButtonLink to={to(PATHS.compare)} size="small">
          {t('compareLimit.open')}
        </ButtonLink>
        <Button variant="secondary" size="small" onClick={compare.dismissError}>
          {t('compareLimit.dismiss')}
        </Button>
      </div>
    </div>
  )
}

export default CompareLimitAlert
