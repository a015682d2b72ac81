/**
 * Catalogue vocabulary of the demo shop: sections, subcategories, brands and
 * product families. `buildDemoProducts()` turns the families into the seed's
 * products (deterministically); `scripts/generate-catalog.ts` uses the same
 * products as templates for its bulk benchmark data.
 *
 * Pure data and pure functions only: nothing here touches the database or the
 * file system.
 */
import { articlePart, hashString, plural, roundPrice, ruNumber, Rng, slugify } from './util'

// ───────────────────────────── Sections ─────────────────────────────

export interface CategorySpec {
  name: string
  /** The Kazakh name (issue 33 §3; glossary in docs/storefront.md). */
  nameKk: string
  slug: string
  kind: 'regular' | 'promo'
  position: number
  isOnMain: boolean
  isPopular: boolean
  description: string
  descriptionKk: string
  /** Hue (0–360) of the section's pictures. */
  hue: number
}

export const CATEGORIES: CategorySpec[] = [
  {
    name: 'Акции',
    nameKk: 'Акциялар',
    slug: 'akcii',
    kind: 'promo',
    position: 1,
    isOnMain: true,
    isPopular: false,
    description:
      'Товары со скидкой из всех разделов каталога: насосы, котлы, сантехника и арматура по специальным ценам.',
    descriptionKk:
      'Каталогтың барлық бөлімінен жеңілдікпен сатылатын тауарлар: сорғылар, жылыту қазандары, сантехника және арматура арнайы бағамен.',
    hue: 4,
  },
  {
    name: 'Инженерная сантехника',
    nameKk: 'Инженерлік сантехника',
    slug: 'inzhenernaya-santehnika',
    kind: 'regular',
    position: 2,
    isOnMain: true,
    isPopular: true,
    description:
      'Запорная арматура, фитинги, коллекторы, фильтры, приборы учёта и радиаторы для систем водоснабжения и отопления.',
    descriptionKk:
      'Сумен жабдықтау және жылыту жүйелеріне арналған бекіту арматурасы, фитингтер, коллекторлар, сүзгілер, есептеу құралдары мен радиаторлар.',
    hue: 205,
  },
  {
    name: 'Сантехника',
    nameKk: 'Сантехника',
    slug: 'santehnika',
    kind: 'regular',
    position: 3,
    isOnMain: true,
    isPopular: true,
    description:
      'Смесители, унитазы, раковины, ванны и душевые системы ведущих европейских и российских производителей.',
    descriptionKk:
      'Еуропалық және ресейлік жетекші өндірушілердің араластырғыштары, унитаздары, раковиналары, ванналары мен душ жүйелері.',
    hue: 190,
  },
  {
    name: 'Котельное оборудование',
    nameKk: 'Қазандық жабдықтары',
    slug: 'kotelnoe-oborudovanie',
    kind: 'regular',
    position: 4,
    isOnMain: true,
    isPopular: true,
    description:
      'Газовые, электрические и твердотопливные котлы, бойлеры косвенного нагрева и дымоходы для частных домов и предприятий.',
    descriptionKk:
      'Жеке үйлер мен кәсіпорындарға арналған газ, электр және қатты отын қазандары, жанама қыздыру бойлерлері мен түтін мұржалары.',
    hue: 20,
  },
  {
    name: 'Насосное оборудование',
    nameKk: 'Сорғы жабдықтары',
    slug: 'nasosnoe-oborudovanie',
    kind: 'regular',
    position: 5,
    isOnMain: true,
    isPopular: true,
    description:
      'Циркуляционные, скважинные, дренажные насосы, насосные станции и канализационные установки.',
    descriptionKk:
      'Айналым, ұңғыма және дренаж сорғылары, сорғы станциялары мен кәріз қондырғылары.',
    hue: 215,
  },
  {
    name: 'Мебель для ванных комнат',
    nameKk: 'Ванна бөлмесіне арналған жиһаз',
    slug: 'mebel-dlya-vannyh-komnat',
    kind: 'regular',
    position: 6,
    isOnMain: false,
    isPopular: false,
    description: 'Тумбы с раковиной, зеркала, зеркальные шкафы и пеналы для ванной комнаты.',
    descriptionKk: 'Раковинасы бар тумбалар, айналар, айналы шкафтар мен пеналдар.',
    hue: 35,
  },
  {
    name: 'Баки и емкости',
    nameKk: 'Бактар мен сыйымдылықтар',
    slug: 'baki-i-emkosti',
    kind: 'regular',
    position: 7,
    isOnMain: false,
    isPopular: true,
    description:
      'Баки для воды, расширительные баки и гидроаккумуляторы, септики и пластиковые ёмкости.',
    descriptionKk:
      'Су бактары, кеңейту бактары мен гидроаккумуляторлар, септиктер және пластик сыйымдылықтар.',
    hue: 150,
  },
]

export interface SubcategorySpec {
  name: string
  nameKk: string
  slug: string
  category: string
  position: number
  hue: number
}

const SUBCATEGORY_NAMES: Record<string, string[]> = {
  'Инженерная сантехника': [
    'Коллекторы',
    'Фильтры и обратные клапаны',
    'Запорная арматура',
    'Фитинги',
    'Канализационное оборудование',
    'Приборы учёта',
    'Радиаторы отопления',
  ],
  Сантехника: ['Смесители', 'Унитазы', 'Раковины', 'Ванны', 'Душевые системы'],
  'Котельное оборудование': [
    'Газовые котлы',
    'Электрические котлы',
    'Твердотопливные котлы',
    'Бойлеры косвенного нагрева',
    'Дымоходы',
  ],
  'Насосное оборудование': [
    'Циркуляционные насосы',
    'Скважинные насосы',
    'Насосные станции',
    'Дренажные насосы',
    'Канализационные установки',
    'Повысительные насосы',
  ],
  'Мебель для ванных комнат': ['Тумбы с раковиной', 'Зеркала и шкафы', 'Пеналы'],
  'Баки и емкости': ['Баки для воды', 'Расширительные баки', 'Септики', 'Ёмкости пластиковые'],
}

/** Kazakh names of the subcategories (the glossary's terms: сорғы, сүзгі, қазан, араластырғыш). */
const SUBCATEGORY_NAMES_KK: Record<string, string> = {
  Коллекторы: 'Коллекторлар',
  'Фильтры и обратные клапаны': 'Сүзгілер мен кері клапандар',
  'Запорная арматура': 'Бекіту арматурасы',
  Фитинги: 'Фитингтер',
  'Канализационное оборудование': 'Кәріз жабдықтары',
  'Приборы учёта': 'Есептеу құралдары',
  'Радиаторы отопления': 'Жылыту радиаторлары',
  Смесители: 'Араластырғыштар',
  Унитазы: 'Унитаздар',
  Раковины: 'Раковиналар',
  Ванны: 'Ванналар',
  'Душевые системы': 'Душ жүйелері',
  'Газовые котлы': 'Газ қазандары',
  'Электрические котлы': 'Электр қазандары',
  'Твердотопливные котлы': 'Қатты отын қазандары',
  'Бойлеры косвенного нагрева': 'Жанама қыздыру бойлерлері',
  Дымоходы: 'Түтін мұржалары',
  'Циркуляционные насосы': 'Айналым сорғылары',
  'Скважинные насосы': 'Ұңғыма сорғылары',
  'Насосные станции': 'Сорғы станциялары',
  'Дренажные насосы': 'Дренаж сорғылары',
  'Канализационные установки': 'Кәріз қондырғылары',
  'Повысительные насосы': 'Қысым арттыратын сорғылар',
  'Тумбы с раковиной': 'Раковинасы бар тумбалар',
  'Зеркала и шкафы': 'Айналар мен шкафтар',
  Пеналы: 'Пеналдар',
  'Баки для воды': 'Су бактары',
  'Расширительные баки': 'Кеңейту бактары',
  Септики: 'Септиктер',
  'Ёмкости пластиковые': 'Пластик сыйымдылықтар',
}

/** Every demo subcategory has its Kazakh name: a new one without it stops the seed. */
function kazakhSubcategoryName(name: string): string {
  const kazakh = SUBCATEGORY_NAMES_KK[name]
  if (!kazakh) throw new Error(`Демо-данные: нет казахского названия подкатегории «${name}»`)
  return kazakh
}

export const SUBCATEGORIES: SubcategorySpec[] = CATEGORIES.flatMap((category) =>
  (SUBCATEGORY_NAMES[category.name] ?? []).map((name, index) => ({
    name,
    nameKk: kazakhSubcategoryName(name),
    slug: slugify(name),
    category: category.name,
    position: index + 1,
    hue: (category.hue + index * 23) % 360,
  }))
)

// ───────────────────────────── Brands ─────────────────────────────

export interface BrandSpec {
  name: string
  slug: string
  country: string
  description: string
  /** The description on Kazakh pages (issue 33 §3). */
  descriptionKk: string
  isFeatured: boolean
  /** Corporate-looking accent colour for logos and product pictures. */
  color: string
  website?: string
}

type BrandRow = [
  name: string,
  country: string,
  color: string,
  description: string,
  website?: string,
]

const BRAND_ROWS: BrandRow[] = [
  [
    'Grundfos',
    'Дания',
    '#1b4f9c',
    'Крупнейший в мире производитель насосов: циркуляционные, скважинные, канализационные и повысительные насосы для дома и промышленности.',
    'https://www.grundfos.com',
  ],
  [
    'Wilo',
    'Германия',
    '#009c82',
    'Немецкие насосы и насосные системы для отопления, водоснабжения и водоотведения с энергоэффективными двигателями.',
    'https://wilo.com',
  ],
  [
    'DAB',
    'Италия',
    '#0a3d8f',
    'Итальянские насосы для бытового и коммерческого водоснабжения, отопления и дренажа.',
    'https://www.dabpumps.com',
  ],
  [
    'Pedrollo',
    'Италия',
    '#d3202f',
    'Итальянский производитель поверхностных, скважинных и дренажных насосов с 1974 года.',
    'https://www.pedrollo.com',
  ],
  [
    'Calpeda',
    'Италия',
    '#005baa',
    'Насосы из Виченцы: самовсасывающие, многоступенчатые и погружные модели для водоснабжения.',
    'https://www.calpeda.com',
  ],
  [
    'Ebara',
    'Япония',
    '#0068b7',
    'Японская компания, выпускающая надёжные дренажные, погружные и центробежные насосы из нержавеющей стали.',
    'https://www.ebara.com',
  ],
  [
    'Джилекс',
    'Россия',
    '#e4002b',
    'Российские насосы и автоматика для водоснабжения загородного дома по доступной цене.',
    'https://www.jeelex.ru',
  ],
  [
    'Vaillant',
    'Германия',
    '#00917e',
    'Немецкие газовые и электрические котлы, бойлеры и автоматика отопления премиального класса.',
    'https://www.vaillant.com',
  ],
  [
    'Baxi',
    'Италия',
    '#c8102e',
    'Настенные газовые котлы и водонагреватели, популярные в Казахстане благодаря надёжности и простоте сервиса.',
    'https://www.baxi.ru',
  ],
  [
    'Buderus',
    'Германия',
    '#1d1d1b',
    'Отопительная техника концерна Bosch: газовые, твердотопливные котлы и бойлеры.',
    'https://www.buderus.com',
  ],
  [
    'Protherm',
    'Словакия',
    '#e30613',
    'Газовые, электрические и твердотопливные котлы, адаптированные к условиям эксплуатации в СНГ.',
    'https://www.protherm.ru',
  ],
  [
    'Viessmann',
    'Германия',
    '#ff6a13',
    'Системы отопления премиум-класса: конденсационные котлы, твердотопливные котлы и тепловые насосы.',
    'https://www.viessmann.com',
  ],
  [
    'Zota',
    'Россия',
    '#f39200',
    'Электрические и твердотопливные котлы из Красноярска с простой и надёжной автоматикой.',
    'https://www.zota.ru',
  ],
  [
    'Drazice',
    'Чехия',
    '#005ca9',
    'Чешские водонагреватели и бойлеры косвенного нагрева с эмалированными баками.',
    'https://www.dzd.cz',
  ],
  [
    'Valtec',
    'Италия',
    '#e2231a',
    'Арматура, фитинги, коллекторы и приборы учёта для водоснабжения и отопления — один из самых популярных брендов инженерной сантехники.',
    'https://valtec.ru',
  ],
  [
    'Oventrop',
    'Германия',
    '#003d7c',
    'Немецкая арматура для отопления: термостатические клапаны, коллекторы для тёплых полов и балансировочные клапаны.',
    'https://www.oventrop.com',
  ],
  [
    'Danfoss',
    'Дания',
    '#e2000f',
    'Датская компания: балансировочная и регулирующая арматура, теплосчётчики и автоматика тепловых пунктов.',
    'https://www.danfoss.com',
  ],
  [
    'Honeywell',
    'Германия',
    '#d71920',
    'Промывные фильтры, редукторы давления и автоматика Honeywell Braukmann.',
    'https://www.honeywell.com',
  ],
  [
    'Aquaphor',
    'Россия',
    '#0077c8',
    'Фильтры для воды: магистральные фильтры, системы обратного осмоса и умягчения.',
    'https://www.aquaphor.ru',
  ],
  [
    'Бетар',
    'Россия',
    '#00529b',
    'Квартирные счётчики холодной и горячей воды с поверкой для Казахстана.',
    'https://www.betar.ru',
  ],
  [
    'Royal Thermo',
    'Италия',
    '#8a1538',
    'Биметаллические и алюминиевые радиаторы, рассчитанные на высокое давление в системах отопления.',
    'https://royal-thermo.ru',
  ],
  [
    'Rifar',
    'Россия',
    '#d52b1e',
    'Алюминиевые и биметаллические радиаторы отопления из Оренбурга.',
    'https://www.rifar.ru',
  ],
  [
    'Kermi',
    'Германия',
    '#e3000f',
    'Стальные панельные радиаторы и дизайн-радиаторы из Германии.',
    'https://www.kermi.com',
  ],
  [
    'McAlpine',
    'Великобритания',
    '#003b71',
    'Шотландские сифоны, трапы и комплектующие для канализации.',
    'https://www.mcalpineplumbing.com',
  ],
  [
    'Ostendorf',
    'Германия',
    '#7a7a7a',
    'Немецкие канализационные трубы и фитинги HT и KG для внутренней и наружной канализации.',
    'https://www.ostendorf-kunststoffe.com',
  ],
  [
    'TECE',
    'Германия',
    '#000000',
    'Душевые трапы, инсталляции и системы трубопроводов TECE.',
    'https://www.tece.com',
  ],
  [
    'Sinikon',
    'Россия',
    '#5b8f22',
    'Полипропиленовые канализационные трубы, фитинги и обратные клапаны.',
    'https://sinikon.ru',
  ],
  [
    'Grohe',
    'Германия',
    '#2c3e50',
    'Смесители и душевые системы Grohe — эталон немецкого качества для ванной и кухни.',
    'https://www.grohe.com',
  ],
  [
    'Hansgrohe',
    'Германия',
    '#1a1a1a',
    'Смесители, душевые системы и лейки из Шильтаха, Германия.',
    'https://www.hansgrohe.com',
  ],
  [
    'Iddis',
    'Россия',
    '#00a0df',
    'Доступные смесители и душевые системы с гарантией до 7 лет.',
    'https://iddis.ru',
  ],
  [
    'Roca',
    'Испания',
    '#1e3a5f',
    'Испанская сантехника: унитазы, раковины, ванны и мебель для ванных комнат.',
    'https://www.roca.com',
  ],
  [
    'Cersanit',
    'Польша',
    '#00539f',
    'Польская керамика и акриловые ванны, мебель для ванной комнаты в современном стиле.',
    'https://www.cersanit.com',
  ],
  ['Jika', 'Чехия', '#e30613', 'Чешская санитарная керамика и инсталляции.', 'https://www.jika.cz'],
  [
    'Santek',
    'Россия',
    '#0072bc',
    'Доступная санитарная керамика производства Ульяновской области.',
    'https://santek.ru',
  ],
  [
    'Акватек',
    'Россия',
    '#00a3e0',
    'Акриловые ванны и комплектующие российского производства.',
    'https://aquatek.ru',
  ],
  [
    'Акватон',
    'Россия',
    '#6d3d91',
    'Мебель для ванных комнат: тумбы, зеркала и пеналы с влагостойким покрытием.',
    'https://aquaton.ru',
  ],
  [
    'Анион',
    'Россия',
    '#2e7d32',
    'Пластиковые баки и ёмкости для воды и топлива из пищевого полиэтилена.',
    'https://anion.ru',
  ],
  [
    'Reflex',
    'Германия',
    '#c4161c',
    'Расширительные баки и установки поддержания давления для отопления и водоснабжения.',
    'https://www.reflex-winkelmann.com',
  ],
  [
    'Wester',
    'Россия',
    '#d71920',
    'Расширительные баки и гидроаккумуляторы по доступной цене.',
    'https://wester.su',
  ],
  [
    'Zilmet',
    'Италия',
    '#004990',
    'Итальянские гидроаккумуляторы и расширительные баки со сменной мембраной.',
    'https://www.zilmet.it',
  ],
  [
    'Росток',
    'Россия',
    '#43a047',
    'Пластиковые септики и ёмкости для загородного дома.',
    'https://rostok.ru',
  ],
  [
    'Термит',
    'Россия',
    '#ef6c00',
    'Септики и станции очистки из полиэтилена для частных домов.',
    'https://septik-termit.ru',
  ],
  [
    'Топас',
    'Россия',
    '#0d47a1',
    'Станции биологической очистки сточных вод для коттеджей и посёлков.',
    'https://www.topol-eco.ru',
  ],
]

