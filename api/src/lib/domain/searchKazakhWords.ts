import type { KindOfGoods } from './searchKazakh'

/**
 * The catalogue's kinds of goods in Kazakh and the Russian words the
 * catalogue names them by (issue 33 §3): a Kazakh word in a search finds the
 * goods its Russian word finds. Words Kazakh shares with Russian (радиатор,
 * фильтр, клапан, кран, бак, вентиль, бойлер, унитаз, ванна, душ, септик,
 * коллектор, фитинг, муфта, манометр, термостат) need no entry: they are
 * found as typed.
 *
 * Phrases are written as Kazakh writes them, the head word with its
 * possessive («жылыту қазаны», «сорғы станциясы»); single words in their
 * base form. The last word of each may be typed with any plural, possessive
 * or case ending (searchKazakh kazakhStems). Each single word has four
 * letters or more, folded: shorter ones (су) are too easily the start of a
 * Russian word, so they come only inside phrases.
 */
export const KINDS_OF_GOODS: KindOfGoods[] = [
  // Pumps and pumping stations
  { kk: ['сорғы'], ru: 'насос' },
  { kk: ['сорғы станциясы'], ru: 'насосная станция' },
  { kk: ['айналым', 'айналымдық'], ru: 'циркуляционный' },
  { kk: ['ұңғыма', 'ұңғымалық'], ru: 'скважинный' },
  { kk: ['дренаждық'], ru: 'дренажный' },
  { kk: ['жылу сорғысы'], ru: 'тепловой насос' },
  { kk: ['қысым'], ru: 'давление' },
  // Filters and water treatment
  { kk: ['сүзгі'], ru: 'фильтр' },
  { kk: ['торлы'], ru: 'сетчатый' },
  { kk: ['кері осмос'], ru: 'обратный осмос' },
  { kk: ['тазарту', 'тазалау', 'су тазарту'], ru: 'очистка' },
  { kk: ['су дайындау'], ru: 'водоподготовка' },
  { kk: ['жұмсартқыш', 'су жұмсартқыш'], ru: 'умягчитель' },
  // Pipes and fittings
  { kk: ['құбыр'], ru: 'труба' },
  { kk: ['түтік'], ru: 'трубка' },
  { kk: ['иілгіш'], ru: 'гибкий' },
  { kk: ['жалғағыш', 'жалғастырғыш'], ru: 'соединитель' },
  { kk: ['бұрыштық'], ru: 'угольник' },
  { kk: ['құбыр кескіш'], ru: 'труборез' },
  // Boilers, chimneys, water heaters
  { kk: ['қазан', 'қазандық', 'жылыту қазаны'], ru: 'котёл' },
  { kk: ['электр'], ru: 'электрический' },
  { kk: ['қатты отын'], ru: 'твердотопливный' },
  { kk: ['отын'], ru: 'топливо' },
  { kk: ['мұржа', 'түтін мұржасы'], ru: 'дымоход' },
  { kk: ['жанама'], ru: 'косвенный' },
  { kk: ['қыздыру'], ru: 'нагрев' },
  { kk: ['қыздырғыш', 'жылытқыш'], ru: 'нагреватель' },
  { kk: ['су жылытқыш', 'су қыздырғыш'], ru: 'водонагреватель' },
  // Heating
  { kk: ['жылыту'], ru: 'отопление' },
  { kk: ['жылу'], ru: 'тепло' },
  { kk: ['жылы еден'], ru: 'тёплый пол' },
  { kk: ['жылу тасымалдағыш'], ru: 'теплоноситель' },
  { kk: ['тарату'], ru: 'распределительный' },
  // Meters
  { kk: ['есептегіш'], ru: 'счётчик' },
  { kk: ['су есептегіш', 'су есептегіші'], ru: 'счётчик воды' },
  { kk: ['жылу есептегіш', 'жылу есептегіші'], ru: 'теплосчётчик' },
  { kk: ['қысым өлшегіш'], ru: 'манометр' },
  { kk: ['шығын өлшегіш'], ru: 'расходомер' },
  { kk: ['аспап'], ru: 'прибор' },
  // Valves
  { kk: ['шүмек'], ru: 'кран' },
  { kk: ['шарлы'], ru: 'шаровой' },
  { kk: ['кері'], ru: 'обратный' },
  { kk: ['сақтандырғыш'], ru: 'предохранительный' },
  { kk: ['ысырма'], ru: 'задвижка' },
  { kk: ['жапқыш'], ru: 'затвор' },
  { kk: ['дискілі'], ru: 'дисковый' },
  { kk: ['бекіту арматурасы'], ru: 'запорная арматура' },
  // Tanks
  { kk: ['сыйымдылық', 'ыдыс'], ru: 'ёмкость' },
  { kk: ['кеңейткіш', 'кеңейту'], ru: 'расширительный' },
  { kk: ['су багы'], ru: 'бак' },
  // Sewage
  { kk: ['кәріз'], ru: 'канализация' },
  { kk: ['кәріздік'], ru: 'канализационный' },
  // Sanitary ware and bathroom furniture
  { kk: ['араластырғыш'], ru: 'смеситель' },
  { kk: ['қолжуғыш'], ru: 'раковина' },
  { kk: ['жуғыш'], ru: 'мойка' },
  { kk: ['себезгі'], ru: 'душ' },
  { kk: ['сүлгі кептіргіш'], ru: 'полотенцесушитель' },
  { kk: ['айна'], ru: 'зеркало' },
  { kk: ['жиһаз'], ru: 'мебель' },
  // Whole sections
  { kk: ['жабдық'], ru: 'оборудование' },
  { kk: ['қондырғы'], ru: 'установка' },
  { kk: ['инженерлік'], ru: 'инженерный' },
]
