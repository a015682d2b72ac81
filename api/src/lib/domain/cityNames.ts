import type { Locale } from './sitePaths'

/**
 * Kazakhstan's cities as a Kazakh page writes them (issue 33). Objects,
 * shops and addresses store a city in its Russian spelling («Актобе»,
 * «Уральск»), which is also the key the objects' list filters by; a Kazakh
 * page shows the state language's name («Ақтөбе», «Орал»). A fixed list,
 * like the units: a city it does not know is shown as stored.
 */
const KAZAKH_CITIES: Record<string, string> = {
  актобе: 'Ақтөбе',
  актау: 'Ақтау',
  атырау: 'Атырау',
  уральск: 'Орал',
  кульсары: 'Құлсары',
  алматы: 'Алматы',
  астана: 'Астана',
  шымкент: 'Шымкент',
  караганда: 'Қарағанды',
  костанай: 'Қостанай',
  кызылорда: 'Қызылорда',
  павлодар: 'Павлодар',
  семей: 'Семей',
  'усть-каменогорск': 'Өскемен',
  петропавловск: 'Петропавл',
  тараз: 'Тараз',
  туркестан: 'Түркістан',
  жезказган: 'Жезқазған',
  экибастуз: 'Екібастұз',
  темиртау: 'Теміртау',
  талдыкорган: 'Талдықорған',
  кокшетау: 'Көкшетау',
  жанаозен: 'Жаңаөзен',
  аксай: 'Ақсай',
}

/** A city's name in a language: Russian as stored; Kazakh from the list, else as stored. Pure. */
export function cityIn(locale: Locale, city: string): string {
  if (locale !== 'kk') return city
  return KAZAKH_CITIES[city.trim().toLowerCase()] ?? city
}
