import { parseWith } from '../../../lib/domain/inputFields'

import {
  CHOOSE_SECTIONS_MESSAGE,
  KATO_MESSAGE,
  kaspiSettingsSchema,
  kaspiSetupProblems,
  STORE_ID_MESSAGE,
  STORE_ID_TAKEN_MESSAGE,
  TOKEN_MESSAGE,
} from './kaspiSettings'

const valid = {
  merchantId: '30000001',
  company: 'ТОО «Акватория»',
  token: '',
  listing: 'all',
  categoryIds: [],
  brandIds: [],
  shops: [
    { shopId: 1, kaspiStoreId: 'PP1', katoCode: '231010000' },
    { shopId: 2, kaspiStoreId: '', katoCode: '' },
  ],
}

describe('kaspiSettingsSchema', () => {
  it('takes the demo settings; empty fields are none', () => {
    const parsed = parseWith(kaspiSettingsSchema, valid)
    expect('data' in parsed && parsed.data.token).toBeNull()
    expect('data' in parsed && parsed.data.shops[1]).toEqual({
      shopId: 2,
      kaspiStoreId: null,
      katoCode: null,
    })
  })

  it('refuses bad store ids, KATO codes, tokens and a store id twice', () => {
    const bad = (over: object) => parseWith(kaspiSettingsSchema, { ...valid, ...over })
    expect(bad({ shops: [{ shopId: 1, kaspiStoreId: 'PP 1', katoCode: null }] })).toEqual({
      fields: { shops: [STORE_ID_MESSAGE] },
    })
    expect(bad({ shops: [{ shopId: 1, kaspiStoreId: 'PP1', katoCode: '2310' }] })).toEqual({
      fields: { shops: [KATO_MESSAGE] },
    })
    expect(bad({ token: 'short' })).toEqual({ fields: { token: [TOKEN_MESSAGE] } })
    expect(
      bad({
        shops: [
          { shopId: 1, kaspiStoreId: 'PP1' },
          { shopId: 2, kaspiStoreId: 'PP1' },
        ],
      })
    ).toEqual({ fields: { shops: [STORE_ID_TAKEN_MESSAGE] } })
    expect(bad({ listing: 'sections' })).toEqual({
      fields: { categoryIds: [CHOOSE_SECTIONS_MESSAGE] },
    })
    expect('fields' in bad({ listing: 'everything' })).toBe(true)
    expect('fields' in bad({ merchantId: '' })).toBe(true)
  })
})

describe('kaspiSetupProblems', () => {
  it('says what keeps Kaspi from taking the list', () => {
    expect(
      kaspiSetupProblems({ merchantId: '1', company: 'A', shops: [{ kaspiStoreId: 'PP1' }] })
    ).toEqual([])
    expect(
      kaspiSetupProblems({ merchantId: '', company: '', shops: [{ kaspiStoreId: null }] })
    ).toHaveLength(3)
  })
})
