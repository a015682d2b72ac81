import { DELIVERY_STATE_TITLES, type DeliveryStateName } from '@domain/adminPeople'

import StatusBadge, { type BadgeTone } from 'src/components/Admin/ui/StatusBadge'

const TONE: Record<DeliveryStateName, BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
}

/** A lead's or message's delivery state as a badge: в очереди / доставлено / ошибка. */
const DeliveryBadge = ({ state }: { state: string }) => {
  const known = state in DELIVERY_STATE_TITLES ? (state as DeliveryStateName) : null
  return (
    <StatusBadge tone={known ? TONE[known] : 'neutral'}>
      {known ? DELIVERY_STATE_TITLES[known] : state}
    </StatusBadge>
  )
}

export default DeliveryBadge
