import {
  contactFields,
  CRM_DEAL,
  dealComments,
  dealFields,
  matchContactByPhone,
  type LeadFacts,
} from './bitrixDeal'

const lead: LeadFacts = {
  source: 'callback',
  username: 'Ерлан',
  phone: '+77771234567',
  email: null,
  comment: 'Нужен котёл',
  order: null,
}

describe('matchContactByPhone', () => {
  it('takes only an exact match after normalising both', () => {
    const contacts = [
      { ID: 1, PHONE: [{ VALUE: '+7 701 123 45 67' }] },
      { ID: 2, PHONE: [{ VALUE: 'рабочий' }, { VALUE: '8 (777) 123-45-67' }] },
    ]
    expect(matchContactByPhone(contacts, '+77771234567')).toBe('2')
    expect(matchContactByPhone(contacts, '+77770000000')).toBeNull()
    expect(matchContactByPhone([{ ID: 3 }], '+77771234567')).toBeNull()
  })
})

describe('dealFields', () => {
  it('uses the SPEC §9 constants and marks the deal with the lead key', () => {
    expect(dealFields(lead, '7', 'crm-lead:5')).toEqual({
      TITLE: 'Заявка с сайта: Ерлан',
      STAGE_ID: 'C25:NEW',
      CATEGORY_ID: 25,
      SOURCE_ID: 'STORE',
      ASSIGNED_BY_ID: 1,
      COMMENTS: 'Комментарий: Нужен котёл\nТелефон: +7 (777) 123 45 67',
      CONTACT_IDS: ['7'],
      ORIGINATOR_ID: CRM_DEAL.ORIGINATOR_ID,
      ORIGIN_ID: 'crm-lead:5',
    })
  })

  it('lists a guest order in the comments', () => {
    const text = dealComments({
      ...lead,
      source: 'guest_order',
      comment: '',
      email: 'erlan@mail.kz',
      order: {
        number: 'A-001001',
        status: 'placed',
        shop: 'Атырау, ул. Сатпаева, 17',
        lines: [{ article: 'F-7', name: 'Фильтр', quantity: 3, price: -1 }],
      },
    })
    expect(text).toBe(
      'Телефон: +7 (777) 123 45 67\nE-mail: erlan@mail.kz\nЗаказ A-001001 (Оформлен)\n' +
        'Магазин: Атырау, ул. Сатпаева, 17\nF-7 — Фильтр: 3 × Цену уточняйте у менеджера'
    )
  })

  it('lists an account order as one, without a phone line when the profile has none', () => {
    const accountLead: LeadFacts = {
      ...lead,
      source: 'account_order',
      username: 'Иванова Мария',
      phone: '',
      comment: '',
      email: 'retail@akvatoria.kz',
      order: {
        number: 'A-001002',
        status: 'placed',
        shop: null,
        lines: [{ article: 'NS-100', name: 'Насос', quantity: 2, price: '12500' }],
      },
    }
    expect(dealComments(accountLead)).toBe(
      'Покупатель с личным кабинетом\nE-mail: retail@akvatoria.kz\nЗаказ A-001002 (Оформлен)\n' +
        'NS-100 — Насос: 2 × 12 500 ₸'
    )
    expect(dealFields(accountLead, '8', 'crm-lead:6').TITLE).toBe(
      'Заказ A-001002 с сайта: Иванова Мария'
    )
    expect(contactFields(accountLead)).toEqual({
      NAME: 'Иванова Мария',
      EMAIL: [{ VALUE: 'retail@akvatoria.kz', VALUE_TYPE: 'WORK' }],
    })
    expect(contactFields(lead)).toMatchObject({ PHONE: [{ VALUE: '+77771234567' }] })
  })
})
