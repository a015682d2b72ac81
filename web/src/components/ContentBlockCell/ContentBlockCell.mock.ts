// The wholesaler terms as the demo content has them (key «wholesaler»).
import type { ContentBlockPageQuery } from 'types/graphql'

export const WHOLESALER_BODY = `Приглашаем к сотрудничеству монтажные организации, строительные компании и магазины.

- индивидуальные цены и скидки от объёма;
- персональный менеджер и резерв товара под объект;
- отсрочка платежа для постоянных партнёров;
- доставка объектных партий по Западному Казахстану;
- техническая поддержка и обучение монтажников.

Для получения оптового прайса свяжитесь с отделом продаж: **+7 (7122) 20-30-40**, info@akvatoria.kz.`

export const standard = (): ContentBlockPageQuery => ({
  contentBlock: {
    __typename: 'ContentBlock' as const,
    key: 'wholesaler',
    title: 'Оптовикам',
    titleLang: 'ru',
    body: WHOLESALER_BODY,
    bodyLang: 'ru',
  },
})

/** A block that exists but has no text yet. */
export const blank = (): ContentBlockPageQuery => ({
  contentBlock: { ...standard().contentBlock, body: '  \n' },
})

/** The other text pages as the demo content has them (SPEC §2 /service, /delivery, /policy, /contacts). */
export const PAGE_BLOCKS = {
  service: {
    title: 'Сервис',
    body: `Сервисная служба «Акватории» обслуживает оборудование, купленное у нас и в других магазинах.

- **Монтаж** котлов, насосов, систем отопления, водоснабжения и канализации.
- **Пусконаладка** котлов и насосных станций с активацией гарантии производителя.
- **Гарантийный ремонт** — авторизованный сервисный центр Baxi, Protherm и Grundfos.`,
  },
  delivery: {
    title: 'Доставка и оплата',
    body: `Доставляем по Атырау и Актобе в день заказа, по Казахстану — транспортными компаниями.

- самовывоз из магазинов в Атырау и Актобе;
- оплата наличными, картой или по счёту для юридических лиц.`,
  },
  policy: {
    title: 'Политика обработки персональных данных',
    body: `ТОО «Акватория» обрабатывает персональные данные покупателей в соответствии с Законом Республики Казахстан «О персональных данных и их защите».

Мы используем имя, телефон и e-mail только для обработки заказов и заявок.`,
  },
  contacts: {
    title: 'Контакты',
    body: `Производство и офис: г. Атырау, промзона Тендык, ул. Промышленная, 5.

Магазины: г. Атырау, ул. Сатпаева, 17; г. Актобе, пр. Абилкайыр хана, 62.`,
  },
} as const

/** ContentBlockPageQuery's answer for one of PAGE_BLOCKS. */
export const pageBlock = (key: keyof typeof PAGE_BLOCKS): ContentBlockPageQuery => ({
  contentBlock: {
    __typename: 'ContentBlock' as const,
    key,
    ...PAGE_BLOCKS[key],
    titleLang: 'ru',
    bodyLang: 'ru',
  },
})
