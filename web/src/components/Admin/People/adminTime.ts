/** An instant as the shop reads it: Asia/Almaty wall time, «25.11.2026, 15:30» (domain/shopTime). */
export { formatShopTime } from '@domain/shopTime'
