import {
  changesKeptSessions,
  forgetSessionsHere,
  keptSessions,
  registerSessionCache,
} from './sessionCache'

describe('changesKeptSessions', () => {
  it('is every write of a session, user, membership, customer group or price type', () => {
    for (const model of ['Session', 'User', 'UserGroup', 'CustomerGroup', 'PriceType']) {
      for (const operation of ['update', 'updateMany', 'upsert', 'delete', 'deleteMany']) {
        expect({ model, operation, changes: changesKeptSessions(model, operation) }).toEqual({
          model,
          operation,
          changes: true,
        })
      }
    }
    expect(changesKeptSessions('UserGroup', 'create')).toBe(true)
    expect(changesKeptSessions('User', 'createManyAndReturn')).toBe(true)
  })

  it('is not a read, another model, a raw statement or a new session', () => {
    expect(changesKeptSessions('User', 'findUnique')).toBe(false)
    expect(changesKeptSessions('Session', 'findFirst')).toBe(false)
    expect(changesKeptSessions('Product', 'update')).toBe(false)
    expect(changesKeptSessions('ProductPrice', 'deleteMany')).toBe(false)
    expect(changesKeptSessions(undefined, 'executeRaw')).toBe(false)
    expect(changesKeptSessions('Session', 'create')).toBe(false)
  })
})

describe('forgetSessionsHere', () => {
  it('forgets the kept sessions and every registered cache', () => {
    const viewers = new Map([['s1', 'anna']])
    registerSessionCache(() => viewers.clear())
    keptSessions.set('s1', null)
    forgetSessionsHere()
    expect(keptSessions.size).toBe(0)
    expect(viewers.size).toBe(0)
  })
})