/** Kazakh descriptions of the brands, by name (the glossary's terms; brand names stay as they are). */
const BRAND_DESCRIPTIONS_KK: Record<string, string> = {
  Grundfos:
    'Әлемдегі ең ірі сорғы өндірушісі: үйге және өнеркәсіпке арналған айналым, ұңғыма, кәріз және қысым арттыратын сорғылар.',
  Wilo: 'Энергия үнемдейтін қозғалтқыштары бар, жылытуға, сумен жабдықтауға және су бұруға арналған неміс сорғылары мен сорғы жүйелері.',
  DAB: 'Тұрмыстық және коммерциялық сумен жабдықтауға, жылытуға және дренажға арналған итальяндық сорғылар.',
  Pedrollo: '1974 жылдан бері беткі, ұңғыма және дренаж сорғыларын шығаратын итальяндық өндіруші.',
  Calpeda:
    'Виченцада жасалатын сорғылар: сумен жабдықтауға арналған өздігінен соратын, көпсатылы және батырмалы модельдер.',
  Ebara:
    'Тот баспайтын болаттан сенімді дренаж, батырмалы және ортадан тепкіш сорғылар шығаратын жапон компаниясы.',
  Джилекс:
    'Қала сыртындағы үйді сумен жабдықтауға арналған қолжетімді бағадағы ресейлік сорғылар мен автоматика.',
  Vaillant:
    'Премиум деңгейдегі неміс газ және электр қазандары, бойлерлер мен жылыту автоматикасы.',
  Baxi: 'Сенімділігі мен қызмет көрсетуі қарапайым болғандықтан Қазақстанда танымал қабырғалық газ қазандары мен су жылытқыштар.',
  Buderus: 'Bosch концернінің жылыту техникасы: газ және қатты отын қазандары, бойлерлер.',
  Protherm: 'ТМД-дағы пайдалану жағдайларына бейімделген газ, электр және қатты отын қазандары.',
  Viessmann:
    'Премиум деңгейдегі жылыту жүйелері: конденсациялық қазандар, қатты отын қазандары және жылу сорғылары.',
  Zota: 'Красноярск қаласында жасалатын, автоматикасы қарапайым әрі сенімді электр және қатты отын қазандары.',
  Drazice: 'Бактары эмальданған чех су жылытқыштары мен жанама қыздыру бойлерлері.',
  Valtec:
    'Сумен жабдықтау мен жылытуға арналған арматура, фитингтер, коллекторлар мен есептеу құралдары — инженерлік сантехниканың ең танымал брендтерінің бірі.',
  Oventrop:
    'Жылытуға арналған неміс арматурасы: термостаттық клапандар, жылы еденге арналған коллекторлар және теңгерімдеу клапандары.',
  Danfoss:
    'Дат компаниясы: теңгерімдеу және реттеу арматурасы, жылу есептегіштер және жылу пункттерінің автоматикасы.',
  Honeywell: 'Honeywell Braukmann жуылатын сүзгілері, қысым редукторлары мен автоматикасы.',
  Aquaphor: 'Суға арналған сүзгілер: магистральдық сүзгілер, кері осмос және жұмсарту жүйелері.',
  Бетар: 'Қазақстанда салыстырып тексеруден өткен суық және ыстық судың пәтерлік есептегіштері.',
  'Royal Thermo':
    'Жылыту жүйелеріндегі жоғары қысымға есептелген биметалл және алюминий радиаторлар.',
  Rifar: 'Орынбор қаласында жасалатын алюминий және биметалл жылыту радиаторлары.',
  Kermi: 'Германияда жасалатын болат панельді радиаторлар мен дизайн-радиаторлар.',
  McAlpine: 'Шотландиялық сифондар, траптар және кәрізге арналған керек-жарақтар.',
  Ostendorf: 'Ішкі және сыртқы кәрізге арналған HT және KG неміс кәріз құбырлары мен фитингтері.',
  TECE: 'TECE душ траптары, инсталляциялары мен құбыр жүйелері.',
  Sinikon: 'Полипропилен кәріз құбырлары, фитингтер мен кері клапандар.',
  Grohe:
    'Grohe араластырғыштары мен душ жүйелері — ванна бөлмесі мен асүйге арналған неміс сапасының эталоны.',
  Hansgrohe: 'Шильтахта (Германия) жасалатын араластырғыштар, душ жүйелері мен қол душтары.',
  Iddis: 'Кепілдігі 7 жылға дейін болатын қолжетімді араластырғыштар мен душ жүйелері.',
  Roca: 'Испан сантехникасы: унитаздар, раковиналар, ванналар және ванна бөлмесіне арналған жиһаз.',
  Cersanit:
    'Поляк керамикасы мен акрил ванналар, заманауи стильдегі ванна бөлмесіне арналған жиһаз.',
  Jika: 'Чех санитарлық керамикасы мен инсталляциялар.',
  Santek: 'Ульяновск облысында өндірілетін қолжетімді санитарлық керамика.',
  Акватек: 'Ресейде өндірілген акрил ванналар мен керек-жарақтар.',
  Акватон:
    'Ванна бөлмесіне арналған жиһаз: ылғалға төзімді жабыны бар тумбалар, айналар мен пеналдар.',
  Анион:
    'Тағамдық полиэтиленнен жасалған, су мен отынға арналған пластик бактар мен сыйымдылықтар.',
  Reflex:
    'Жылыту мен сумен жабдықтауға арналған кеңейткіш бактар мен қысымды ұстап тұратын қондырғылар.',
  Wester: 'Қолжетімді бағадағы кеңейткіш бактар мен гидроаккумуляторлар.',
  Zilmet: 'Мембранасы ауыстырылатын итальяндық гидроаккумуляторлар мен кеңейткіш бактар.',
  Росток: 'Қала сыртындағы үйге арналған пластик септиктер мен сыйымдылықтар.',
  Термит: 'Жеке үйлерге арналған полиэтилен септиктер мен тазарту станциялары.',
  Топас: 'Коттедждер мен кенттерге арналған ағынды суды биологиялық тазарту станциялары.',
}

/** Every demo brand has its Kazakh description: a new one without it stops the seed. */
function kazakhBrandDescription(name: string): string {
  const kazakh = BRAND_DESCRIPTIONS_KK[name]
  if (!kazakh) throw new Error(`Демо-данные: нет казахского описания бренда «${name}»`)
  return kazakh
}

/** Exactly five featured brands (SPEC §2: «Featured brands: five»). */
export const FEATURED_BRANDS = ['Grundfos', 'Wilo', 'Baxi', 'Valtec', 'Grohe']

export const BRANDS: BrandSpec[] = BRAND_ROWS.map(
  ([name, country, color, description, website]) => ({
    name,
    slug: slugify(name),
    country,
    color,
    description,
    descriptionKk: kazakhBrandDescription(name),
    website,
    isFeatured: FEATURED_BRANDS.includes(name),
  })
)

export const BRAND_BY_NAME = new Map(BRANDS.map((brand) => [brand.name, brand]))

// ───────────────────────────── Product families ─────────────────────────────

/** The schematic drawn on a product's picture (see images.ts). */
export type ShapeKind =
  | 'pump-circ'
  | 'pump-deep'
  | 'pump-station'
  | 'pump-drain'
  | 'sewage-unit'
  | 'boiler-wall'
  | 'boiler-floor'
  | 'boiler-indirect'
  | 'flue'
  | 'tap'
  | 'valve'
  | 'fitting'
  | 'collector'
  | 'filter'
  | 'meter'
  | 'radiator'
  | 'pipe'
  | 'trap'
  | 'toilet'
  | 'sink'
  | 'bath'
  | 'shower'
  | 'cabinet'
  | 'mirror'
  | 'case'
  | 'tank'
  | 'tank-exp'
  | 'septic'
  | 'container'

/** [name with unit, value, unit]; a numeric value also fills valueNumber. */
export type AttrSpec = [name: string, value: number | string, unit?: string]

export interface VariantSpec {
  /** Text after type, brand and series: «25-40 180», «1/2" ВР-ВР». */
  model: string
  /** Article fragment after the family code; Latin letters, digits, dashes. */
  sku: string
  /** List price in tenge before rounding. */
  price: number
  attrs: AttrSpec[]
  /** width, height, length in mm. */
  dims?: [number, number, number]
  /** kg */
  weight?: number
  /** Overrides the family's type («Смеситель для кухни»). */
  type?: string
  /** A short key fact for the description («напор 6 м»). */
  fact?: string
  /** The same fact in Kazakh («ең жоғары арыны 6 м»); a family with a fact needs it for a Kazakh description. */
  factKk?: string
}

export interface FamilySpec {
  subcategory: string
  kind: ShapeKind
  /** «Насос циркуляционный» */
  type: string
  brand: string
  series: string
  /** Article prefix, e.g. `GR-UPS`. */
  code: string
  material?: string
  unit?: string
  variants: VariantSpec[]
}

const INCH = ['1/2"', '3/4"', '1"', '1 1/4"', '1 1/2"', '2"']
const DN: Record<string, number> = {
  '1/4"': 8,
  '3/8"': 10,
  '1/2"': 15,
  '3/4"': 20,
  '1"': 25,
  '1 1/4"': 32,
  '1 1/2"': 40,
  '2"': 50,
}

/** base · factor^i: prices and weights that grow with the size. */
const grow = (base: number, factor: number, i: number) => base * Math.pow(factor, i)
const r1 = (value: number) => Math.round(value * 10) / 10
const r2 = (value: number) => Math.round(value * 100) / 100

function fam(
  head: Omit<FamilySpec, 'variants' | 'series'> & { series?: string },
  variants: VariantSpec[]
): FamilySpec {
  return { series: '', ...head, variants }
}

// Rows: [model, kW, head m, flow m³/h, connection, price]
type PumpRow = [string, number, number, number, string, number]

function circulationPumps(
  brand: string,
  series: string,
  code: string,
  rows: PumpRow[]
): FamilySpec {
  return fam(
    {
      subcategory: 'Циркуляционные насосы',
      kind: 'pump-circ',
      type: 'Насос циркуляционный',
      brand,
      series,
      code,
      material: 'Чугун',
    },
    rows.map(([model, kw, head, flow, conn, price]) => ({
      model,
      sku: articlePart(model),
      price,
      attrs: [
        ['Мощность, кВт', kw, 'кВт'],
        ['Напор, м', head, 'м'],
        ['Производительность, м³/ч', flow, 'м³/ч'],
        ['Диаметр подключения', conn],
        ['Монтажная длина, мм', 180, 'мм'],
      ],
      dims: [130, 140, 180],
      weight: r1(2.2 + head * 0.25),
      fact: `напор до ${ruNumber(head)} м и производительность до ${ruNumber(flow)} м³/ч`,
      factKk: `ең жоғары арыны ${ruNumber(head)} м, ең жоғары өнімділігі ${ruNumber(flow)} м³/ч`,
    }))
  )
}

function pumpFamily(
  subcategory: string,
  kind: ShapeKind,
  type: string,
  brand: string,
  series: string,
  code: string,
  material: string,
  rows: PumpRow[],
  dims: (kw: number) => [number, number, number],
  extra: (row: PumpRow) => AttrSpec[] = () => []
): FamilySpec {
  return fam(
    { subcategory, kind, type, brand, series, code, material },
    rows.map((row) => {
      const [model, kw, head, flow, conn, price] = row
      return {
        model,
        sku: articlePart(model),
        price,
        attrs: [
          ['Мощность, кВт', kw, 'кВт'],
          ['Напор, м', head, 'м'],
          ['Производительность, м³/ч', flow, 'м³/ч'],
          ['Диаметр подключения', conn],
          ...extra(row),
        ],
        dims: dims(kw),
        weight: r1(4 + kw * 9),
        fact: `мощность ${ruNumber(kw)} кВт, напор до ${ruNumber(head)} м`,
        factKk: `қуаты ${ruNumber(kw)} кВт, ең жоғары арыны ${ruNumber(head)} м`,
      }
    })
  )
}

// Rows: [model, kW, price, floor?]
type BoilerRow = [string, number, number]

function boilers(
  subcategory: string,
  kind: ShapeKind,
  type: string,
  brand: string,
  series: string,
  code: string,
  rows: BoilerRow[],
  extra: (kw: number) => AttrSpec[]
): FamilySpec {
  const floor = kind === 'boiler-floor'
  return fam(
    { subcategory, kind, type, brand, series, code, material: floor ? 'Сталь' : 'Сталь, медь' },
    rows.map(([model, kw, price]) => ({
      model,
      sku: articlePart(model),
      price,
      attrs: [
        ['Мощность, кВт', kw, 'кВт'],
        ['Отапливаемая площадь, м²', kw * 10, 'м²'],
        ...extra(kw),
      ],
      dims: floor ? [Math.round(380 + kw * 6), 850, 600] : [400, Math.round(700 + kw * 2), 300],
      weight: r1(floor ? 90 + kw * 3.5 : 25 + kw * 0.6),
      fact: `номинальная мощность ${ruNumber(kw)} кВт — хватит на дом площадью до ${kw * 10} м²`,
    }))
  )
}

function sized(
  subcategory: string,
  kind: ShapeKind,
  type: string,
  brand: string,
  series: string,
  code: string,
  material: string,
  sizes: string[],
  price: [base: number, factor: number],
  attrs: (size: string, i: number) => AttrSpec[],
  suffix = ''
): FamilySpec {
  return fam(
    { subcategory, kind, type, brand, series, code, material },
    sizes.map((size, i) => {
      const dn = DN[size]
      return {
        model: suffix ? `${size} ${suffix}` : size,
        sku: (dn ? `DN${dn}` : articlePart(size)) + (suffix ? `-${articlePart(suffix)}` : ''),
        price: grow(price[0], price[1], i),
        attrs: attrs(size, i),
        dims: dn ? [Math.round(dn * 2.6), Math.round(dn * 2.2), Math.round(dn * 3.4)] : undefined,
        weight: dn ? r2(0.06 * Math.pow(dn / 15, 1.8)) : undefined,
        fact: dn ? `условный проход DN${dn}` : undefined,
      }
    })
  )
}

const pn = (value: number): AttrSpec => ['Рабочее давление, бар', value, 'бар']
const conn = (value: string): AttrSpec => ['Диаметр подключения', value]
const tmax = (value: number): AttrSpec => ['Максимальная температура, °C', value, '°C']
const volume = (value: number): AttrSpec => ['Объём, л', value, 'л']

type Named = [
  model: string,
  price: number,
  attrs: AttrSpec[],
  dims?: [number, number, number],
  weight?: number,
  type?: string,
]

function named(
  subcategory: string,
  kind: ShapeKind,
  type: string,
  brand: string,
  series: string,
  code: string,
  material: string,
  rows: Named[]
): FamilySpec {
  return fam(
    { subcategory, kind, type, brand, series, code, material },
    rows.map(([model, price, attrs, dims, weight, typeOverride]) => ({
      model,
      sku: articlePart(model),
      price,
      attrs,
      dims,
      weight,
      type: typeOverride,
    }))
  )
}

