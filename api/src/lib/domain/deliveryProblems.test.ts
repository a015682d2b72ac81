import {
  CRM_NOT_CONFIGURED,
  crmNoAnswerReason,
  crmNoConnectionReason,
  crmRefusalReason,
  DELIVERY_PROBLEM_TEXTS,
  DELIVERY_PROBLEMS,
  deliveryProblemOf,
  deliveryProblemText,
  MAIL_NOT_CONFIGURED,
} from './deliveryProblems'

/** Configuration names, HTTP codes and method names: what staff must never read. */
const TECHNICAL = /[A-Z0-9]{2,}_[A-Z0-9_]+|HTTP \d|crm\.[a-z]+\.[a-z]+|SMTP|Bitrix24 [a-z]/

describe('delivery problems (issue 30 §3)', () => {
  it('reads every reason the shop writes itself', () => {
    expect(deliveryProblemOf('crm_lead', CRM_NOT_CONFIGURED)).toBe('crm_not_configured')
    expect(deliveryProblemOf('crm_lead', crmNoAnswerReason('crm.deal.add'))).toBe('crm_no_answer')
    expect(deliveryProblemOf('crm_lead', crmNoConnectionReason('crm.contact.list'))).toBe(
      'crm_unreachable'
    )
    expect(deliveryProblemOf('crm_lead', crmRefusalReason('crm.deal.add', 401))).toBe('crm_access')
    expect(
      deliveryProblemOf('crm_lead', crmRefusalReason('crm.deal.add', 200, 'insufficient_scope'))
    ).toBe('crm_access')
    expect(
      deliveryProblemOf('crm_lead', crmRefusalReason('crm.deal.add', 400, 'ACCESS_DENIED x'))
    ).toBe('crm_access')
    expect(deliveryProblemOf('crm_lead', crmRefusalReason('crm.deal.add', 503))).toBe('crm_down')
    expect(
      deliveryProblemOf('crm_lead', crmRefusalReason('crm.deal.add', 200, 'QUERY_LIMIT_EXCEEDED'))
    ).toBe('crm_down')
    expect(
      deliveryProblemOf('crm_lead', crmRefusalReason('crm.deal.add', 400, 'ERROR_ARGUMENT bad'))
    ).toBe('crm_refused')
    expect(deliveryProblemOf('mail', MAIL_NOT_CONFIGURED)).toBe('mail_not_configured')
    expect(deliveryProblemOf('mail', 'SMTP 550 mailbox unavailable')).toBe('mail_refused')
  })

  it('reads older and foreign reasons by their kind, and none as none', () => {
    // Stored before the worker's words were shared (the demo data, older rows).
    expect(deliveryProblemOf('crm_lead', 'BITRIX24_WEBHOOK_URL не задан (попыток: 5)')).toBe(
      'crm_not_configured'
    )
    expect(deliveryProblemOf('crm_lead', 'HTTP 503')).toBe('crm_down')
    expect(deliveryProblemOf('crm_lead', "Can't reach database server")).toBe('crm_other')
    expect(deliveryProblemOf('crm_lead', null)).toBeNull()
    expect(deliveryProblemOf('crm_lead', '   ')).toBeNull()
    expect(deliveryProblemText('mail', undefined)).toBeNull()
  })

  it('says each problem in words, never in the technical reason', () => {
    expect(deliveryProblemText('crm_lead', CRM_NOT_CONFIGURED)?.title).toBe('CRM не подключена')
    for (const problem of DELIVERY_PROBLEMS) {
      const { title, advice } = DELIVERY_PROBLEM_TEXTS[problem]
      expect(title).not.toMatch(TECHNICAL)
      expect(advice).not.toMatch(TECHNICAL)
      expect(advice).toMatch(/\.$/)
    }
  })

  it('keeps the reasons short enough to store', () => {
    expect(crmRefusalReason('crm.deal.add', 400, 'x'.repeat(1000))).toHaveLength(300)
  })
})
