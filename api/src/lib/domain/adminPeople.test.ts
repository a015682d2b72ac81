import { DAY_RANGE_MESSAGE } from '../../modules/orders/rules/staffOrderList'

import {
  canRetry,
  changeCustomerGroupInput,
  fieldChanges,
  inviteStaffInput,
  retriedMessage,
  STAFF_MESSAGES,
  staffChangeProblem,
} from './adminPeople'
import { adminAuditListInput, adminCustomerListInput } from './adminPeopleLists'
import { parseWith } from './inputFields'

const admin = { id: 1, role: 'admin', isActive: true }

describe('staffChangeProblem', () => {
  it('refuses an admin disabling or demoting themself', () => {
    expect(
      staffChangeProblem({
        actorId: 1,
        target: admin,
        next: { role: 'admin', isActive: false },
        activeAdmins: 3,
      })
    ).toBe(STAFF_MESSAGES.self)
    expect(
      staffChangeProblem({
        actorId: 1,
        target: admin,
        next: { role: 'manager', isActive: true },
        activeAdmins: 3,
      })
    ).toBe(STAFF_MESSAGES.self)
  })

  it('keeps the last active admin', () => {
    expect(
      staffChangeProblem({
        actorId: 2,
        target: admin,
        next: { role: 'editor', isActive: true },
        activeAdmins: 1,
      })
    ).toBe(STAFF_MESSAGES.lastAdmin)
  })

  it('lets another admin be demoted while one stays, and any non-admin change', () => {
    expect(
      staffChangeProblem({
        actorId: 2,
        target: admin,
        next: { role: 'editor', isActive: true },
        activeAdmins: 2,
      })
    ).toBeNull()
    expect(
      staffChangeProblem({
        actorId: 1,
        target: admin,
        next: { role: 'admin', isActive: true },
        activeAdmins: 1,
      })
    ).toBeNull()
    expect(
      staffChangeProblem({
        actorId: 1,
        target: { id: 5, role: 'manager', isActive: true },
        next: { role: 'manager', isActive: false },
        activeAdmins: 1,
      })
    ).toBeNull()
  })
})

describe('retry rule', () => {
  it('retries only a failed message, now, with no claim', () => {
    expect(canRetry('failed')).toBe(true)
    expect(canRetry('pending')).toBe(false)
    expect(canRetry('delivered')).toBe(false)
    const now = new Date('2026-11-25T10:00:00Z')
    expect(retriedMessage(now)).toEqual({ state: 'pending', nextAttemptAt: now, lockedUntil: null })
  })
})

describe('schemas', () => {
  it('customer search is one clean line', () => {
    expect(parseWith(adminCustomerListInput, { search: '  Айгерим ' })).toMatchObject({
      data: { search: 'Айгерим' },
    })
    expect(parseWith(adminCustomerListInput, { search: 'a\u0000' })).toHaveProperty('fields.search')
    expect(parseWith(adminCustomerListInput, { search: '\ud800' })).toHaveProperty('fields.search')
  })

  it('group change: a known group, a flag and a version', () => {
    const input = { id: 3, group: 'wholesale', vip: true, updatedAt: '2026-11-25T10:00:00.123Z' }
    expect(parseWith(changeCustomerGroupInput, input)).toEqual({
      data: { ...input, updatedAt: new Date('2026-11-25T10:00:00.123Z') },
    })
    expect(parseWith(changeCustomerGroupInput, { ...input, group: 'vip' })).toHaveProperty(
      'fields.group'
    )
    expect(parseWith(changeCustomerGroupInput, { ...input, vip: 'yes' })).toHaveProperty(
      'fields.vip'
    )
    expect(parseWith(changeCustomerGroupInput, { ...input, updatedAt: 'x' })).toHaveProperty(
      'fields.updatedAt'
    )
  })

  it('invitation: an e-mail and a staff role (not customer or vip)', () => {
    expect(parseWith(inviteStaffInput, { email: ' A@B.KZ ', role: 'manager' })).toEqual({
      data: { email: 'a@b.kz', role: 'manager', lastName: '', firstName: '' },
    })
    expect(parseWith(inviteStaffInput, { email: 'a@b.kz', role: 'vip' })).toHaveProperty(
      'fields.role'
    )
    expect(parseWith(inviteStaffInput, { email: 'нет', role: 'admin' })).toHaveProperty(
      'fields.email'
    )
  })

  it('audit filters: days as YYYY-MM-DD', () => {
    expect(parseWith(adminAuditListInput, { from: '2026-11-24', to: '' })).toMatchObject({
      data: { from: '2026-11-24', to: null, entity: '', actorEmail: '' },
    })
    expect(parseWith(adminAuditListInput, { from: '2026-13-45' })).toHaveProperty('fields.from')
    expect(parseWith(adminAuditListInput, { to: 5 })).toHaveProperty('fields.to')
  })

  it('audit filters: «по» before «с» is refused in Russian, on «по»', () => {
    expect(parseWith(adminAuditListInput, { from: '2026-11-24', to: '2026-11-20' })).toEqual({
      fields: { to: [DAY_RANGE_MESSAGE] },
    })
    expect(parseWith(adminAuditListInput, { from: '2026-11-24', to: '2026-11-24' })).toHaveProperty(
      'data.to',
      '2026-11-24'
    )
  })
})

describe('audit entries as rows', () => {
  it('one row per changed field, sorted; absent sides are null', () => {
    expect(fieldChanges({ role: 'editor' }, { role: 'manager', isActive: false })).toEqual([
      { field: 'isActive', before: null, after: false },
      { field: 'role', before: 'editor', after: 'manager' },
    ])
    expect(fieldChanges(null, { email: 'a@b.kz' })).toEqual([
      { field: 'email', before: null, after: 'a@b.kz' },
    ])
  })
})