function tanks(
  subcategory: string,
  kind: ShapeKind,
  type: string,
  brand: string,
  series: string,
  code: string,
  material: string,
  litres: number[],
  price: (l: number) => number,
  extra: (l: number) => AttrSpec[] = () => [],
  shape: 'v' | 'h' = 'v',
  modelOf: (l: number) => string = (l) => `${l} л`
): FamilySpec {
  return fam(
    { subcategory, kind, type, brand, series, code, material },
    litres.map((l) => {
      const d = Math.round(
        Math.cbrt((l / 1000 / Math.PI) * 4 * (shape === 'v' ? 0.6 : 1.6)) *
          1000 *
          (shape === 'v' ? 1 : 0.7)
      )
      const len = Math.round((((l / 1000) * 4) / (Math.PI * (d / 1000) ** 2)) * 1000)
      return {
        model: modelOf(l),
        sku: articlePart(modelOf(l).replace(/ л$/, '')),
        price: price(l),
        attrs: [volume(l), ...extra(l)],
        dims: shape === 'v' ? [d, len, d] : [d, d, len],
        weight: r1(
          kind === 'boiler-indirect'
            ? l * 0.3 + 25
            : kind === 'tank-exp'
              ? l * 0.12 + 1.5
              : l * 0.035 + 2
        ),
        fact: `объём ${l} л`,
        factKk: `көлемі ${l} л`,
      }
    })
  )
}

const ROSTOK_MODELS: Record<number, string> = {
  1000: 'Мини 1000 л',
  1500: 'Дачный 1500 л',
  2400: 'Загородный 2400 л',
  3000: 'Профи Плюс 3000 л',
}

