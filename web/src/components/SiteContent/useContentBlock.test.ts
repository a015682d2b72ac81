import { siteContactsOf } from './useContentBlock'

describe('siteContactsOf', () => {
  it('types the contacts block and keeps only https links', () => {
    expect(
      siteContactsOf({
        phone: '+7 (7122) 20-30-40',
        email: 'info@akvatoria.kz',
        socials: { youtube: 'https://www.youtube.com/@a', instagram: 'javascript:alert(1)' },
        messengers: { whatsapp: 'https://wa.me/7', telegram: 42 },
      })
    ).toEqual({
      phone: '+7 (7122) 20-30-40',
      phoneE164: '',
      email: 'info@akvatoria.kz',
      hours: '',
      address: '',
      socials: { youtube: 'https://www.youtube.com/@a' },
      messengers: { whatsapp: 'https://wa.me/7' },
    })
    expect(siteContactsOf(null)).toBeNull()
  })
})
