// «Шкафы управления Аква-Контроль» as an editor fills it in (Markdown body).
import type { ProductionItemQuery } from 'types/graphql'

export const AKVA_CONTROL_BODY = `Шкафы управления **«Аква-Контроль»** разработаны и собираются на нашем производстве в Атырау. Они управляют насосами водоснабжения, отопления и канализации мощностью от 0,37 до 250 кВт.

Мы выпускаем шкафы прямого пуска, с плавным пуском и с частотными преобразователями. В стандартной комплектации:

- защита от сухого хода, перегрузки и обрыва фазы;
- чередование насосов по наработке;
- автоматическое включение резерва.

Для удалённых объектов шкафы комплектуются GSM-модулем и интерфейсом Modbus: параметры работы и аварии передаются в диспетчерскую или на телефон.

Каждый шкаф проходит испытания на стенде и поставляется с паспортом, схемами и сертификатом соответствия ЕАЭС.`

export const standard = (): ProductionItemQuery => ({
  productionPage: {
    __typename: 'ProductionPage' as const,
    id: 1,
    slug: 'akva-control-cabinet',
    title: 'Шкафы управления Аква-Контроль',
    titleLang: 'ru',
    summary: 'Шкафы управления насосами, вентиляцией и котельными собственной разработки.',
    summaryLang: 'ru',
    body: AKVA_CONTROL_BODY,
    bodyLang: 'ru',
    image: '/api/media/demo/production/akva-control-cabinet.svg',
    gallery: [
      '/api/media/demo/production/akva-control-cabinet-2.svg',
      '/api/media/demo/production/akva-control-cabinet-3.svg',
    ],
  },
})

/** A page whose editor has not written the text yet. */
export const blank = (): ProductionItemQuery => ({
  productionPage: { ...standard().productionPage, body: ' \n', gallery: [] },
})

/** What the api answers for an unknown slug (api/src/lib/errors.ts NotFoundError). */
export const notFoundError = () =>
  Object.assign(new Error('Страница не найдена.'), {
    graphQLErrors: [{ message: 'Страница не найдена.', extensions: { code: 'NOT_FOUND' } }],
  })