/** All product families of the demo catalogue. */
export const FAMILIES: FamilySpec[] = [
  // ── Инженерная сантехника / Коллекторы
  fam(
    {
      subcategory: 'Коллекторы',
      kind: 'collector',
      type: 'Коллектор распределительный',
      brand: 'Valtec',
      series: 'VTc.560',
      code: 'VT-VTC560',
      material: 'Латунь никелированная',
    },
    [2, 3, 4, 5, 6].map((n) => ({
      model: `1" × ${n} вых. 1/2"`,
      sku: `N-${n}`,
      price: 3200 + n * 1750,
      attrs: [
        ['Количество выходов, шт', n, 'шт'],
        conn('1" ВР-НР'),
        ['Диаметр выходов', '1/2" НР'],
        pn(10),
        tmax(120),
      ],
      dims: [60, 45, 50 + n * 36],
      weight: r2(0.3 + n * 0.12),
      fact: `${n} ${plural(n, 'выход', 'выхода', 'выходов')} 1/2" под евроконус`,
    }))
  ),
  fam(
    {
      subcategory: 'Коллекторы',
      kind: 'collector',
      type: 'Коллектор для тёплого пола',
      brand: 'Oventrop',
      series: 'Multidis SF',
      code: 'OV-MSF',
      material: 'Нержавеющая сталь',
    },
    [2, 3, 4, 5, 6, 8, 10, 12].map((n) => ({
      model: `${n} ${plural(n, 'контур', 'контура', 'контуров')}`,
      sku: `${n}K`,
      price: 62000 + n * 19500,
      attrs: [
        ['Количество контуров, шт', n, 'шт'],
        conn('1" НР'),
        ['Расходомеры', 'Есть'],
        pn(6),
        tmax(70),
      ],
      dims: [85, 420, 110 + n * 50],
      weight: r1(2.1 + n * 0.55),
      fact: `${n} ${plural(n, 'контур', 'контура', 'контуров')} с расходомерами и термостатическими вставками`,
    }))
  ),
  fam(
    {
      subcategory: 'Коллекторы',
      kind: 'collector',
      type: 'Коллекторный блок с расходомерами',
      brand: 'Valtec',
      series: 'VTc.594',
      code: 'VT-VTC594',
      material: 'Латунь никелированная',
    },
    [3, 4, 5, 6, 7, 8].map((n) => ({
      model: `1" × ${n} вых.`,
      sku: `N-${n}`,
      price: 38000 + n * 9800,
      attrs: [
        ['Количество контуров, шт', n, 'шт'],
        conn('1" ВР-НР'),
        ['Расходомеры', 'Есть'],
        pn(10),
        tmax(100),
      ],
      dims: [80, 390, 100 + n * 50],
      weight: r1(1.8 + n * 0.45),
      fact: `${n} ${plural(n, 'контур', 'контура', 'контуров')} тёплого пола`,
    }))
  ),

  // ── Фильтры и обратные клапаны
  sized(
    'Фильтры и обратные клапаны',
    'filter',
    'Фильтр сетчатый косой',
    'Valtec',
    'VT.192',
    'VT-VT192',
    'Латунь',
    INCH,
    [1500, 1.45],
    (size) => [conn(`${size} ВР-ВР`), ['Размер ячейки, мкм', 400, 'мкм'], pn(16), tmax(120)]
  ),
  sized(
    'Фильтры и обратные клапаны',
    'valve',
    'Клапан обратный пружинный',
    'Valtec',
    'VT.161',
    'VT-VT161',
    'Латунь',
    INCH,
    [950, 1.5],
    (size) => [conn(`${size} ВР-ВР`), ['Тип затвора', 'Латунный золотник'], pn(16), tmax(110)]
  ),
  named(
    'Фильтры и обратные клапаны',
    'filter',
    'Фильтр магистральный',
    'Aquaphor',
    '',
    'AQ-MAG',
    'Полипропилен',
    [
      [
        'Викинг Мини 1/2"',
        8900,
        [
          conn('1/2"'),
          ['Производительность, л/мин', 20, 'л/мин'],
          ['Ресурс картриджа, л', 6000, 'л'],
        ],
        [130, 300, 130],
        1.4,
      ],
      [
        'Викинг Миди 3/4"',
        12400,
        [
          conn('3/4"'),
          ['Производительность, л/мин', 25, 'л/мин'],
          ['Ресурс картриджа, л', 8000, 'л'],
        ],
        [140, 330, 140],
        1.7,
      ],
      [
        'Викинг Миди 1"',
        13900,
        [
          conn('1"'),
          ['Производительность, л/мин', 25, 'л/мин'],
          ['Ресурс картриджа, л', 8000, 'л'],
        ],
        [140, 330, 140],
        1.8,
      ],
      [
        'Гросс 10 1"',
        24500,
        [
          conn('1"'),
          ['Производительность, л/мин', 30, 'л/мин'],
          ['Ресурс картриджа, л', 15000, 'л'],
        ],
        [180, 380, 180],
        3.1,
      ],
      [
        'Гросс 20 1"',
        42900,
        [
          conn('1"'),
          ['Производительность, л/мин', 50, 'л/мин'],
          ['Ресурс картриджа, л', 30000, 'л'],
        ],
        [180, 640, 180],
        4.8,
      ],
    ]
  ),
  sized(
    'Фильтры и обратные клапаны',
    'filter',
    'Фильтр самопромывной',
    'Honeywell',
    'F76S',
    'HW-F76S',
    'Латунь, пластик',
    ['1/2"', '3/4"', '1"', '1 1/4"'],
    [36000, 1.28],
    (size) => [
      conn(size),
      ['Размер ячейки, мкм', 100, 'мкм'],
      ['Промывка', 'Обратная, ручная'],
      pn(16),
    ],
    'AA'
  ),
  named(
    'Фильтры и обратные клапаны',
    'filter',
    'Система обратного осмоса',
    'Aquaphor',
    '',
    'AQ-RO',
    'Пластик',
    [
      [
        'Осмо 50 исп. 5',
        58000,
        [['Производительность, л/ч', 7.8, 'л/ч'], ['Ступеней очистки, шт', 5, 'шт'], volume(10)],
        [380, 420, 160],
        9.5,
      ],
      [
        'Осмо 100 исп. 5',
        69000,
        [['Производительность, л/ч', 15.6, 'л/ч'], ['Ступеней очистки, шт', 5, 'шт'], volume(10)],
        [380, 420, 160],
        9.9,
      ],
      [
        'Морион DWM-101S',
        129000,
        [
          ['Производительность, л/ч', 7.8, 'л/ч'],
          ['Ступеней очистки, шт', 5, 'шт'],
          ['Минерализатор', 'Есть'],
        ],
        [390, 430, 190],
        11.2,
      ],
    ]
  ),

  // ── Запорная арматура
  sized(
    'Запорная арматура',
    'valve',
    'Кран шаровой',
    'Valtec',
    'Base',
    'VT-BASE',
    'Латунь никелированная',
    INCH,
    [1650, 1.55],
    (size) => [conn(`${size} ВР-ВР`), ['Тип рукоятки', 'Рычаг'], pn(40), tmax(150)],
    'ВР-ВР'
  ),
  sized(
    'Запорная арматура',
    'valve',
    'Кран шаровой',
    'Valtec',
    'Base',
    'VT-BASE',
    'Латунь никелированная',
    INCH,
    [1700, 1.55],
    (size) => [conn(`${size} ВР-НР`), ['Тип рукоятки', 'Рычаг'], pn(40), tmax(150)],
    'ВР-НР'
  ),
  sized(
    'Запорная арматура',
    'valve',
    'Кран шаровой',
    'Valtec',
    'Perfect',
    'VT-PERF',
    'Латунь никелированная',
    ['1/2"', '3/4"', '1"'],
    [2300, 1.5],
    (size) => [conn(`${size} ВР-ВР`), ['Тип рукоятки', 'Бабочка'], pn(40), tmax(150)],
    'бабочка'
  ),
  sized(
    'Запорная арматура',
    'valve',
    'Кран шаровой полнопроходной',
    'Oventrop',
    'Optibal',
    'OV-OPTB',
    'Латунь',
    ['1/2"', '3/4"', '1"', '1 1/4"'],
    [5200, 1.45],
    (size) => [conn(`${size} ВР-ВР`), pn(50), tmax(120)]
  ),
  named(
    'Запорная арматура',
    'valve',
    'Затвор дисковый поворотный',
    'Danfoss',
    'VFY-WH',
    'DF-VFYWH',
    'Чугун, EPDM',
    [50, 65, 80, 100, 125, 150].map(
      (dn, i): Named => [
        `DN${dn}`,
        grow(24000, 1.27, i),
        [['Условный проход, мм', dn, 'мм'], pn(16), tmax(110), ['Управление', 'Рукоятка']],
        [Math.round(dn * 2.4), Math.round(dn * 2.9 + 120), 45],
        r1(2.2 + i * 1.3),
      ]
    )
  ),
  named(
    'Запорная арматура',
    'valve',
    'Клапан балансировочный',
    'Danfoss',
    'MSV-BD',
    'DF-MSVBD',
    'Латунь',
    ['1/2"', '3/4"', '1"', '1 1/4"'].map(
      (size, i): Named => [
        size,
        grow(21000, 1.32, i),
        [conn(size), pn(20), tmax(120), ['Условный проход, мм', DN[size], 'мм']],
        [60, 110, Math.round(DN[size] * 4)],
        r2(0.4 + i * 0.25),
      ]
    )
  ),

  // ── Фитинги
  sized(
    'Фитинги',
    'fitting',
    'Угольник',
    'Valtec',
    'VTr.092',
    'VT-VTR092',
    'Латунь никелированная',
    ['1/2"', '3/4"', '1"', '1 1/4"'],
    [620, 1.65],
    (size) => [conn(`${size} ВР-ВР`), ['Угол, °', 90, '°'], pn(16)]
  ),
  sized(
    'Фитинги',
    'fitting',
    'Тройник',
    'Valtec',
    'VTr.130',
    'VT-VTR130',
    'Латунь никелированная',
    ['1/2"', '3/4"', '1"', '1 1/4"'],
    [880, 1.6],
    (size) => [conn(`${size} ВР-ВР-ВР`), pn(16), tmax(150)]
  ),
  sized(
    'Фитинги',
    'fitting',
    'Муфта соединительная',
    'Valtec',
    'VTr.240',
    'VT-VTR240',
    'Латунь никелированная',
    ['1/2"', '3/4"', '1"', '1 1/4"'],
    [520, 1.55],
    (size) => [conn(`${size} ВР-ВР`), pn(16), tmax(150)]
  ),
  sized(
    'Фитинги',
    'fitting',
    'Американка прямая',
    'Valtec',
    'VTr.340',
    'VT-VTR340',
    'Латунь никелированная',
    ['1/2"', '3/4"', '1"', '1 1/4"'],
    [1150, 1.55],
    (size) => [conn(`${size} ВР-НР`), ['Уплотнение', 'Конусное'], pn(16)]
  ),
  named(
    'Фитинги',
    'fitting',
    'Пресс-фитинг угольник',
    'Valtec',
    'VTm.253',
    'VT-VTM253',
    'Латунь',
    ['16×16', '20×20', '26×26', '32×32'].map(
      (size, i): Named => [
        size,
        grow(1450, 1.45, i),
        [
          ['Диаметр трубы, мм', Number(size.split('×')[0]), 'мм'],
          ['Тип соединения', 'Пресс'],
          pn(10),
          tmax(95),
        ],
        [40 + i * 8, 40 + i * 8, 55 + i * 10],
        r2(0.07 + i * 0.05),
      ]
    )
  ),
  named(
    'Фитинги',
    'fitting',
    'Переходник с накидной гайкой',
    'Oventrop',
    'Cofit S',
    'OV-COFS',
    'Латунь никелированная',
    ['16×2 × 3/4"', '20×2 × 3/4"', '16×2 × 1/2"'].map(
      (size, i): Named => [
        size,
        1900 + i * 450,
        [
          ['Диаметр трубы, мм', Number(size.split('×')[0]), 'мм'],
          conn(size.split(' × ')[1] + ' евроконус'),
          pn(10),
        ],
        [32, 32, 45],
        0.06,
      ]
    )
  ),

  // ── Канализационное оборудование
  named(
    'Канализационное оборудование',
    'pipe',
    'Труба канализационная',
    'Ostendorf',
    'HT',
    'OS-HT',
    'Полипропилен',
    (
      [
        [32, 500],
        [40, 1000],
        [50, 1000],
        [50, 2000],
        [110, 1000],
        [110, 2000],
      ] as const
    ).map(
      ([d, l]): Named => [
        `${d}×${l}`,
        roundPrice(d * l * 0.035 + 300),
        [
          ['Диаметр, мм', d, 'мм'],
          ['Длина, мм', l, 'мм'],
          ['Температура стоков до, °C', 95, '°C'],
        ],
        [d, d, l],
        r2(d * l * 0.0000095),
      ]
    )
  ),
  named('Канализационное оборудование', 'trap', 'Сифон', 'McAlpine', '', 'MA-SIF', 'Пластик', [
    [
      'HC27 для мойки 1 1/2"',
      4300,
      [conn('1 1/2"'), ['Выход, мм', 40, 'мм'], ['Назначение', 'Мойка']],
      [120, 220, 280],
      0.4,
      'Сифон для мойки',
    ],
    [
      'HC26 для раковины 1 1/4"',
      3800,
      [conn('1 1/4"'), ['Выход, мм', 32, 'мм'], ['Назначение', 'Раковина']],
      [110, 200, 260],
      0.35,
      'Сифон для раковины',
    ],
    [
      'MRSIX-STM для двойной мойки',
      11900,
      [conn('1 1/2"'), ['Выход, мм', 50, 'мм'], ['Назначение', 'Двойная мойка']],
      [160, 240, 520],
      0.9,
      'Сифон для двойной мойки',
    ],
    [
      'HC30 для ванны',
      7600,
      [conn('1 1/2"'), ['Выход, мм', 40, 'мм'], ['Назначение', 'Ванна']],
      [140, 250, 600],
      0.6,
      'Сифон для ванны',
    ],
  ]),
  named(
    'Канализационное оборудование',
    'trap',
    'Трап душевой линейный',
    'TECE',
    'drainline',
    'TC-DRL',
    'Нержавеющая сталь',
    [700, 800, 900, 1000].map(
      (l, i): Named => [
        `${l} мм`,
        grow(46000, 1.14, i),
        [
          ['Длина, мм', l, 'мм'],
          ['Пропускная способность, л/с', 0.8, 'л/с'],
          ['Выход, мм', 50, 'мм'],
        ],
        [l, 100, 90],
        r1(3 + i * 0.4),
      ]
    )
  ),
  named(
    'Канализационное оборудование',
    'pipe',
    'Клапан обратный канализационный',
    'Sinikon',
    '',
    'SN-OK',
    'Полипропилен',
    [
      [
        '50 мм',
        5400,
        [
          ['Диаметр, мм', 50, 'мм'],
          ['Назначение', 'Внутренняя канализация'],
          ['Температура стоков до, °C', 80, '°C'],
        ],
        [60, 80, 170],
        0.2,
      ],
      [
        '110 мм',
        9800,
        [
          ['Диаметр, мм', 110, 'мм'],
          ['Назначение', 'Внутренняя канализация'],
          ['Температура стоков до, °C', 80, '°C'],
        ],
        [120, 150, 290],
        0.6,
      ],
    ]
  ),

  // ── Приборы учёта
  named('Приборы учёта', 'meter', 'Счётчик воды крыльчатый', 'Valtec', '', 'VT-VLF', 'Латунь', [
    [
      'VLF-15U холодная вода',
      6400,
      [
        conn('1/2"'),
        ['Номинальный расход, м³/ч', 1.5, 'м³/ч'],
        tmax(40),
        ['Межповерочный интервал, лет', 6, 'лет'],
      ],
      [72, 75, 110],
      0.5,
    ],
    [
      'VLF-15U-I горячая вода',
      6900,
      [
        conn('1/2"'),
        ['Номинальный расход, м³/ч', 1.5, 'м³/ч'],
        tmax(90),
        ['Межповерочный интервал, лет', 4, 'лет'],
      ],
      [72, 75, 110],
      0.5,
    ],
    [
      'VLF-20U холодная вода',
      9600,
      [
        conn('3/4"'),
        ['Номинальный расход, м³/ч', 2.5, 'м³/ч'],
        tmax(40),
        ['Межповерочный интервал, лет', 6, 'лет'],
      ],
      [78, 80, 130],
      0.7,
    ],
    [
      'VLF-15U-IM с импульсным выходом',
      10900,
      [
        conn('1/2"'),
        ['Номинальный расход, м³/ч', 1.5, 'м³/ч'],
        tmax(90),
        ['Импульсный выход', 'Есть'],
      ],
      [72, 75, 110],
      0.55,
    ],
  ]),
  named('Приборы учёта', 'meter', 'Счётчик воды', 'Бетар', '', 'BT', 'Латунь', [
    [
      'СХВ-15',
      5200,
      [conn('1/2"'), ['Номинальный расход, м³/ч', 1.5, 'м³/ч'], tmax(40)],
      [72, 70, 110],
      0.45,
    ],
    [
      'СГВ-15',
      5600,
      [conn('1/2"'), ['Номинальный расход, м³/ч', 1.5, 'м³/ч'], tmax(90)],
      [72, 70, 110],
      0.45,
    ],
    [
      'СХВ-20',
      8100,
      [conn('3/4"'), ['Номинальный расход, м³/ч', 2.5, 'м³/ч'], tmax(40)],
      [78, 76, 130],
      0.6,
    ],
    [
      'СГВ-20',
      8500,
      [conn('3/4"'), ['Номинальный расход, м³/ч', 2.5, 'м³/ч'], tmax(90)],
      [78, 76, 130],
      0.6,
    ],
  ]),
  named(
    'Приборы учёта',
    'meter',
    'Теплосчётчик ультразвуковой',
    'Danfoss',
    'SonoSafe 10',
    'DF-SONO10',
    'Латунь, пластик',
    [
      [
        'DN15 0,6 м³/ч',
        152000,
        [
          ['Условный проход, мм', 15, 'мм'],
          ['Номинальный расход, м³/ч', 0.6, 'м³/ч'],
          ['Интерфейс', 'M-Bus'],
        ],
        [90, 110, 110],
        0.8,
      ],
      [
        'DN15 1,5 м³/ч',
        164000,
        [
          ['Условный проход, мм', 15, 'мм'],
          ['Номинальный расход, м³/ч', 1.5, 'м³/ч'],
          ['Интерфейс', 'M-Bus'],
        ],
        [90, 110, 110],
        0.8,
      ],
      [
        'DN20 2,5 м³/ч',
        198000,
        [
          ['Условный проход, мм', 20, 'мм'],
          ['Номинальный расход, м³/ч', 2.5, 'м³/ч'],
          ['Интерфейс', 'M-Bus'],
        ],
        [95, 115, 130],
        1.0,
      ],
      [
        'DN25 3,5 м³/ч',
        256000,
        [
          ['Условный проход, мм', 25, 'мм'],
          ['Номинальный расход, м³/ч', 3.5, 'м³/ч'],
          ['Интерфейс', 'M-Bus'],
        ],
        [100, 120, 160],
        1.3,
      ],
    ]
  ),

  // ── Радиаторы отопления
  named(
    'Радиаторы отопления',
    'radiator',
    'Радиатор биметаллический',
    'Royal Thermo',
    'BiLiner 500',
    'RT-BIL500',
    'Биметалл',
    [4, 6, 8, 10, 12].map(
      (n): Named => [
        `${n} ${plural(n, 'секция', 'секции', 'секций')}`,
        n * 7900,
        [
          ['Количество секций, шт', n, 'шт'],
          ['Теплоотдача, Вт', n * 171, 'Вт'],
          ['Межосевое расстояние, мм', 500, 'мм'],
          pn(30),
        ],
        [n * 80, 564, 87],
        r1(n * 1.9),
      ]
    )
  ),
  named(
    'Радиаторы отопления',
    'radiator',
    'Радиатор алюминиевый',
    'Rifar',
    'Alum 500',
    'RF-ALUM500',
    'Алюминий',
    [6, 8, 10, 12].map(
      (n): Named => [
        `${n} ${plural(n, 'секция', 'секции', 'секций')}`,
        n * 5600,
        [
          ['Количество секций, шт', n, 'шт'],
          ['Теплоотдача, Вт', n * 183, 'Вт'],
          ['Межосевое расстояние, мм', 500, 'мм'],
          pn(20),
        ],
        [n * 80, 570, 90],
        r1(n * 1.45),
      ]
    )
  ),
  named(
    'Радиаторы отопления',
    'radiator',
    'Радиатор стальной панельный',
    'Kermi',
    'FKO 22',
    'KR-FKO22',
    'Сталь',
    (
      [
        [500, 600],
        [500, 800],
        [500, 1000],
        [500, 1200],
        [300, 1000],
      ] as const
    ).map(
      ([h, l]): Named => [
        `${h}×${l}`,
        roundPrice(36000 + h * l * 0.11),
        [
          ['Тип', '22'],
          ['Теплоотдача, Вт', Math.round(h * l * 0.0031), 'Вт'],
          ['Высота, мм', h, 'мм'],
          ['Длина, мм', l, 'мм'],
          pn(10),
        ],
        [l, h, 100],
        r1(h * l * 0.000052),
      ]
    )
  ),

  // ── Сантехника / Смесители
  named('Смесители', 'tap', 'Смеситель', 'Grohe', 'Eurosmart', 'GH-ES', 'Латунь хромированная', [
    [
      '33265003',
      38900,
      [
        ['Назначение', 'Раковина'],
        ['Тип управления', 'Однорычажный'],
        ['Высота излива, мм', 87, 'мм'],
      ],
      [160, 160, 110],
      1.6,
      'Смеситель для раковины',
    ],
    [
      '33300002',
      59900,
      [
        ['Назначение', 'Ванна'],
        ['Тип управления', 'Однорычажный'],
        ['Длина излива, мм', 146, 'мм'],
      ],
      [300, 140, 180],
      2.4,
      'Смеситель для ванны',
    ],
    [
      '33281002',
      54900,
      [
        ['Назначение', 'Кухня'],
        ['Тип управления', 'Однорычажный'],
        ['Высота излива, мм', 236, 'мм'],
      ],
      [210, 330, 60],
      2.1,
      'Смеситель для кухни',
    ],
  ]),
  named('Смесители', 'tap', 'Смеситель', 'Grohe', '', 'GH', 'Латунь хромированная', [
    [
      'BauEdge 23328000',
      32900,
      [
        ['Назначение', 'Раковина'],
        ['Тип управления', 'Однорычажный'],
        ['Высота излива, мм', 90, 'мм'],
      ],
      [160, 160, 110],
      1.5,
      'Смеситель для раковины',
    ],
    [
      'Minta 32168000',
      129000,
      [
        ['Назначение', 'Кухня'],
        ['Тип управления', 'Однорычажный'],
        ['Выдвижной излив', 'Есть'],
      ],
      [230, 380, 60],
      3.2,
      'Смеситель для кухни',
    ],
  ]),
  named('Смесители', 'tap', 'Смеситель', 'Hansgrohe', 'Logis', 'HG-LOG', 'Латунь хромированная', [
    [
      '71100000',
      41900,
      [
        ['Назначение', 'Раковина'],
        ['Тип управления', 'Однорычажный'],
        ['Высота излива, мм', 70, 'мм'],
      ],
      [160, 150, 110],
      1.4,
      'Смеситель для раковины',
    ],
    [
      '71400000',
      64900,
      [
        ['Назначение', 'Ванна'],
        ['Тип управления', 'Однорычажный'],
        ['Длина излива, мм', 194, 'мм'],
      ],
      [320, 150, 190],
      2.5,
      'Смеситель для ванны',
    ],
    [
      'Talis E 71710000',
      92900,
      [
        ['Назначение', 'Раковина'],
        ['Тип управления', 'Однорычажный'],
        ['Высота излива, мм', 110, 'мм'],
      ],
      [170, 190, 120],
      1.7,
      'Смеситель для раковины',
    ],
  ]),
  named(
    'Смесители',
    'tap',
    'Смеситель для кухни',
    'Hansgrohe',
    'Focus M41',
    'HG-FM41',
    'Латунь хромированная',
    [
      [
        '31806000',
        74900,
        [
          ['Назначение', 'Кухня'],
          ['Тип управления', 'Однорычажный'],
          ['Высота излива, мм', 240, 'мм'],
        ],
        [220, 340, 60],
        2.6,
      ],
    ]
  ),
  named('Смесители', 'tap', 'Смеситель', 'Iddis', '', 'ID', 'Латунь хромированная', [
    [
      'Sena SENSB00i01',
      16900,
      [
        ['Назначение', 'Раковина'],
        ['Тип управления', 'Однорычажный'],
        ['Гарантия, лет', 7, 'лет'],
      ],
      [150, 150, 100],
      1.1,
      'Смеситель для раковины',
    ],
    [
      'Kitchen K10SB00i05',
      21900,
      [
        ['Назначение', 'Кухня'],
        ['Тип управления', 'Однорычажный'],
        ['Гарантия, лет', 7, 'лет'],
      ],
      [200, 300, 55],
      1.6,
      'Смеситель для кухни',
    ],
    [
      'Sena SENSB02i02',
      27900,
      [
        ['Назначение', 'Ванна'],
        ['Тип управления', 'Однорычажный'],
        ['Гарантия, лет', 7, 'лет'],
      ],
      [290, 140, 170],
      2.0,
      'Смеситель для ванны',
    ],
  ]),
  named('Смесители', 'tap', 'Смеситель', 'Roca', 'Victoria', 'RC-VIC', 'Латунь хромированная', [
    [
      '5A3025C00',
      29900,
      [
        ['Назначение', 'Раковина'],
        ['Тип управления', 'Однорычажный'],
        ['Высота излива, мм', 85, 'мм'],
      ],
      [160, 150, 110],
      1.4,
      'Смеситель для раковины',
    ],
    [
      '5A0125C02',
      44900,
      [
        ['Назначение', 'Ванна'],
        ['Тип управления', 'Однорычажный'],
        ['Длина излива, мм', 150, 'мм'],
      ],
      [300, 140, 180],
      2.3,
      'Смеситель для ванны',
    ],
  ]),

  // ── Унитазы
  named('Унитазы', 'toilet', 'Унитаз-компакт', 'Cersanit', '', 'CS-WC', 'Санфарфор', [
    [
      'Parva Clean On',
      52900,
      [
        ['Безободковый', 'Да'],
        ['Выпуск', 'Горизонтальный'],
        ['Сиденье', 'Микролифт'],
      ],
      [355, 780, 650],
      33,
    ],
    [
      'Carina Clean On',
      64900,
      [
        ['Безободковый', 'Да'],
        ['Выпуск', 'Горизонтальный'],
        ['Сиденье', 'Микролифт'],
      ],
      [360, 790, 660],
      35,
    ],
    [
      'Colour New',
      44900,
      [
        ['Безободковый', 'Нет'],
        ['Выпуск', 'Косой'],
        ['Сиденье', 'Полипропилен'],
      ],
      [350, 770, 640],
      31,
    ],
    [
      'Facile Clean On',
      58900,
      [
        ['Безободковый', 'Да'],
        ['Выпуск', 'Горизонтальный'],
        ['Сиденье', 'Микролифт'],
      ],
      [360, 800, 650],
      34,
    ],
  ]),
  named('Унитазы', 'toilet', 'Унитаз', 'Roca', '', 'RC-WC', 'Санфарфор', [
    [
      'The Gap Rimless подвесной',
      119000,
      [
        ['Безободковый', 'Да'],
        ['Монтаж', 'Подвесной'],
        ['Сиденье', 'Микролифт'],
      ],
      [350, 400, 540],
      22,
      'Унитаз подвесной',
    ],
    [
      'Debba компакт',
      79900,
      [
        ['Безободковый', 'Нет'],
        ['Монтаж', 'Напольный'],
        ['Сиденье', 'Микролифт'],
      ],
      [360, 780, 660],
      35,
      'Унитаз-компакт',
    ],
    [
      'Meridian компакт',
      139000,
      [
        ['Безободковый', 'Да'],
        ['Монтаж', 'Напольный'],
        ['Сиденье', 'Микролифт'],
      ],
      [360, 790, 680],
      37,
      'Унитаз-компакт',
    ],
    [
      'Victoria Nord подвесной',
      98900,
      [
        ['Безободковый', 'Да'],
        ['Монтаж', 'Подвесной'],
        ['Сиденье', 'Микролифт'],
      ],
      [350, 390, 520],
      21,
      'Унитаз подвесной',
    ],
  ]),
  named('Унитазы', 'toilet', 'Унитаз-компакт', 'Santek', '', 'ST-WC', 'Санфарфор', [
    [
      'Бореал',
      36900,
      [
        ['Безободковый', 'Нет'],
        ['Выпуск', 'Косой'],
        ['Сиденье', 'Полипропилен'],
      ],
      [350, 770, 630],
      30,
    ],
    [
      'Анимо',
      41900,
      [
        ['Безободковый', 'Нет'],
        ['Выпуск', 'Горизонтальный'],
        ['Сиденье', 'Дюропласт'],
      ],
      [350, 780, 640],
      31,
    ],
  ]),
  named('Унитазы', 'toilet', 'Инсталляция с унитазом', 'Jika', '', 'JK-INST', 'Санфарфор, сталь', [
    [
      'Mio 4 в 1',
      159000,
      [
        ['Комплект', 'Инсталляция, унитаз, кнопка, сиденье'],
        ['Безободковый', 'Да'],
        ['Монтаж', 'Подвесной'],
      ],
      [500, 1120, 530],
      38,
    ],
    [
      'Lyra Plus 4 в 1',
      139000,
      [
        ['Комплект', 'Инсталляция, унитаз, кнопка, сиденье'],
        ['Безободковый', 'Нет'],
        ['Монтаж', 'Подвесной'],
      ],
      [500, 1120, 530],
      37,
    ],
  ]),

  // ── Раковины
  named(
    'Раковины',
    'sink',
    'Раковина',
    'Cersanit',
    '',
    'CS-UM',
    'Санфарфор',
    [50, 55, 60]
      .map(
        (w): Named => [
          `Parva ${w}`,
          14900 + (w - 50) * 900,
          [
            ['Ширина, мм', w * 10, 'мм'],
            ['Монтаж', 'Подвесной или на тумбу'],
            ['Отверстие под смеситель', 'Есть'],
          ],
          [w * 10, 180, 420],
          r1(w * 0.22),
        ]
      )
      .concat([
        [
          'Como 50',
          18900,
          [
            ['Ширина, мм', 500, 'мм'],
            ['Монтаж', 'Подвесной'],
            ['Отверстие под смеситель', 'Есть'],
          ],
          [500, 180, 420],
          11,
        ],
      ])
  ),
  named('Раковины', 'sink', 'Раковина', 'Roca', '', 'RC-UM', 'Санфарфор', [
    [
      'Debba 60',
      29900,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Монтаж', 'Подвесной'],
        ['Отверстие под смеситель', 'Есть'],
      ],
      [600, 190, 480],
      14,
    ],
    [
      'Gap 55 накладная',
      44900,
      [
        ['Ширина, мм', 550, 'мм'],
        ['Монтаж', 'Накладной'],
        ['Отверстие под смеситель', 'Нет'],
      ],
      [550, 150, 420],
      12,
    ],
    [
      'Meridian 65',
      49900,
      [
        ['Ширина, мм', 650, 'мм'],
        ['Монтаж', 'Подвесной'],
        ['Отверстие под смеситель', 'Есть'],
      ],
      [650, 190, 480],
      15,
    ],
  ]),
  named('Раковины', 'sink', 'Раковина', 'Jika', '', 'JK-UM', 'Санфарфор', [
    [
      'Lyra Plus 55',
      24900,
      [
        ['Ширина, мм', 550, 'мм'],
        ['Монтаж', 'Подвесной'],
        ['Отверстие под смеситель', 'Есть'],
      ],
      [550, 180, 430],
      12,
    ],
    [
      'Mio 60',
      36900,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Монтаж', 'Подвесной или на тумбу'],
        ['Отверстие под смеситель', 'Есть'],
      ],
      [600, 180, 450],
      13,
    ],
  ]),
  named('Раковины', 'sink', 'Раковина накладная', 'Акватон', '', 'AT-UM', 'Литьевой мрамор', [
    [
      'Лина 60',
      32900,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Монтаж', 'Накладной'],
        ['Форма', 'Прямоугольная'],
      ],
      [600, 140, 450],
      10,
    ],
    [
      'Сакура 50',
      27900,
      [
        ['Ширина, мм', 500, 'мм'],
        ['Монтаж', 'Накладной'],
        ['Форма', 'Круглая'],
      ],
      [500, 140, 500],
      8,
    ],
  ]),

  // ── Ванны
  named(
    'Ванны',
    'bath',
    'Ванна акриловая',
    'Cersanit',
    'Lorena',
    'CS-LOR',
    'Акрил',
    (
      [
        [140, 70],
        [150, 70],
        [160, 70],
        [170, 70],
      ] as const
    ).map(
      ([l, w], i): Named => [
        `${l}×${w}`,
        78000 + i * 9500,
        [
          ['Длина, мм', l * 10, 'мм'],
          ['Ширина, мм', w * 10, 'мм'],
          volume(160 + i * 25),
          ['Каркас в комплекте', 'Да'],
        ],
        [w * 10, 420, l * 10],
        r1(18 + i * 2),
      ]
    )
  ),
  named('Ванны', 'bath', 'Ванна акриловая', 'Акватек', '', 'AQT', 'Акрил', [
    [
      'Оберон 170×75',
      99900,
      [['Длина, мм', 1700, 'мм'], ['Ширина, мм', 750, 'мм'], volume(230)],
      [750, 450, 1700],
      23,
    ],
    [
      'Мия 160×70',
      84900,
      [['Длина, мм', 1600, 'мм'], ['Ширина, мм', 700, 'мм'], volume(190)],
      [700, 440, 1600],
      20,
    ],
    [
      'Леда 170×80',
      109000,
      [['Длина, мм', 1700, 'мм'], ['Ширина, мм', 800, 'мм'], volume(250)],
      [800, 460, 1700],
      25,
    ],
    [
      'Альфа 150×70',
      72900,
      [['Длина, мм', 1500, 'мм'], ['Ширина, мм', 700, 'мм'], volume(170)],
      [700, 420, 1500],
      18,
    ],
  ]),
  named('Ванны', 'bath', 'Ванна стальная', 'Roca', '', 'RC-BATH', 'Эмалированная сталь', [
    [
      'Princess 150×75',
      94900,
      [
        ['Длина, мм', 1500, 'мм'],
        ['Ширина, мм', 750, 'мм'],
        ['Толщина стали, мм', 2.4, 'мм'],
      ],
      [750, 400, 1500],
      29,
    ],
    [
      'Princess 170×75',
      112000,
      [
        ['Длина, мм', 1700, 'мм'],
        ['Ширина, мм', 750, 'мм'],
        ['Толщина стали, мм', 2.4, 'мм'],
      ],
      [750, 400, 1700],
      32,
    ],
    [
      'Contesa 170×70',
      99900,
      [
        ['Длина, мм', 1700, 'мм'],
        ['Ширина, мм', 700, 'мм'],
        ['Толщина стали, мм', 2.4, 'мм'],
      ],
      [700, 400, 1700],
      30,
    ],
  ]),
  named(
    'Ванны',
    'bath',
    'Ванна чугунная',
    'Roca',
    'Continental',
    'RC-CONT',
    'Чугун эмалированный',
    [
      [
        '160×70',
        259000,
        [['Длина, мм', 1600, 'мм'], ['Ширина, мм', 700, 'мм'], volume(195)],
        [700, 420, 1600],
        95,
      ],
      [
        '170×70',
        289000,
        [['Длина, мм', 1700, 'мм'], ['Ширина, мм', 700, 'мм'], volume(210)],
        [700, 420, 1700],
        102,
      ],
    ]
  ),

  // ── Душевые системы
  named(
    'Душевые системы',
    'shower',
    'Душевая система',
    'Grohe',
    '',
    'GH-SH',
    'Латунь хромированная',
    [
      [
        'Tempesta Cosmopolitan 250',
        189000,
        [
          ['Диаметр верхнего душа, мм', 250, 'мм'],
          ['Термостат', 'Есть'],
          ['Режимов лейки, шт', 2, 'шт'],
        ],
        [250, 1150, 450],
        6.2,
      ],
      [
        'Euphoria 260',
        319000,
        [
          ['Диаметр верхнего душа, мм', 260, 'мм'],
          ['Термостат', 'Есть'],
          ['Режимов лейки, шт', 3, 'шт'],
        ],
        [260, 1200, 480],
        7.1,
      ],
      [
        'Vitalio Start 250',
        119000,
        [
          ['Диаметр верхнего душа, мм', 250, 'мм'],
          ['Термостат', 'Нет'],
          ['Режимов лейки, шт', 2, 'шт'],
        ],
        [250, 1100, 450],
        5.4,
      ],
    ]
  ),
  named(
    'Душевые системы',
    'shower',
    'Душевая система',
    'Hansgrohe',
    '',
    'HG-SH',
    'Латунь хромированная',
    [
      [
        'Crometta S 240',
        169000,
        [
          ['Диаметр верхнего душа, мм', 240, 'мм'],
          ['Термостат', 'Есть'],
          ['Режимов лейки, шт', 2, 'шт'],
        ],
        [240, 1140, 440],
        5.9,
      ],
      [
        'Croma Select E 180',
        229000,
        [
          ['Диаметр верхнего душа, мм', 180, 'мм'],
          ['Термостат', 'Есть'],
          ['Режимов лейки, шт', 3, 'шт'],
        ],
        [180, 1150, 420],
        6.3,
      ],
      [
        'Vernis Blend 200',
        139000,
        [
          ['Диаметр верхнего душа, мм', 200, 'мм'],
          ['Термостат', 'Нет'],
          ['Режимов лейки, шт', 2, 'шт'],
        ],
        [200, 1120, 400],
        5.1,
      ],
    ]
  ),
  named(
    'Душевые системы',
    'shower',
    'Душевая система',
    'Iddis',
    '',
    'ID-SH',
    'Латунь хромированная',
    [
      [
        'Optima Home',
        64900,
        [
          ['Диаметр верхнего душа, мм', 200, 'мм'],
          ['Термостат', 'Нет'],
          ['Гарантия, лет', 7, 'лет'],
        ],
        [200, 1100, 400],
        4.8,
      ],
      [
        'Ray 200',
        79900,
        [
          ['Диаметр верхнего душа, мм', 200, 'мм'],
          ['Термостат', 'Нет'],
          ['Гарантия, лет', 7, 'лет'],
        ],
        [200, 1150, 420],
        5.2,
      ],
    ]
  ),

  // ── Котельное оборудование / Газовые котлы
  boilers(
    'Газовые котлы',
    'boiler-wall',
    'Котёл газовый настенный',
    'Baxi',
    '',
    'BX',
    [
      ['ECO-4s 10F', 10, 239000],
      ['ECO-4s 18F', 18, 259000],
      ['ECO-4s 24F', 24, 279000],
      ['ECO-4s 1.24F', 24, 269000],
      ['Luna-3 240 Fi', 24, 419000],
      ['ECO Nova 24F', 24, 249000],
      ['Duo-tec Compact 24', 24, 589000],
    ],
    (kw) => [
      ['Количество контуров', kw === 10 ? 'Одноконтурный' : 'Двухконтурный'],
      ['Камера сгорания', 'Закрытая'],
      ['КПД, %', 92.9, '%'],
    ]
  ),
  boilers(
    'Газовые котлы',
    'boiler-wall',
    'Котёл газовый настенный',
    'Vaillant',
    '',
    'VL',
    [
      ['turboTEC pro VUW 242/5-3', 24, 589000],
      ['atmoTEC pro VUW 240/5-3', 24, 539000],
      ['ecoTEC plus VU 25CS/1-5', 25, 1090000],
    ],
    (kw) => [
      ['Количество контуров', 'Двухконтурный'],
      ['КПД, %', kw === 25 ? 108 : 91, '%'],
    ]
  ),
  boilers(
    'Газовые котлы',
    'boiler-wall',
    'Котёл газовый настенный',
    'Buderus',
    'Logamax',
    'BD-LMX',
    [
      ['U072-12K', 12, 329000],
      ['U072-24K', 24, 369000],
    ],
    () => [
      ['Количество контуров', 'Двухконтурный'],
      ['Камера сгорания', 'Закрытая'],
      ['КПД, %', 92, '%'],
    ]
  ),
  boilers(
    'Газовые котлы',
    'boiler-floor',
    'Котёл газовый напольный',
    'Buderus',
    'Logano',
    'BD-LGN',
    [['G234X 38', 38, 1390000]],
    () => [
      ['Количество контуров', 'Одноконтурный'],
      ['Теплообменник', 'Чугунный'],
    ]
  ),
  boilers(
    'Газовые котлы',
    'boiler-wall',
    'Котёл газовый настенный',
    'Protherm',
    '',
    'PT',
    [
      ['Пантера 25 KTV', 25, 349000],
      ['Гепард 23 MTV', 23, 319000],
    ],
    () => [
      ['Количество контуров', 'Двухконтурный'],
      ['Камера сгорания', 'Закрытая'],
      ['КПД, %', 91, '%'],
    ]
  ),
  boilers(
    'Газовые котлы',
    'boiler-floor',
    'Котёл газовый напольный',
    'Protherm',
    '',
    'PT',
    [
      ['Медведь 40 KLOM', 35, 689000],
      ['Медведь 50 KLOM', 44, 789000],
    ],
    () => [
      ['Количество контуров', 'Одноконтурный'],
      ['Энергонезависимый', 'Нет'],
      ['Теплообменник', 'Чугунный'],
    ]
  ),
  boilers(
    'Газовые котлы',
    'boiler-wall',
    'Котёл газовый настенный',
    'Viessmann',
    '',
    'VS',
    [
      ['Vitopend 100-W A1JB 24', 24, 429000],
      ['Vitodens 100-W B1KC 26', 26, 899000],
    ],
    (kw) => [
      ['Количество контуров', 'Двухконтурный'],
      ['КПД, %', kw === 26 ? 98 : 93, '%'],
    ]
  ),

  // ── Электрические котлы
  boilers(
    'Электрические котлы',
    'boiler-wall',
    'Котёл электрический',
    'Protherm',
    'Скат',
    'PT-SKAT',
    [
      ['6 KR 13', 6, 189000],
      ['9 KR 13', 9, 209000],
      ['12 K 13', 12, 259000],
      ['18 K 13', 18, 319000],
      ['24 K 13', 24, 379000],
    ],
    (kw) => [
      ['Напряжение, В', kw <= 9 ? 220 : 380, 'В'],
      ['Ступеней мощности, шт', kw <= 9 ? 2 : 4, 'шт'],
    ]
  ),
  boilers(
    'Электрические котлы',
    'boiler-wall',
    'Котёл электрический',
    'Zota',
    '',
    'ZT',
    [
      ['Lux 6', 6, 152000],
      ['Lux 9', 9, 168000],
      ['Lux 12', 12, 189000],
      ['Smart 15', 15, 279000],
    ],
    (kw) => [
      ['Напряжение, В', kw <= 6 ? 220 : 380, 'В'],
      ['Управление через интернет', kw === 15 ? 'Да' : 'Опционально'],
    ]
  ),
  boilers(
    'Электрические котлы',
    'boiler-wall',
    'Котёл электрический',
    'Vaillant',
    'eloBLOCK',
    'VL-ELB',
    [
      ['VE 9', 9, 329000],
      ['VE 14', 14, 389000],
    ],
    () => [
      ['Напряжение, В', 380, 'В'],
      ['Встроенный расширительный бак, л', 10, 'л'],
    ]
  ),

  // ── Твердотопливные котлы
  boilers(
    'Твердотопливные котлы',
    'boiler-floor',
    'Котёл твердотопливный',
    'Buderus',
    'Logano',
    'BD-S111',
    [
      ['S111-2 12 D', 12, 389000],
      ['S111-2 16 D', 16, 439000],
      ['S111-2 20 D', 20, 489000],
      ['S111-2 32 D', 32, 629000],
    ],
    () => [
      ['Топливо', 'Дрова, уголь'],
      ['Теплообменник', 'Стальной'],
      ['КПД, %', 78, '%'],
    ]
  ),
  boilers(
    'Твердотопливные котлы',
    'boiler-floor',
    'Котёл твердотопливный',
    'Protherm',
    'Бобёр',
    'PT-BOBR',
    [
      ['20 DLO', 18, 419000],
      ['30 DLO', 27, 489000],
      ['40 DLO', 35, 559000],
      ['50 DLO', 45, 649000],
    ],
    () => [
      ['Топливо', 'Уголь, дрова, брикеты'],
      ['Теплообменник', 'Чугунный'],
      ['КПД, %', 78, '%'],
    ]
  ),
  boilers(
    'Твердотопливные котлы',
    'boiler-floor',
    'Котёл твердотопливный',
    'Zota',
    '',
    'ZT-TT',
    [
      ['Carbon 20', 20, 259000],
      ['Carbon 32', 32, 329000],
      ['Topol-M 20', 20, 229000],
      ['Master 25', 25, 279000],
    ],
    () => [
      ['Топливо', 'Уголь, дрова'],
      ['Теплообменник', 'Стальной'],
      ['Возможность установки ТЭНа', 'Да'],
    ]
  ),
  boilers(
    'Твердотопливные котлы',
    'boiler-floor',
    'Котёл пиролизный',
    'Viessmann',
    'Vitoligno 100-S',
    'VS-VTL',
    [['25 кВт', 25, 1490000]],
    () => [
      ['Топливо', 'Дрова'],
      ['КПД, %', 87, '%'],
      ['Длина полена, мм', 500, 'мм'],
    ]
  ),

  // ── Бойлеры косвенного нагрева
  tanks(
    'Бойлеры косвенного нагрева',
    'boiler-indirect',
    'Бойлер косвенного нагрева',
    'Baxi',
    'Premier Plus',
    'BX-PP',
    'Нержавеющая сталь',
    [150, 200, 300],
    (l) => 240000 + l * 1250,
    (l) => [
      ['Мощность змеевика, кВт', Math.round(l / 8), 'кВт'],
      ['Установка', 'Напольная'],
    ]
  ),
  tanks(
    'Бойлеры косвенного нагрева',
    'boiler-indirect',
    'Бойлер косвенного нагрева',
    'Baxi',
    'UBT',
    'BX-UBT',
    'Эмалированная сталь',
    [100],
    () => 219000,
    () => [
      ['Мощность змеевика, кВт', 18, 'кВт'],
      ['Установка', 'Напольная'],
    ]
  ),
  tanks(
    'Бойлеры косвенного нагрева',
    'boiler-indirect',
    'Бойлер косвенного нагрева',
    'Buderus',
    'Logalux',
    'BD-LGX',
    'Эмалированная сталь',
    [160, 200, 300],
    (l) => 290000 + l * 1300,
    (l) => [
      ['Мощность змеевика, кВт', Math.round(l / 7), 'кВт'],
      ['Установка', 'Напольная'],
    ],
    'v',
    (l) => `SU${l}/5`
  ),
  tanks(
    'Бойлеры косвенного нагрева',
    'boiler-indirect',
    'Бойлер косвенного нагрева',
    'Vaillant',
    'uniSTOR',
    'VL-UNI',
    'Эмалированная сталь',
    [120, 200],
    (l) => 320000 + l * 1400,
    (l) => [
      ['Мощность змеевика, кВт', Math.round(l / 7), 'кВт'],
      ['Установка', 'Напольная'],
    ],
    'v',
    (l) => `VIH R ${l}`
  ),
  tanks(
    'Бойлеры косвенного нагрева',
    'boiler-indirect',
    'Бойлер косвенного нагрева',
    'Drazice',
    'OKC',
    'DZ-OKC',
    'Эмалированная сталь',
    [100, 200],
    (l) => 178000 + l * 900,
    (l) => [
      ['Мощность змеевика, кВт', Math.round(l / 6.5), 'кВт'],
      ['Установка', l === 100 ? 'Настенная' : 'Напольная'],
    ],
    'v',
    (l) => `${l} NTR`
  ),

  // ── Дымоходы
  named(
    'Дымоходы',
    'flue',
    'Комплект коаксиальный',
    'Baxi',
    '',
    'BX-FLUE',
    'Алюминий, полипропилен',
    [
      [
        '60/100 750 мм',
        24900,
        [
          ['Диаметр, мм', '60/100'],
          ['Длина, мм', 750, 'мм'],
          ['Совместимость', 'Котлы Baxi с закрытой камерой'],
        ],
        [100, 100, 750],
        2.1,
      ],
      [
        '80/125 конденсационный',
        42900,
        [
          ['Диаметр, мм', '80/125'],
          ['Длина, мм', 1000, 'мм'],
          ['Совместимость', 'Конденсационные котлы'],
        ],
        [125, 125, 1000],
        2.9,
      ],
    ]
  ),
  named('Дымоходы', 'flue', 'Удлинение коаксиальное', 'Baxi', '', 'BX-EXT', 'Алюминий', [
    [
      '60/100 1000 мм',
      14900,
      [
        ['Диаметр, мм', '60/100'],
        ['Длина, мм', 1000, 'мм'],
        ['Материал трубы', 'Алюминий'],
      ],
      [100, 100, 1000],
      1.4,
    ],
    [
      '60/100 500 мм',
      9900,
      [
        ['Диаметр, мм', '60/100'],
        ['Длина, мм', 500, 'мм'],
        ['Материал трубы', 'Алюминий'],
      ],
      [100, 100, 500],
      0.8,
    ],
  ]),
  named('Дымоходы', 'flue', 'Колено коаксиальное 90°', 'Vaillant', '', 'VL-ELB90', 'Алюминий', [
    [
      '60/100',
      12900,
      [
        ['Диаметр, мм', '60/100'],
        ['Угол, °', 90, '°'],
        ['Совместимость', 'Котлы Vaillant turboTEC'],
      ],
      [100, 170, 170],
      0.7,
    ],
  ]),

  // ── Насосное оборудование / Циркуляционные насосы
  circulationPumps('Grundfos', 'UPS', 'GR-UPS', [
    ['25-40 180', 0.045, 4, 2.9, '1 1/2" НР', 64900],
    ['25-60 180', 0.09, 6, 3.5, '1 1/2" НР', 79900],
    ['32-40 180', 0.06, 4, 3.2, '2" НР', 84900],
    ['32-60 180', 0.1, 6, 3.8, '2" НР', 96900],
    ['25-80 180', 0.245, 8, 8.5, '1 1/2" НР', 189000],
    ['32-80 180', 0.245, 8, 9.5, '2" НР', 219000],
  ]),
  circulationPumps('Grundfos', 'ALPHA2', 'GR-ALPHA2', [
    ['25-40 180', 0.022, 4, 2.4, '1 1/2" НР', 154000],
    ['25-60 180', 0.034, 6, 3.3, '1 1/2" НР', 174000],
    ['32-60 180', 0.034, 6, 3.4, '2" НР', 189000],
  ]),
  circulationPumps('Wilo', 'Star-RS', 'WL-SRS', [
    ['25/4', 0.048, 4, 3, '1 1/2" НР', 46900],
    ['25/6', 0.093, 6, 3.3, '1 1/2" НР', 55900],
    ['30/6', 0.093, 6, 3.3, '2" НР', 61900],
  ]),
  circulationPumps('Wilo', 'Yonos PICO', 'WL-YP', [
    ['25/1-6', 0.04, 6, 3.5, '1 1/2" НР', 109000],
    ['30/1-8', 0.075, 8, 4.5, '2" НР', 149000],
  ]),
  circulationPumps('DAB', '', 'DB-VA', [
    ['VA 35/180', 0.06, 3.5, 3, '1 1/2" НР', 41900],
    ['VA 55/180', 0.08, 5.5, 3.5, '1 1/2" НР', 48900],
    ['EVOSTA 40-70/180', 0.045, 6.9, 3.4, '1 1/2" НР', 99900],
  ]),

  // ── Скважинные насосы
  pumpFamily(
    'Скважинные насосы',
    'pump-deep',
    'Насос скважинный',
    'Grundfos',
    'SQ',
    'GR-SQ',
    'Нержавеющая сталь',
    [
      ['1-65', 0.7, 66, 1.2, '1 1/4"', 489000],
      ['2-55', 0.85, 56, 2.3, '1 1/4"', 519000],
      ['2-85', 1.15, 84, 2.3, '1 1/4"', 619000],
      ['3-65', 1.15, 62, 3.6, '1 1/4"', 649000],
      ['3-105', 1.68, 100, 3.6, '1 1/4"', 869000],
    ],
    (kw) => [74, Math.round(700 + kw * 420), 74],
    () => [
      ['Диаметр насоса, дюйм', 3, '"'],
      ['Защита от сухого хода', 'Есть'],
    ]
  ),
  pumpFamily(
    'Скважинные насосы',
    'pump-deep',
    'Насос скважинный',
    'Pedrollo',
    '4SR',
    'PD-4SR',
    'Нержавеющая сталь',
    [
      ['2/13', 0.55, 70, 2.4, '1 1/4"', 189000],
      ['4/18', 1.1, 95, 4.2, '1 1/4"', 289000],
      ['6/20', 1.5, 103, 6, '1 1/2"', 389000],
      ['8/16', 2.2, 84, 8.4, '2"', 469000],
    ],
    (kw) => [98, Math.round(800 + kw * 380), 98],
    () => [
      ['Диаметр насоса, дюйм', 4, '"'],
      ['Напряжение, В', 220, 'В'],
    ]
  ),
  pumpFamily(
    'Скважинные насосы',
    'pump-deep',
    'Насос скважинный',
    'Джилекс',
    'Водомёт',
    'DZ-VDM',
    'Нержавеющая сталь',
    [
      ['60/52', 0.9, 52, 3.6, '1"', 64900],
      ['115/75', 1.7, 75, 6.9, '1 1/4"', 109000],
      ['150/90', 2.4, 90, 9, '1 1/4"', 149000],
    ],
    (kw) => [98, Math.round(650 + kw * 300), 98],
    () => [
      ['Диаметр насоса, дюйм', 4, '"'],
      ['Напряжение, В', 220, 'В'],
    ]
  ),
  pumpFamily(
    'Скважинные насосы',
    'pump-deep',
    'Насос скважинный',
    'Wilo',
    'TWU',
    'WL-TWU',
    'Нержавеющая сталь',
    [['4-0207', 0.75, 63, 3, '1 1/4"', 279000]],
    (kw) => [98, Math.round(700 + kw * 400), 98],
    () => [['Диаметр насоса, дюйм', 4, '"']]
  ),

  // ── Насосные станции
  pumpFamily(
    'Насосные станции',
    'pump-station',
    'Насосная станция',
    'Grundfos',
    'Hydrojet',
    'GR-HJ',
    'Чугун, сталь',
    [
      ['JPB 5/24', 0.78, 40, 3.5, '1"', 149000],
      ['JPB 6/24', 1.4, 48, 4.5, '1"', 189000],
      ['JPD 4-47 PT-V', 0.85, 47, 4, '1"', 279000],
    ],
    () => [280, 580, 520],
    () => [['Объём гидроаккумулятора, л', 24, 'л']]
  ),
  pumpFamily(
    'Насосные станции',
    'pump-station',
    'Насосная станция',
    'Wilo',
    'Jet',
    'WL-JET',
    'Нержавеющая сталь',
    [
      ['HWJ 203 EM', 0.75, 43, 4.8, '1"', 219000],
      ['HWJ 202 X 50L', 1.1, 42, 4.5, '1"', 259000],
    ],
    () => [300, 620, 560],
    () => [['Объём гидроаккумулятора, л', 20, 'л']]
  ),
  pumpFamily(
    'Насосные станции',
    'pump-station',
    'Насосная станция',
    'DAB',
    'Aquajet',
    'DB-AJ',
    'Чугун',
    [
      ['82 M', 0.8, 44, 3.6, '1"', 119000],
      ['132 M', 1, 48, 4.2, '1"', 149000],
    ],
    () => [290, 600, 530],
    () => [['Объём гидроаккумулятора, л', 20, 'л']]
  ),
  pumpFamily(
    'Насосные станции',
    'pump-station',
    'Насосная станция',
    'Pedrollo',
    'Hydrofresh',
    'PD-HF',
    'Чугун',
    [
      ['JSWm 2AX', 1.1, 50, 4.8, '1"', 139000],
      ['PKm 60', 0.37, 40, 2.4, '1"', 89000],
    ],
    () => [280, 560, 500],
    () => [['Объём гидроаккумулятора, л', 24, 'л']]
  ),
  pumpFamily(
    'Насосные станции',
    'pump-station',
    'Насосная станция',
    'Calpeda',
    '',
    'CP',
    'Нержавеющая сталь',
    [
      ['NGXM 2/24', 0.6, 38, 3, '1"', 179000],
      ['NGXM 4/24', 0.9, 48, 3.6, '1"', 209000],
    ],
    () => [290, 590, 520],
    () => [['Объём гидроаккумулятора, л', 24, 'л']]
  ),
  pumpFamily(
    'Насосные станции',
    'pump-station',
    'Насосная станция',
    'Джилекс',
    'Джамбо',
    'DZ-DJ',
    'Чугун',
    [
      ['60/35 Н-24', 0.6, 35, 3.6, '1"', 62900],
      ['70/50 Н-50', 1.1, 50, 4.2, '1"', 104000],
    ],
    () => [300, 600, 540],
    (row) => [['Объём гидроаккумулятора, л', row[0].endsWith('50') ? 50 : 24, 'л']]
  ),

  // ── Дренажные насосы
  pumpFamily(
    'Дренажные насосы',
    'pump-drain',
    'Насос дренажный',
    'Grundfos',
    'Unilift',
    'GR-UL',
    'Нержавеющая сталь',
    [
      ['KP 150-A1', 0.3, 6, 7.8, '1 1/4"', 139000],
      ['KP 250-A1', 0.5, 8, 12, '1 1/4"', 179000],
      ['AP 12.40.06.A1', 0.7, 11, 16, '1 1/2"', 319000],
    ],
    () => [200, 330, 200],
    () => [
      ['Поплавковый выключатель', 'Есть'],
      ['Размер частиц до, мм', 10, 'мм'],
    ]
  ),
  pumpFamily(
    'Дренажные насосы',
    'pump-drain',
    'Насос дренажный',
    'Pedrollo',
    '',
    'PD-DR',
    'Пластик, нержавеющая сталь',
    [
      ['Top 2', 0.37, 8, 9, '1 1/4"', 49900],
      ['Top 3', 0.55, 9.5, 12, '1 1/4"', 59900],
      ['RX 2/20', 0.37, 9, 12, '1 1/4"', 89900],
    ],
    () => [180, 300, 180],
    () => [
      ['Поплавковый выключатель', 'Есть'],
      ['Размер частиц до, мм', 10, 'мм'],
    ]
  ),
  pumpFamily(
    'Дренажные насосы',
    'pump-drain',
    'Насос дренажный',
    'Calpeda',
    '',
    'CP-DR',
    'Нержавеющая сталь',
    [
      ['GXR 25-2', 0.25, 7, 7, '1"', 99900],
      ['GQR 10-7', 0.75, 11, 15, '1 1/2"', 169000],
    ],
    () => [190, 320, 190],
    () => [['Поплавковый выключатель', 'Есть']]
  ),
  pumpFamily(
    'Дренажные насосы',
    'pump-drain',
    'Насос дренажный',
    'Ebara',
    '',
    'EB',
    'Нержавеющая сталь',
    [
      ['Best One', 0.25, 7, 8.4, '1 1/4"', 69900],
      ['Best 2', 0.37, 9, 11, '1 1/2"', 89900],
      ['Optima MA', 0.25, 6.5, 7.8, '1 1/4"', 59900],
    ],
    () => [170, 310, 170],
    () => [
      ['Поплавковый выключатель', 'Есть'],
      ['Размер частиц до, мм', 10, 'мм'],
    ]
  ),
  pumpFamily(
    'Дренажные насосы',
    'pump-drain',
    'Насос дренажный',
    'Джилекс',
    'Дренажник',
    'DZ-DRN',
    'Пластик',
    [['110/8', 0.4, 8, 6.6, '1 1/4"', 42900]],
    () => [180, 300, 180],
    () => [
      ['Поплавковый выключатель', 'Есть'],
      ['Размер частиц до, мм', 35, 'мм'],
    ]
  ),

  // ── Канализационные установки
  pumpFamily(
    'Канализационные установки',
    'sewage-unit',
    'Канализационная установка',
    'Grundfos',
    'Sololift2',
    'GR-SL2',
    'Пластик',
    [
      ['WC-1', 0.62, 8.5, 8.7, '1"', 199000],
      ['WC-3', 0.62, 8.5, 8.7, '1"', 239000],
      ['C-3', 0.62, 8.5, 8.7, '1"', 219000],
      ['D-2', 0.3, 5.5, 6.6, '1"', 159000],
    ],
    () => [180, 270, 440],
    () => [['Подключаемых приборов, шт', 3, 'шт'], tmax(50)]
  ),
  pumpFamily(
    'Канализационные установки',
    'sewage-unit',
    'Канализационная установка',
    'Grundfos',
    'Multilift',
    'GR-ML',
    'Полиэтилен',
    [['MSS.11.1.2', 1.1, 10.5, 24, 'DN80', 899000]],
    () => [560, 580, 680],
    () => [['Объём резервуара, л', 35, 'л'], tmax(40)]
  ),
  pumpFamily(
    'Канализационные установки',
    'sewage-unit',
    'Канализационная установка',
    'Wilo',
    '',
    'WL-DL',
    'Пластик',
    [
      ['HiDrainlift 3-35', 0.4, 6.5, 8.9, '1"', 189000],
      ['DrainLift Con', 0.02, 4.5, 0.5, '3/8"', 119000],
    ],
    () => [190, 280, 430],
    () => [['Подключаемых приборов, шт', 3, 'шт']]
  ),
  pumpFamily(
    'Канализационные установки',
    'sewage-unit',
    'Канализационная установка',
    'DAB',
    'Genix',
    'DB-GNX',
    'Пластик',
    [
      ['WC 110', 0.4, 6, 8, '1"', 149000],
      ['VX 110', 0.4, 6, 8, '1"', 139000],
    ],
    () => [180, 270, 420],
    () => [['Подключаемых приборов, шт', 2, 'шт']]
  ),

  // ── Повысительные насосы
  pumpFamily(
    'Повысительные насосы',
    'pump-circ',
    'Насос повышения давления',
    'Grundfos',
    'UPA',
    'GR-UPA',
    'Чугун',
    [
      ['15-90 160', 0.12, 8, 1.5, '3/4" НР', 89900],
      ['15-120', 0.2, 12, 2.1, '3/4" НР', 139000],
    ],
    () => [130, 160, 160],
    () => [['Реле протока', 'Есть']]
  ),
  pumpFamily(
    'Повысительные насосы',
    'pump-circ',
    'Насос повышения давления',
    'Wilo',
    'PB',
    'WL-PB',
    'Чугун',
    [
      ['201EA', 0.2, 15, 1.8, '1/2" НР', 99900],
      ['088EA', 0.09, 9, 1.2, '1/2" НР', 69900],
    ],
    () => [130, 160, 180],
    () => [['Реле протока', 'Есть']]
  ),

  // ── Мебель для ванных комнат
  named(
    'Тумбы с раковиной',
    'cabinet',
    'Тумба с раковиной',
    'Акватон',
    '',
    'AT-TUM',
    'МДФ, влагостойкая эмаль',
    [
      [
        'Рико 65 белая',
        89900,
        [
          ['Ширина, мм', 650, 'мм'],
          ['Монтаж', 'Подвесной'],
          ['Цвет', 'Белый глянец'],
        ],
        [650, 820, 460],
        28,
      ],
      [
        'Рико 80 белая',
        109000,
        [
          ['Ширина, мм', 800, 'мм'],
          ['Монтаж', 'Подвесной'],
          ['Цвет', 'Белый глянец'],
        ],
        [800, 820, 460],
        33,
      ],
      [
        'Сканди 70 дуб',
        99900,
        [
          ['Ширина, мм', 700, 'мм'],
          ['Монтаж', 'Напольный'],
          ['Цвет', 'Дуб верона'],
        ],
        [700, 850, 450],
        31,
      ],
      [
        'Ника 100',
        169000,
        [
          ['Ширина, мм', 1000, 'мм'],
          ['Монтаж', 'Напольный'],
          ['Цвет', 'Белый матовый'],
        ],
        [1000, 850, 470],
        44,
      ],
    ]
  ),
  named('Тумбы с раковиной', 'cabinet', 'Тумба с раковиной', 'Roca', '', 'RC-TUM', 'ЛДСП', [
    [
      'Victoria Nord 60',
      119000,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Монтаж', 'Напольный'],
        ['Цвет', 'Белый'],
      ],
      [600, 840, 460],
      30,
    ],
    [
      'Gap 70',
      149000,
      [
        ['Ширина, мм', 700, 'мм'],
        ['Монтаж', 'Подвесной'],
        ['Цвет', 'Антрацит'],
      ],
      [700, 560, 460],
      27,
    ],
  ]),
  named('Тумбы с раковиной', 'cabinet', 'Тумба с раковиной', 'Cersanit', '', 'CS-TUM', 'ЛДСП', [
    [
      'Moduo 50',
      64900,
      [
        ['Ширина, мм', 500, 'мм'],
        ['Монтаж', 'Подвесной'],
        ['Цвет', 'Белый'],
      ],
      [500, 600, 400],
      21,
    ],
    [
      'Moduo 60',
      72900,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Монтаж', 'Подвесной'],
        ['Цвет', 'Белый'],
      ],
      [600, 600, 450],
      24,
    ],
    [
      'Lara 70',
      84900,
      [
        ['Ширина, мм', 700, 'мм'],
        ['Монтаж', 'Напольный'],
        ['Цвет', 'Белый'],
      ],
      [700, 820, 450],
      29,
    ],
  ]),
  named(
    'Зеркала и шкафы',
    'mirror',
    'Зеркало с подсветкой',
    'Акватон',
    '',
    'AT-MIR',
    'Стекло, МДФ',
    [
      [
        'Рико 65',
        39900,
        [
          ['Ширина, мм', 650, 'мм'],
          ['Подсветка', 'LED'],
          ['Высота, мм', 800, 'мм'],
        ],
        [650, 800, 30],
        7,
      ],
      [
        'Рико 80',
        45900,
        [
          ['Ширина, мм', 800, 'мм'],
          ['Подсветка', 'LED'],
          ['Высота, мм', 800, 'мм'],
        ],
        [800, 800, 30],
        9,
      ],
    ]
  ),
  named('Зеркала и шкафы', 'mirror', 'Зеркальный шкаф', 'Акватон', '', 'AT-ZS', 'МДФ, стекло', [
    [
      'Сканди 70',
      69900,
      [
        ['Ширина, мм', 700, 'мм'],
        ['Подсветка', 'Нет'],
        ['Количество полок, шт', 2, 'шт'],
      ],
      [700, 750, 150],
      14,
    ],
    [
      'Ника 100',
      104000,
      [
        ['Ширина, мм', 1000, 'мм'],
        ['Подсветка', 'LED'],
        ['Количество полок, шт', 3, 'шт'],
      ],
      [1000, 750, 150],
      19,
    ],
  ]),
  named('Зеркала и шкафы', 'mirror', 'Зеркальный шкаф', 'Cersanit', '', 'CS-ZS', 'ЛДСП, стекло', [
    [
      'Moduo 60',
      44900,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Подсветка', 'Нет'],
        ['Количество полок, шт', 2, 'шт'],
      ],
      [600, 700, 140],
      12,
    ],
    [
      'Lara 70',
      52900,
      [
        ['Ширина, мм', 700, 'мм'],
        ['Подсветка', 'Нет'],
        ['Количество полок, шт', 2, 'шт'],
      ],
      [700, 700, 140],
      13,
    ],
  ]),
  named('Зеркала и шкафы', 'mirror', 'Зеркало', 'Roca', '', 'RC-MIR', 'Стекло', [
    [
      'Victoria Nord 60',
      24900,
      [
        ['Ширина, мм', 600, 'мм'],
        ['Подсветка', 'Нет'],
        ['Высота, мм', 700, 'мм'],
      ],
      [600, 700, 25],
      5,
    ],
  ]),
  named('Пеналы', 'case', 'Пенал подвесной', 'Акватон', '', 'AT-PEN', 'МДФ', [
    [
      'Рико 35',
      59900,
      [
        ['Ширина, мм', 350, 'мм'],
        ['Высота, мм', 1400, 'мм'],
        ['Количество полок, шт', 4, 'шт'],
      ],
      [350, 1400, 300],
      22,
    ],
    [
      'Сканди 40',
      74900,
      [
        ['Ширина, мм', 400, 'мм'],
        ['Высота, мм', 1600, 'мм'],
        ['Количество полок, шт', 5, 'шт'],
      ],
      [400, 1600, 320],
      27,
    ],
    [
      'Ника 40 с корзиной',
      119000,
      [
        ['Ширина, мм', 400, 'мм'],
        ['Высота, мм', 1700, 'мм'],
        ['Корзина для белья', 'Есть'],
      ],
      [400, 1700, 330],
      31,
    ],
  ]),
  named('Пеналы', 'case', 'Пенал', 'Cersanit', '', 'CS-PEN', 'ЛДСП', [
    [
      'Moduo 35',
      42900,
      [
        ['Ширина, мм', 350, 'мм'],
        ['Высота, мм', 1600, 'мм'],
        ['Количество полок, шт', 4, 'шт'],
      ],
      [350, 1600, 300],
      20,
    ],
    [
      'Lara 40',
      49900,
      [
        ['Ширина, мм', 400, 'мм'],
        ['Высота, мм', 1650, 'мм'],
        ['Количество полок, шт', 4, 'шт'],
      ],
      [400, 1650, 300],
      23,
    ],
  ]),
  named('Пеналы', 'case', 'Пенал', 'Roca', '', 'RC-PEN', 'ЛДСП', [
    [
      'Gap 30',
      89900,
      [
        ['Ширина, мм', 300, 'мм'],
        ['Высота, мм', 1500, 'мм'],
        ['Цвет', 'Антрацит'],
      ],
      [300, 1500, 300],
      19,
    ],
  ]),

  // ── Баки и емкости
  tanks(
    'Баки для воды',
    'tank',
    'Бак для воды вертикальный',
    'Анион',
    '',
    'AN-V',
    'Пищевой полиэтилен',
    [200, 500, 750, 1000, 2000, 3000, 5000],
    (l) => 18000 + l * 62,
    () => [
      ['Цвет', 'Синий'],
      ['Горловина, мм', 350, 'мм'],
    ]
  ),
  tanks(
    'Баки для воды',
    'tank',
    'Бак для воды горизонтальный',
    'Анион',
    '',
    'AN-H',
    'Пищевой полиэтилен',
    [1000, 2000],
    (l) => 30000 + l * 70,
    () => [
      ['Цвет', 'Белый'],
      ['Горловина, мм', 420, 'мм'],
    ],
    'h'
  ),
  tanks(
    'Расширительные баки',
    'tank-exp',
    'Бак расширительный для отопления',
    'Reflex',
    'N',
    'RF-N',
    'Сталь',
    [8, 12, 18, 25, 35, 50, 80, 100],
    (l) => 12900 + l * 880,
    () => [pn(6), tmax(120), conn('3/4"')],
    'v',
    (l) => String(l)
  ),
  tanks(
    'Расширительные баки',
    'tank-exp',
    'Бак расширительный для водоснабжения',
    'Wester',
    '',
    'WS',
    'Сталь',
    [24, 50],
    (l) => 16900 + l * 420,
    () => [pn(10), conn('1"'), ['Мембрана', 'EPDM']],
    'v',
    (l) => `WAV ${l}`
  ),
  tanks(
    'Расширительные баки',
    'tank-exp',
    'Гидроаккумулятор',
    'Wester',
    '',
    'WS-WAV80',
    'Сталь',
    [80],
    () => 49900,
    () => [pn(10), conn('1"'), ['Исполнение', 'Вертикальный']],
    'v',
    (l) => `WAV ${l} top`
  ),
  tanks(
    'Расширительные баки',
    'tank-exp',
    'Гидроаккумулятор',
    'Zilmet',
    'Hydro-Pro',
    'ZM-HP',
    'Сталь',
    [24, 50, 100],
    (l) => 24900 + l * 620,
    () => [pn(10), conn('1"'), ['Мембрана', 'Сменная, бутил']]
  ),
  tanks(
    'Септики',
    'septic',
    'Септик',
    'Росток',
    '',
    'RS',
    'Полиэтилен',
    [1000, 1500, 2400, 3000],
    (l) => 98000 + l * 92,
    (l) => [
      ['Количество пользователей, чел', Math.round(l / 400), 'чел'],
      ['Производительность, л/сут', Math.round(l * 0.4), 'л/сут'],
    ],
    'h',
    (l) => ROSTOK_MODELS[l] ?? `${l} л`
  ),
  tanks(
    'Септики',
    'septic',
    'Септик',
    'Термит',
    'Профи',
    'TM-PR',
    'Полиэтилен',
    [1200, 2000, 3000],
    (l) => 139000 + l * 88,
    (l) => [
      ['Количество пользователей, чел', Math.round(l / 380), 'чел'],
      ['Производительность, л/сут', Math.round(l * 0.4), 'л/сут'],
    ],
    'v',
    (l) => (l / 1000).toFixed(1)
  ),
  named(
    'Септики',
    'septic',
    'Станция биологической очистки',
    'Топас',
    '',
    'TP',
    'Полипропилен',
    [5, 8].map(
      (n): Named => [
        String(n),
        1_290_000 + n * 62_000,
        [
          ['Количество пользователей, чел', n, 'чел'],
          ['Производительность, л/сут', n * 200, 'л/сут'],
          ['Потребляемая мощность, кВт', n === 5 ? 1.5 : 2.1, 'кВт'],
        ],
        [1100, 2500, n === 5 ? 1000 : 1300],
        n === 5 ? 230 : 280,
      ]
    )
  ),
  tanks(
    'Ёмкости пластиковые',
    'container',
    'Ёмкость пластиковая прямоугольная',
    'Анион',
    '',
    'AN-PR',
    'Полиэтилен',
    [300, 500, 1000],
    (l) => 26000 + l * 58,
    () => [
      ['Цвет', 'Синий'],
      ['Назначение', 'Вода'],
    ]
  ),
  tanks(
    'Ёмкости пластиковые',
    'container',
    'Ёмкость для дизельного топлива',
    'Анион',
    '',
    'AN-DT',
    'Полиэтилен',
    [2000],
    () => 189000,
    () => [
      ['Цвет', 'Чёрный'],
      ['Назначение', 'Дизельное топливо'],
    ]
  ),
  tanks(
    'Ёмкости пластиковые',
    'container',
    'Ёмкость пластиковая горизонтальная',
    'Росток',
    '',
    'RS-G',
    'Полиэтилен',
    [3000, 5000],
    (l) => 120000 + l * 55,
    () => [
      ['Цвет', 'Зелёный'],
      ['Назначение', 'Вода, техническая жидкость'],
    ],
    'h'
  ),
]

