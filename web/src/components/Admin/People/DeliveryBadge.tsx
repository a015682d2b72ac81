import { DELIVERY_STATE_TITLES, type DeliveryStateName } from '@domain/adminPeople'

import '../ui/admin-ui.css'

const TONE: Record<DeliveryStateName, string> = {
  pending: 'admin-badge--warning',
  delivered: 'admin-badge--success',
  failed: 'admin-badge--danger',
}

/** A lead's or message's delivery state as a badge: в очереди / доставлено / ошибка. */
const DeliveryBadge = ({ state }: { state: string }) => {
  const known = state in DELIVERY_STATE_TITLES ? (state as DeliveryStateName) : null
  return (
    <span className={`admin-badge ${known ? TONE[known] : ''}`}>
      {known ? DELIVERY_STATE_TITLES[known] : state}
    </span>
  )
}

export default DeliveryBadge
