// News and promotions as the demo content has them (scripts/demo/content.ts), newest first.
export interface NewsMockItem {
  __typename: 'News'
  id: number
  title: string
  titleLang: 'ru' | 'kk'
  summary: string
  summaryLang: 'ru' | 'kk'
  image: string | null
  isPromo: boolean
  publishedAt: string
}

const item = (
  id: number,
  slug: string,
  title: string,
  summary: string,
  publishedAt: string,
  isPromo = false,
  image = true
): NewsMockItem => ({
  __typename: 'News' as const,
  id,
  title,
  titleLang: 'ru',
  summary,
  summaryLang: 'ru',
  image: image ? `/api/media/demo/news/${slug}.svg` : null,
  isPromo,
  publishedAt: `${publishedAt}T09:00:00.000Z`,
})

/** The 14 published items, newest first (the api's order). */
export const NEWS_ITEMS: NewsMockItem[] = [
  item(
    14,
    'chernaya-pyatnica-2026',
    'Чёрная пятница: скидки до 25% на смесители и душевые системы',
    'С 20 по 30 ноября — скидки на сантехнику Grohe, Hansgrohe, Iddis и Roca.',
    '2026-11-05',
    true
  ),
  item(
    13,
    'sertifikat-akva-kontrol',
    'Шкафы управления «Аква-Контроль» получили сертификат ЕАЭС',
    'Продукция нашего производства подтвердила соответствие техническим регламентам Таможенного союза.',
    '2026-10-08'
  ),
  item(
    12,
    'akvatoriya-na-vystavke-kazbuild-2026',
    '«Акватория» на выставке KazBuild 2026',
    'Показали шкафы управления «Аква-Контроль» и модульные насосные станции собственного производства.',
    '2026-09-15'
  ),
  item(
    11,
    'skidki-na-kotly-k-otopitelnomu-sezonu',
    'К отопительному сезону: скидки на котлы Baxi и Protherm',
    'До 30 сентября газовые и электрические котлы Baxi и Protherm со скидкой до 15% и бесплатный пуск.',
    '2026-08-20',
    true
  ),
  item(
    10,
    'postuplenie-grohe-i-hansgrohe',
    'Поступление смесителей Grohe и Hansgrohe',
    'Расширили ассортимент смесителей и душевых систем немецких брендов.',
    '2026-07-30'
  ),
  item(
    9,
    'kotelnaya-dlya-shkoly-v-kulsary',
    'Блочно-модульная котельная для школы в Кульсары',
    'Котельная мощностью 2 МВт изготовлена на нашем производстве и смонтирована за 12 дней.',
    '2026-06-24'
  ),
  item(
    8,
    'besplatnaya-dostavka-ot-10000',
    'Бесплатная доставка по городу при заказе от 10 000 ₸',
    'Доставим заказ от 10 000 ₸ по Атырау и Актобе бесплатно.',
    '2026-06-01',
    true,
    false
  ),
  item(
    7,
    'kak-podgotovit-otoplenie-k-letu',
    'Как подготовить систему отопления к лету: советы инженеров',
    'Что сделать с котлом, насосом и радиаторами после окончания отопительного сезона.',
    '2026-05-12'
  ),
  item(
    6,
    'magazin-v-aktobe-pereehal',
    'Магазин в Актобе переехал на пр. Абилкайыр хана',
    'Новый торговый зал в Актобе стал просторнее: выставочная зона сантехники и котлов, удобная парковка.',
    '2026-04-16'
  ),
  item(
    5,
    'teplovoy-punkt-zhk-nursaya',
    'Сдан автоматизированный тепловой пункт ЖК «Нурсая»',
    'Специалисты «Акватории» смонтировали и запустили автоматизированный тепловой пункт на 240 квартир.',
    '2026-03-28'
  ),
  item(
    4,
    'vesennyaya-akciya-nasosnye-stancii',
    'Весенняя акция: насосные станции со скидкой до 15%',
    'Готовимся к дачному сезону: насосные станции Grundfos, Wilo, DAB и Джилекс со скидкой.',
    '2026-03-10',
    true
  ),
  item(
    3,
    'servisnyy-centr-baxi',
    'Авторизованный сервис котлов Baxi в Атырау',
    'Сервисная служба «Акватории» получила статус авторизованного сервисного центра Baxi: гарантийный ремонт и пусконаладка без посредников.',
    '2026-02-20'
  ),
  item(
    2,
    'skidki-na-cirkulyacionnye-nasosy-grundfos',
    'Скидки до 20% на циркуляционные насосы Grundfos',
    'До конца февраля насосы Grundfos UPS и ALPHA2 продаются со скидкой до 20%.',
    '2026-02-03',
    true
  ),
  item(
    1,
    'novyy-sklad-v-atyrau',
    'Новый склад в Атырау: в два раза больше товаров в наличии',
    'Мы открыли складской комплекс площадью 2 400 м² в промзоне Тендык — большая часть каталога теперь доступна со склада в день заказа.',
    '2026-01-15'
  ),
]

/** The api's default page size of the news list (NEWS_PAGE_RULES). */
export const NEWS_PAGE_SIZE = 9

/** One page of the list as `newsList(page)` answers it. */
export const newsPage = (page = 1, pageSize = NEWS_PAGE_SIZE) => ({
  __typename: 'NewsPage' as const,
  count: NEWS_ITEMS.length,
  page,
  pageSize,
  results: NEWS_ITEMS.slice((page - 1) * pageSize, page * pageSize),
})
