import { CRM_NOT_CONFIGURED } from 'api/src/lib/domain/deliveryProblems'

/**
 * Leads of the demo shop (issue 18 «Leads and messages»): a callback lead
 * the outbox gave up on, so the back office's «Заявки и сообщения» has a
 * failed message to retry on a fresh demo (and the Playwright journey
 * «a failed lead is retried» finds one), and a delivered one beside it.
 * Pure data; `scripts/seed.ts` writes it, once.
 */
export interface DemoLeadSpec {
  username: string
  /** E.164. */
  phone: string
  comment: string
  state: 'failed' | 'delivered'
  attempts: number
  lastError: string | null
  ageHours: number
}

/** Why the demo's lead failed: the demo has no CRM (the worker's own words for it). */
export const DEMO_LEAD_ERROR = CRM_NOT_CONFIGURED

export const DEMO_LEADS: DemoLeadSpec[] = [
  {
    username: 'Демо: Серик Жумабаев',
    phone: '+77015550101',
    comment: 'Перезвоните по насосной станции для дачи.',
    state: 'failed',
    attempts: 12,
    lastError: DEMO_LEAD_ERROR,
    ageHours: 9,
  },
  {
    username: 'Демо: Алия Нурланова',
    phone: '+77015550102',
    comment: 'Нужен расчёт котельной.',
    state: 'delivered',
    attempts: 1,
    lastError: null,
    ageHours: 30,
  },
]