// ───────────────────────────── Descriptions ─────────────────────────────

interface DescribeContext {
  full: string
  brand: string
  country: string
  material?: string
  fact?: string
}

const KIND_TEXT: Record<ShapeKind, (c: DescribeContext) => string> = {
  'pump-circ': (c) =>
    `${c.full} обеспечивает циркуляцию теплоносителя в системах отопления, тёплых полов и горячего водоснабжения. Насос с мокрым ротором работает тихо и не требует обслуживания${c.fact ? `: ${c.fact}` : ''}.`,
  'pump-deep': (c) =>
    `${c.full} подаёт воду из скважин и колодцев в дом, на полив и в систему водоснабжения. Корпус и рабочие колёса выдерживают песок в воде${c.fact ? `, ${c.fact}` : ''}.`,
  'pump-station': (c) =>
    `${c.full} — готовое решение для автономного водоснабжения частного дома из колодца или скважины. Станция поддерживает давление в системе автоматически${c.fact ? `, ${c.fact}` : ''}.`,
  'pump-drain': (c) =>
    `${c.full} откачивает воду из подвалов, приямков и затопленных помещений. Поплавковый выключатель включает насос автоматически${c.fact ? `; ${c.fact}` : ''}.`,
  'sewage-unit': (c) =>
    `${c.full} отводит стоки от унитаза, душа или раковины там, где самотёчная канализация невозможна. Встроенный измельчитель и обратный клапан защищают систему от засоров.`,
  'boiler-wall': (c) =>
    `${c.full} подходит для отопления квартир, коттеджей и небольших коммерческих помещений${c.fact ? `: ${c.fact}` : ''}. Электроника поддерживает заданную температуру и защищает котёл при перепадах давления газа и напряжения.`,
  'boiler-floor': (c) =>
    `${c.full} рассчитан на отопление частного дома и производственных помещений${c.fact ? `: ${c.fact}` : ''}. Надёжный теплообменник и простая автоматика рассчитаны на многолетнюю работу.`,
  'boiler-indirect': (c) =>
    `${c.full} готовит горячую воду от отопительного котла без дополнительных затрат электроэнергии${c.fact ? `, ${c.fact}` : ''}. Теплоизоляция из пенополиуретана долго сохраняет воду горячей.`,
  flue: (c) =>
    `${c.full} предназначен для отвода продуктов сгорания и подачи воздуха к котлам с закрытой камерой сгорания. Элементы соединяются без герметика и легко монтируются через стену.`,
  tap: (c) =>
    `${c.full} с керамическим картриджем обеспечивает плавную регулировку температуры и напора воды. Хромированное покрытие легко очищается и сохраняет блеск годами.`,
  valve: (c) =>
    `${c.full} используется для перекрытия и регулирования потока воды в системах водоснабжения и отопления${c.fact ? `, ${c.fact}` : ''}. Материал корпуса — ${c.material?.toLowerCase() ?? 'латунь'}.`,
  fitting: (c) =>
    `${c.full} служит для соединения трубопроводов в системах водоснабжения и отопления${c.fact ? `, ${c.fact}` : ''}. Точная резьба и качественный материал (${c.material?.toLowerCase() ?? 'латунь'}) обеспечивают герметичность соединения.`,
  collector: (c) =>
    `${c.full} распределяет теплоноситель или воду по контурам системы${c.fact ? `: ${c.fact}` : ''}. Подходит для радиаторного отопления, тёплых полов и систем водоснабжения.`,
  filter: (c) =>
    `${c.full} защищает трубопроводы, бытовую технику и котлы от механических примесей и ржавчины. Прозрачная или съёмная колба упрощает обслуживание.`,
  meter: (c) =>
    `${c.full} внесён в реестр средств измерений Республики Казахстан и поставляется с первичной поверкой. Подходит для квартирного и коммерческого учёта.`,
  radiator: (c) =>
    `${c.full} рассчитан на центральные и автономные системы отопления${c.fact ? `, ${c.fact}` : ''}. Порошковая эмаль устойчива к царапинам и не желтеет.`,
  pipe: (c) =>
    `${c.full} предназначен для внутренней канализации жилых и общественных зданий. Раструбное соединение с уплотнительным кольцом собирается без специального инструмента.`,
  trap: (c) =>
    `${c.full} отводит воду и надёжно защищает помещение от запаха канализации. Все детали доступны для чистки без демонтажа.`,
  toilet: (c) =>
    `${c.full} изготовлен из санфарфора с гладкой глазурью, на которой не задерживается грязь. Экономичный двухрежимный смыв помогает снизить расход воды.`,
  sink: (c) =>
    `${c.full} из качественной керамики с влагостойкой глазурью. Подходит для установки на тумбу или на стену, в комплекте — перелив.`,
  bath: (c) =>
    `${c.full} сохраняет тепло воды и устойчива к бытовой химии. Каркас и регулируемые ножки позволяют установить ванну в любом помещении.`,
  shower: (c) =>
    `${c.full} включает верхний душ, ручную лейку и штангу. Равномерный тропический поток и простая установка на стандартные выводы.`,
  cabinet: (c) =>
    `${c.full} с влагостойким корпусом и доводчиками на дверцах или ящиках. Раковина из санфарфора входит в комплект.`,
  mirror: (c) =>
    `${c.full} для ванной комнаты с влагостойкой основой и защитой от запотевания. Легко монтируется на стену.`,
  case: (c) =>
    `${c.full} добавит места для хранения полотенец и бытовой химии. Влагостойкий корпус и фурнитура с доводчиками.`,
  tank: (c) =>
    `${c.full} служит для хранения питьевой и технической воды${c.fact ? `, ${c.fact}` : ''}. Материал — ${c.material?.toLowerCase() ?? 'полиэтилен'}, не даёт привкуса и не ржавеет.`,
  'tank-exp': (c) =>
    `${c.full} компенсирует тепловое расширение воды и гидроудары в системе${c.fact ? `, ${c.fact}` : ''}. Мембрана из пищевой резины допускает работу с питьевой водой.`,
  septic: (c) =>
    `${c.full} очищает бытовые стоки частного дома без подключения к централизованной канализации${c.fact ? `, ${c.fact}` : ''}. Прочный корпус рассчитан на установку в грунт с высоким уровнем грунтовых вод.`,
  container: (c) =>
    `${c.full} для хранения и перевозки воды и технических жидкостей${c.fact ? `, ${c.fact}` : ''}. Корпус из полиэтилена устойчив к ультрафиолету и перепадам температуры.`,
}

