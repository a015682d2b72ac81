import { SHOP_TIME_ZONE } from './adminDashboard'

const almaty = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/**
 * An instant as the shop's staff read it: Asia/Almaty wall time,
 * «25.11.2026, 15:30»; «—» for none. Pure; the back office's screens and
 * the sentences of the api's rules use it (`@domain/shopTime`).
 */
export const formatShopTime = (instant: Date | string | null | undefined) =>
  instant ? almaty.format(new Date(instant)) : '—'
