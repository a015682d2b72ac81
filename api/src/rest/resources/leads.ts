import { z } from 'zod'

import { callbackLeadInput, LEAD_SENT_MESSAGE } from 'src/lib/domain/callbackLead'
import { submitLead } from 'src/modules/leads'

import { restBody } from '../body'
import { defineRoute, Reply } from '../router'

/**
 * The callback form's call (SPEC §3 "Application form", §8). The old site
 * sent it to the CRM from the browser; here the api stores it and the outbox
 * worker delivers it to Bitrix24, so a CRM outage loses nothing.
 */
export const leadRoutes = [
  defineRoute({
    method: 'POST',
    path: '/callback/',
    tag: 'Заявки',
    summary: 'Заявка на обратный звонок',
    description:
      'username, phone (+7 (###) ### ## ##), email (необязательно), comment, agreement (если в форме ' +
      'есть галочка — true), page (необязательно: путь страницы сайта, с которой отправлена форма, ' +
      'например /catalog/product/GR-1; запрос после «?» отбрасывается), article (необязательно: ' +
      "артикул товара, если форма отправлена со страницы товара). 201 {success: true, detail: 'Заявка успешно отправлена'}; ошибки полей — " +
      '400 с текстами SPEC §5; не больше 5 заявок в час с одного адреса (429). Заявка сохраняется и ' +
      'передаётся в CRM позже, с повторами.',
    body: restBody({
      schema: callbackLeadInput,
      example: {
        username: 'Ерлан',
        phone: '+7 (701) 234 56 78',
        email: 'erlan@example.kz',
        comment: 'Нужна насосная станция для дома',
        agreement: true,
        page: '/catalog/product/GR-HJ-JPB-5-24',
        article: 'GR-HJ-JPB-5-24',
      },
    }),
    response: z
      .strictObject({ success: z.literal(true), detail: z.string() })
      .meta({ id: 'LeadAnswer', description: 'Заявка принята' }),
    errors: [400, 429],
    handler: async (request, _query, body) => {
      await submitLead(body, { ip: request.ip })
      return new Reply({ success: true as const, detail: LEAD_SENT_MESSAGE }, 201)
    },
  }),
]