/**
 * The Kazakh texts of the kinds whose goods the demo has in Kazakh (issue 33
 * §3: every product of «Насосное оборудование» and «Баки и емкости»). The
 * key fact comes as its own sentence: Kazakh puts the verb last, so it does
 * not hang on after it as the Russian clause does.
 */
const KIND_TEXT_KK: Partial<Record<ShapeKind, (c: DescribeContext) => string>> = {
  'pump-circ': (c) =>
    `${c.full} жылыту, жылы еден және ыстық сумен жабдықтау жүйелерінде жылу тасымалдағыштың айналымын қамтамасыз етеді. Ылғал роторлы сорғы тыныш жұмыс істейді және техникалық қызмет көрсетуді қажет етпейді.${factSentenceKk(c)}`,
  'pump-deep': (c) =>
    `${c.full} ұңғымалар мен құдықтардан суды үйге, суаруға және сумен жабдықтау жүйесіне береді. Корпусы мен жұмыс дөңгелектері судағы құмға төзімді.${factSentenceKk(c)}`,
  'pump-station': (c) =>
    `${c.full} — жеке үйді құдықтан немесе ұңғымадан дербес сумен жабдықтауға арналған дайын шешім. Станция жүйедегі қысымды автоматты түрде ұстап тұрады.${factSentenceKk(c)}`,
  'pump-drain': (c) =>
    `${c.full} жертөлелерден, шұңқырлардан және су басқан үй-жайлардан суды сорып шығарады. Қалтқылы ажыратқыш сорғыны автоматты түрде қосады.${factSentenceKk(c)}`,
  'sewage-unit': (c) =>
    `${c.full} өздігінен ағатын кәріз мүмкін болмайтын жерде унитаздан, душтан немесе раковинадан ағынды суды әкетеді. Кірістірілген ұсатқыш пен кері клапан жүйені бітелуден қорғайды.`,
  tank: (c) =>
    `${c.full} ауыз су мен техникалық суды сақтауға арналған.${factSentenceKk(c)} Материалы — ${c.material ?? 'полиэтилен'}: суға бөгде дәм бермейді және тот баспайды.`,
  'tank-exp': (c) =>
    `${c.full} жүйедегі судың жылудан ұлғаюын және гидросоққыларды өтейді.${factSentenceKk(c)} Тағамдық резеңкеден жасалған мембрана ауыз сумен жұмыс істеуге мүмкіндік береді.`,
  septic: (c) =>
    `${c.full} орталықтандырылған кәрізге қосылмай-ақ жеке үйдің тұрмыстық ағынды суын тазартады.${factSentenceKk(c)} Берік корпусы жерасты суының деңгейі жоғары топыраққа орнатуға есептелген.`,
  container: (c) =>
    `${c.full} су мен техникалық сұйықтықтарды сақтауға және тасымалдауға арналған.${factSentenceKk(c)} Полиэтилен корпусы ультракүлгін сәулеге және температураның ауытқуына төзімді.`,
}

