// Full news items (GraphQL `newsItem`) of the demo content.
import { NEWS_ITEMS } from './newsMock'

const BODIES: Record<number, { body: string; gallery: number }> = {
  1: {
    body: `В январе «Акватория» ввела в работу новый складской комплекс площадью **2 400 м²** в промзоне Тендык. Теперь насосы, котлы, арматура и сантехника хранятся в одном месте, а сборка заказов занимает меньше часа.

Что это значит для покупателей:

- более 4 000 позиций в наличии в Атырау;
- самовывоз готового заказа в день оформления;
- отгрузка объектных партий без ожидания поставки.

Склад работает ежедневно с 9:00 до 18:00. Адрес для самовывоза: г. Атырау, промзона Тендык, ул. Промышленная, 5.`,
    gallery: 2,
  },
  7: {
    body: `Отопительный сезон закончился — самое время позаботиться о системе, чтобы осенью она запустилась без сюрпризов.

**Котёл.** Не отключайте котёл от сети: в режиме «лето» электроника раз в сутки прокручивает насос и защищает его от закисания.

**Теплоноситель.** Не сливайте воду из системы: без воды трубы и радиаторы корродируют быстрее.

Если нужна помощь, закажите сервисное обслуживание у наших инженеров.`,
    gallery: 0,
  },
}

const SLUGS: Record<number, string> = {
  1: 'novyy-sklad-v-atyrau',
  7: 'kak-podgotovit-otoplenie-k-letu',
}

/** A news item with its text and photos (ids 1 and 7 of the demo). */
export const newsItem = (id: 1 | 7) => {
  const card = NEWS_ITEMS.find((item) => item.id === id)!
  const { body, gallery } = BODIES[id]
  return {
    ...card,
    body,
    bodyLang: 'ru' as const,
    gallery: Array.from(
      { length: gallery },
      (_, i) => `/api/media/demo/news/${SLUGS[id]}-${i + 2}.svg`
    ),
  }
}
