import { CRM_NOT_CONFIGURED, crmRefusalReason } from '../../../lib/domain/deliveryProblems'

import { crmProblemTitle, crmSentence, crmViewOf, CRM_VIEWS } from './crmDelivery'

const lead = (fields: Partial<Parameters<typeof crmSentence>[0]> = {}) => ({
  crmState: 'pending',
  crmAttempts: 0,
  lastError: null,
  deliveredAt: null,
  crmDealId: null,
  ...fields,
})

describe('a lead’s way to the CRM (issue 30 §3)', () => {
  it('puts every lead in exactly one view', () => {
    expect(crmViewOf(lead())).toBe('queued')
    expect(crmViewOf(lead({ crmAttempts: 1 }))).toBe('problem')
    expect(crmViewOf(lead({ crmState: 'failed', crmAttempts: 12 }))).toBe('problem')
    expect(crmViewOf(lead({ crmState: 'delivered', crmAttempts: 3 }))).toBe('delivered')
    expect([...CRM_VIEWS].sort()).toEqual(['delivered', 'problem', 'queued'])
  })

  it('tells a delivered lead with its time in Almaty and the deal', () => {
    expect(
      crmSentence(
        lead({ crmState: 'delivered', deliveredAt: '2026-11-25T10:30:00Z', crmDealId: '42' })
      )
    ).toBe('Передана в CRM 25.11.2026, 15:30 (сделка №42).')
    expect(crmSentence(lead({ crmState: 'delivered' }))).toBe('Передана в CRM.')
  })

  it('tells a queued lead that it goes soon', () => {
    expect(crmSentence(lead())).toBe(
      'Ждёт отправки в CRM: магазин передаёт заявки в течение минуты.'
    )
    expect(crmProblemTitle(lead())).toBeNull()
  })

  it('tells «CRM не подключена», not the variable, while the shop keeps trying', () => {
    const waiting = lead({ crmAttempts: 5, lastError: CRM_NOT_CONFIGURED })
    expect(crmProblemTitle(waiting)).toBe('CRM не подключена')
    const sentence = crmSentence(waiting)
    expect(sentence).toMatch(/^Не передана в CRM — CRM не подключена\. /)
    expect(sentence).toContain('Магазин повторяет отправку сам (5 попыток пока без успеха).')
    expect(sentence).not.toContain('BITRIX24_WEBHOOK_URL')
  })

  it('tells a given-up lead to be retried by hand, with the cause in words', () => {
    const given = lead({
      crmState: 'failed',
      crmAttempts: 12,
      lastError: crmRefusalReason('crm.contact.list', 401, 'INVALID_CREDENTIALS'),
    })
    expect(crmProblemTitle(given)).toBe('CRM отказала в доступе')
    const sentence = crmSentence(given)
    expect(sentence).toContain('CRM отказала в доступе.')
    expect(sentence).toContain(
      'Магазин перестал пробовать после 12 попыток: когда причина устранена, нажмите «Повторить» в «Сообщениях с ошибкой».'
    )
    expect(sentence).not.toMatch(/HTTP|INVALID_CREDENTIALS|crm\.contact/)
  })

  it('counts attempts in Russian', () => {
    const trying = (crmAttempts: number) =>
      crmSentence(lead({ crmAttempts, lastError: 'HTTP 503' })).match(/\((.*) пока/)?.[1]
    expect([1, 2, 5, 11].map(trying)).toEqual(['1 попытка', '2 попытки', '5 попыток', '11 попыток'])
    // Retried by hand and given up on again: the count goes on.
    const gaveUp = (crmAttempts: number) =>
      crmSentence(lead({ crmState: 'failed', crmAttempts, lastError: 'HTTP 503' })).match(
        /пробовать (после \d+ \S+):/
      )?.[1]
    expect([12, 21, 22, 25].map(gaveUp)).toEqual([
      'после 12 попыток',
      'после 21 попытки',
      'после 22 попыток',
      'после 25 попыток',
    ])
  })

  it('still says something when the reason is lost', () => {
    expect(crmSentence(lead({ crmAttempts: 1 }))).toBe(
      'Не передана в CRM — CRM пока не приняла заявку. Магазин повторяет отправку сам (1 попытка пока без успеха).'
    )
    expect(crmProblemTitle(lead({ crmState: 'failed', crmAttempts: 12 }))).toBe(
      'CRM пока не приняла заявку'
    )
  })
})
