import { SHOP_TIME_ZONE } from './adminDashboard'

const shopTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/**
 * An instant as the shop's staff read it: Asia/Almaty wall time (UTC+5),
 * «25.11.2026, 15:30»; none is «—». Pure; the back office's screens (web
 * `Admin/People/adminTime`) and the audit log's texts use it.
 */
export const formatShopTime = (instant: string | Date | null | undefined): string => {
  if (!instant) return '—'
  const date = instant instanceof Date ? instant : new Date(instant)
  return Number.isNaN(date.getTime()) ? String(instant) : shopTime.format(date)
}

/** A calendar day «2026-11-25» as «25.11.2026» (no time zone: it is a day, not an instant). */
export const formatShopDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day
}
