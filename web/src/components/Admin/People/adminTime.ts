import { SHOP_TIME_ZONE } from '@domain/adminDashboard'

const almaty = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** An instant as the shop reads it: Asia/Almaty wall time, «25.11.2026, 15:30». */
export const formatShopTime = (iso: string | null | undefined) =>
  iso ? almaty.format(new Date(iso)) : '—'
