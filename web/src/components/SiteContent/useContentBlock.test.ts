import { siteContactsOf } from './useContentBlock'

describe('siteContactsOf', () => {
  it('types the contacts block, shows its phone as every phone, and keeps only https links', () => {
    expect(
      siteContactsOf({
        phone: '+7 (7122) 20-30-40',
        email: 'info@akvatoria.kz',
        socials: { youtube: 'https://www.youtube.com/@a', instagram: 'javascript:alert(1)' },
        messengers: { whatsapp: 'https://wa.me/7', telegram: 42 },
      })
    ).toEqual({
      phone: '+7 (7122) 20 30 40',
      phoneE164: '+77122203040',
      email: 'info@akvatoria.kz',
      hours: '',
      address: '',
      socials: { youtube: 'https://www.youtube.com/@a' },
      messengers: { whatsapp: 'https://wa.me/7' },
    })
    expect(siteContactsOf({ phoneE164: '+77015550101' })).toMatchObject({
      phone: '+7 (701) 555 01 01',
      phoneE164: '+77015550101',
    })
    // Not a Kazakh number: shown as the editor wrote it, no tel: guessed.
    expect(siteContactsOf({ phone: 'по запросу' })).toMatchObject({
      phone: 'по запросу',
      phoneE164: '',
    })
    expect(siteContactsOf(null)).toBeNull()
  })
})
