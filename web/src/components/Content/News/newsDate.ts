/** «12 мая 2026 г.»: the shop's dates, in the company's time zone (Atyrau, UTC+5). */
const NEWS_DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Atyrau',
})

export const formatNewsDate = (iso: string) => NEWS_DATE.format(new Date(iso))
