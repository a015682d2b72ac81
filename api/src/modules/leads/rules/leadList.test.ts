import { parseWith } from '../../../lib/domain/inputFields'

import { adminLeadListInput } from './leadList'

describe('the leads list’s arguments (issue 30 §3)', () => {
  it('takes no filter as none, newest first', () => {
    expect(parseWith(adminLeadListInput, {})).toEqual({
      data: {
        page: 1,
        pageSize: 25,
        sort: 'createdAt',
        direction: 'desc',
        status: null,
        crm: null,
        source: null,
      },
    })
    expect(parseWith(adminLeadListInput, { status: '', crm: null, source: '' })).toMatchObject({
      data: { status: null, crm: null, source: null },
    })
  })

  it('takes the handling state, the CRM view and the source', () => {
    expect(
      parseWith(adminLeadListInput, { status: 'new', crm: 'problem', source: 'callback' })
    ).toMatchObject({ data: { status: 'new', crm: 'problem', source: 'callback' } })
  })

  it('refuses what the screen never offers', () => {
    expect(parseWith(adminLeadListInput, { status: 'done' })).toHaveProperty('fields.status')
    // The old CRM states are no filter of their own any more: «failed» is part of «problem».
    expect(parseWith(adminLeadListInput, { crm: 'failed' })).toHaveProperty('fields.crm')
    expect(parseWith(adminLeadListInput, { source: 'x\u0000' })).toHaveProperty('fields.source')
    expect(parseWith(adminLeadListInput, { page: 1e300 })).toHaveProperty('fields.page')
  })
})