/** « Сипаттамалары: қуаты 0,75 кВт, …» — the Kazakh key fact as a sentence, or nothing. */
function factSentenceKk(c: DescribeContext): string {
  return c.fact ? ` Сипаттамалары: ${c.fact}.` : ''
}

/** The closing sentences, Russian and Kazakh: one is picked for both (the same generator step). */
const CLOSINGS: [ru: string, kk: string][] = [
  [
    'Товар сертифицирован для Казахстана, гарантию производителя обслуживает наш сервисный центр.',
    'Тауар Қазақстанда сертификатталған, өндіруші кепілдігі бойынша қызметті біздің сервис орталығымыз көрсетеді.',
  ],
  [
    'Доставим по Атырау на следующий день, в другие города Казахстана — транспортной компанией.',
    'Атырау бойынша келесі күні жеткіземіз, Қазақстанның басқа қалаларына — көлік компаниясы арқылы.',
  ],
  [
    'Менеджеры магазина помогут подобрать комплектующие и рассчитать систему.',
    'Дүкен менеджерлері керек-жарақтарды таңдап, жүйені есептеуге көмектеседі.',
  ],
  [
    'Монтаж и пусконаладку выполняют специалисты сервисной службы «Акватории».',
    'Монтаж бен іске қосу-баптау жұмыстарын «Акватория» сервис қызметінің мамандары орындайды.',
  ],
  ['Производство — {country}.', 'Өндіруші ел — {country}.'],
  [
    'Оптовым покупателям — специальные цены, уточняйте в отделе продаж.',
    'Көтерме сатып алушыларға — арнайы бағалар, сату бөлімінен нақтылаңыз.',
  ],
]

