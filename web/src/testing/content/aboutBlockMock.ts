// The «about» content block as the demo content has it (scripts/demo/content.ts).
import type { ContentBlockPageQuery } from 'types/graphql'

export const ABOUT_BODY = `**«Акватория»** — производственно-торговая компания из Атырау. С 2009 года мы поставляем, производим и монтируем оборудование для водоснабжения, отопления и водоотведения в Западном Казахстане.

В нашем каталоге — насосы, котлы, инженерная сантехника, сантехника, мебель для ванных комнат, баки и ёмкости ведущих мировых производителей. Магазины работают в Атырау и Актобе.

На собственном производстве мы собираем блочно-модульные котельные, автоматизированные тепловые пункты, водонасосные и канализационные насосные станции, шкафы управления «Аква-Контроль» и системы водоочистки.

Сервисная служба выполняет монтаж, пусконаладку, гарантийное и постгарантийное обслуживание.`

/** ContentBlockPageQuery's answer for the key «about». */
export const aboutBlock = (): ContentBlockPageQuery => ({
  contentBlock: {
    __typename: 'ContentBlock' as const,
    key: 'about',
    title: 'Об Акватории',
    titleLang: 'ru',
    body: ABOUT_BODY,
    bodyLang: 'ru',
  },
})
