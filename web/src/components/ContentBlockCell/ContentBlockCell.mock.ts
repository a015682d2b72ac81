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
    body: WHOLESALER_BODY,
  },
})

/** A block that exists but has no text yet. */
export const blank = (): ContentBlockPageQuery => ({
  contentBlock: { ...standard().contentBlock, body: '  \n' },
})