/** Countries of the demo brands in Kazakh. */
const COUNTRIES_KK: Record<string, string> = {
  Дания: 'Дания',
  Германия: 'Германия',
  Италия: 'Италия',
  Япония: 'Жапония',
  Россия: 'Ресей',
  Словакия: 'Словакия',
  Чехия: 'Чехия',
  Великобритания: 'Ұлыбритания',
  Испания: 'Испания',
  Польша: 'Польша',
  Европа: 'Еуропа',
}

/** Materials as the Kazakh descriptions name them (lower case, inside a sentence). */
const MATERIALS_KK: Record<string, string> = {
  'Пищевой полиэтилен': 'тағамдық полиэтилен',
  Полиэтилен: 'полиэтилен',
  Полипропилен: 'полипропилен',
  Сталь: 'болат',
  Чугун: 'шойын',
  'Чугун, сталь': 'шойын, болат',
  'Нержавеющая сталь': 'тот баспайтын болат',
  Пластик: 'пластик',
  'Пластик, нержавеющая сталь': 'пластик, тот баспайтын болат',
}

/** Kinds of goods in Kazakh: the first words of a Kazakh product name (glossary: сорғы, бак, сыйымдылық). */
export const PRODUCT_TYPES_KK: Record<string, string> = {
  'Насос циркуляционный': 'Айналым сорғысы',
  'Насос скважинный': 'Ұңғыма сорғысы',
  'Насосная станция': 'Сорғы станциясы',
  'Насос дренажный': 'Дренаж сорғысы',
  'Канализационная установка': 'Кәріз қондырғысы',
  'Насос повышения давления': 'Қысым арттыратын сорғы',
  'Бак для воды вертикальный': 'Суға арналған тік бак',
  'Бак для воды горизонтальный': 'Суға арналған көлденең бак',
  'Бак расширительный для отопления': 'Жылытуға арналған кеңейткіш бак',
  'Бак расширительный для водоснабжения': 'Сумен жабдықтауға арналған кеңейткіш бак',
  Гидроаккумулятор: 'Гидроаккумулятор',
  Септик: 'Септик',
  'Станция биологической очистки': 'Биологиялық тазарту станциясы',
  'Ёмкость пластиковая прямоугольная': 'Тікбұрышты пластик сыйымдылық',
  'Ёмкость для дизельного топлива': 'Дизель отынына арналған сыйымдылық',
  'Ёмкость пластиковая горизонтальная': 'Көлденең пластик сыйымдылық',
}

/**
 * Characteristics' names in Kazakh. Units stay as the shop writes them (кВт,
 * м, м³/ч, л, бар, °C); «шт» reads «дана» and «чел» «адам», as words.
 */
export const ATTRIBUTE_NAMES_KK: Record<string, string> = {
  'Мощность, кВт': 'Қуаты, кВт',
  'Напор, м': 'Арыны, м',
  'Производительность, м³/ч': 'Өнімділігі, м³/ч',
  'Диаметр подключения': 'Қосылу диаметрі',
  'Монтажная длина, мм': 'Монтаждық ұзындығы, мм',
  'Диаметр насоса, дюйм': 'Сорғы диаметрі, дюйм',
  'Защита от сухого хода': 'Құрғақ жүрістен қорғау',
  'Напряжение, В': 'Кернеуі, В',
  'Объём гидроаккумулятора, л': 'Гидроаккумулятор көлемі, л',
  'Поплавковый выключатель': 'Қалтқылы ажыратқыш',
  'Размер частиц до, мм': 'Бөлшектердің ең үлкен өлшемі, мм',
  'Подключаемых приборов, шт': 'Қосылатын аспаптар, дана',
  'Максимальная температура, °C': 'Ең жоғары температура, °C',
  'Объём резервуара, л': 'Резервуар көлемі, л',
  'Реле протока': 'Ағын релесі',
  'Объём, л': 'Көлемі, л',
  Цвет: 'Түсі',
  'Горловина, мм': 'Мойын диаметрі, мм',
  'Рабочее давление, бар': 'Жұмыс қысымы, бар',
  Мембрана: 'Мембрана',
  Исполнение: 'Орындалуы',
  'Количество пользователей, чел': 'Пайдаланушылар саны, адам',
  'Производительность, л/сут': 'Өнімділігі, л/сут',
  'Потребляемая мощность, кВт': 'Тұтынылатын қуат, кВт',
  Назначение: 'Мақсаты',
  Материал: 'Материалы',
  'Страна производства': 'Өндіруші ел',
}

/** A product's description in both languages; Kazakh is '' for a kind or fact not written in Kazakh. */
export function describe(
  full: string,
  fullKk: string,
  family: FamilySpec,
  variant: VariantSpec,
  rng: Rng
): { description: string; descriptionKk: string } {
  const brand = BRAND_BY_NAME.get(family.brand)
  const country = brand?.country ?? 'Европа'
  const body = KIND_TEXT[family.kind]({
    full,
    brand: family.brand,
    country,
    material: family.material,
    fact: variant.fact,
  })
  const [closing, closingKk] = rng.pick(CLOSINGS)
  const description = `${body} ${closing.replace('{country}', country)}`
  const kazakhText = KIND_TEXT_KK[family.kind]
  const countryKk = COUNTRIES_KK[country]
  const materialKk = family.material ? MATERIALS_KK[family.material] : undefined
  if (
    !fullKk ||
    !kazakhText ||
    !countryKk ||
    (variant.fact && !variant.factKk) ||
    (family.material && !materialKk)
  ) {
    return { description, descriptionKk: '' }
  }
  const bodyKk = kazakhText({
    full: fullKk,
    brand: family.brand,
    country: countryKk,
    material: materialKk,
    fact: variant.factKk,
  })
  return { description, descriptionKk: `${bodyKk} ${closingKk.replace('{country}', countryKk)}` }
}

// ───────────────────────────── Demo products ─────────────────────────────

export interface DemoAttribute {
  name: string
  /** The Kazakh name, '' where the demo has none. */
  nameKk: string
  value: string
  valueNumber: number | null
  unit: string | null
}

export interface DemoProduct {
  article: string
  name: string
  slug: string
  description: string
  /** Kazakh name and description; '' for goods the demo has only in Russian. */
  nameKk: string
  descriptionKk: string
  category: string
  subcategory: string
  brand: string
  kind: ShapeKind
  type: string
  series: string
  model: string
  /** Price before discount, or the nominal price of «price on request» goods. */
  basePrice: number
  price: number
  currentPrice: number
  lastPrice: number | null
  isPopular: boolean
  isNew: boolean
  /** createdAt = today (UTC midnight) minus this many days. */
  ageDays: number
  unit: string
  width: number | null
  height: number | null
  length: number | null
  weight: number | null
  attributes: DemoAttribute[]
  imageCount: number
  /** Counts in the shops, in the order of `SHOP_NAMES` (Атырау, Актобе). */
  stock: [number, number]
}

export const SHOP_NAMES = ['Атырау', 'Актобе'] as const

const SUBCATEGORY_BY_NAME = new Map(SUBCATEGORIES.map((s) => [s.name, s]))

export function subcategoryOf(name: string): SubcategorySpec {
  const found = SUBCATEGORY_BY_NAME.get(name)
  if (!found) throw new Error(`Unknown subcategory «${name}»`)
  return found
}

export function toAttribute(spec: AttrSpec): DemoAttribute {
  const [name, value, unit] = spec
  const nameKk = ATTRIBUTE_NAMES_KK[name] ?? ''
  return typeof value === 'number'
    ? { name, nameKk, value: ruNumber(value), valueNumber: value, unit: unit ?? null }
    : { name, nameKk, value, valueNumber: null, unit: unit ?? null }
}

export function productName(type: string, brand: string, series: string, model: string): string {
  return [type, brand, series, model].filter(Boolean).join(' ')
}

/** A deterministic shop stock split; ~10 % sold out, ~20 % in one shop only. */
export function stockFor(rng: Rng, price: number): [number, number] {
  const max = price > 300_000 ? 6 : price > 50_000 ? 15 : 40
  const roll = rng.next()
  if (roll < 0.1) return [0, 0]
  if (roll < 0.2) return [rng.int(1, max), 0]
  if (roll < 0.3) return [0, rng.int(1, max)]
  return [rng.int(0, max), rng.int(1, max)]
}

/** Discount share of the seed (≈ 20 %) and its steps. */
const DISCOUNTS = [0.05, 0.1, 0.15, 0.2, 0.25]

/**
 * The seed's products, built deterministically from the families. Each product
 * gets 3–6 attributes (family-specific ones plus material and country), 1–4
 * pictures, stock in both shops; ~20 % are discounted, 9 are «price on
 * request» (price 0, one of them -1).
 */
export function buildDemoProducts(seed = 20_260_101): DemoProduct[] {
  const rng = new Rng(seed)
  const products: DemoProduct[] = []
  const articles = new Set<string>()
  const slugs = new Set<string>()

  for (const family of FAMILIES) {
    const sub = subcategoryOf(family.subcategory)
    const brand = BRAND_BY_NAME.get(family.brand)
    if (!brand) throw new Error(`Unknown brand «${family.brand}»`)
    for (const variant of family.variants) {
      const type = variant.type ?? family.type
      const name = productName(type, family.brand, family.series, variant.model)
      // Brand, series and model stay as they are; only the kind of goods is Kazakh.
      const typeKk = PRODUCT_TYPES_KK[type]
      const nameKk = typeKk ? productName(typeKk, family.brand, family.series, variant.model) : ''
      let article = `${family.code}-${variant.sku}`.replace(/-+/g, '-').replace(/-$/, '')
      while (articles.has(article)) article += 'A'
      articles.add(article)
      let slug = slugify(name)
      if (slugs.has(slug)) slug = `${slug}-${article.toLowerCase()}`
      slugs.add(slug)

      const specs: AttrSpec[] = variant.attrs.slice(0, 4)
      if (family.material && !specs.some(([n]) => n === 'Материал'))
        specs.push(['Материал', family.material])
      specs.push(['Страна производства', brand.country])
      const attributes = specs.slice(0, 6).map(toAttribute)

      const basePrice = roundPrice(variant.price)
      const discounted = rng.chance(0.2)
      const discount = rng.pick(DISCOUNTS)
      const isNew = rng.chance(0.1)
      const ageDays = isNew ? rng.int(1, 25) : rng.int(40, 700)
      const imageCount = basePrice > 100_000 ? rng.int(2, 4) : rng.int(1, 3)
      const dims = variant.dims
      products.push({
        article,
        name,
        slug,
        nameKk,
        ...describe(name, nameKk, family, variant, rng),
        category: sub.category,
        subcategory: sub.name,
        brand: family.brand,
        kind: family.kind,
        type,
        series: family.series,
        model: variant.model,
        basePrice,
        price: basePrice,
        currentPrice: discounted ? roundPrice(basePrice * (1 - discount)) : basePrice,
        lastPrice: discounted ? basePrice : null,
        isPopular: rng.chance(0.14),
        isNew,
        ageDays,
        unit: family.unit ?? 'шт',
        width: dims ? dims[0] : null,
        height: dims ? dims[1] : null,
        length: dims ? dims[2] : null,
        weight: variant.weight ?? null,
        attributes,
        imageCount,
        stock: stockFor(rng, basePrice),
      })
    }
  }

  // «Цену уточняйте у менеджера»: every third of the 27 most expensive goods,
  // the first with the legacy marker -1 (price -1, currentPrice 0).
  const byPrice = products
    .map((p, i) => [p.basePrice, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (let k = 0; k < 27; k += 3) {
    const product = products[byPrice[k][1]]
    product.price = k === 0 ? -1 : 0
    product.currentPrice = 0
    product.lastPrice = null
  }
  return products
}

/** Background hue of a product picture: its subcategory's hue. */
export function hueOf(subcategory: string): number {
  return SUBCATEGORY_BY_NAME.get(subcategory)?.hue ?? hashString(subcategory) % 360
}
