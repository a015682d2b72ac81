import { redactLetter } from 'src/lib/domain/letters'

import { guestOrderKey, orderIdOfGuestKey, orderLinksOf, orderPageUrl } from './guestAccess'

const SECRET = 'a-test-secret-that-is-long-enough-1234567890'

describe('the key of a guest order’s page', () => {
  it('opens the order it was made for, and only with the secret it was made with', () => {
    const key = guestOrderKey(1042, SECRET)
    expect(key).toMatch(/^1042\.[A-Za-z0-9_-]{27}$/)
    expect(orderIdOfGuestKey(key, SECRET)).toBe(1042)
    expect(orderIdOfGuestKey(key, `${SECRET}-other`)).toBeNull()
  })

  it('another order’s number with this signature, or a changed signature, opens nothing', () => {
    const [, signature] = guestOrderKey(1042, SECRET).split('.')
    expect(orderIdOfGuestKey(`1043.${signature}`, SECRET)).toBeNull()
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    expect(orderIdOfGuestKey(`1042.${flipped}`, SECRET)).toBeNull()
    expect(orderIdOfGuestKey(`1042.${signature.slice(1)}`, SECRET)).toBeNull()
  })

  it.each([
    [''],
    ['1042'],
    ['0.abc'],
    ['-1.abc'],
    ['1042.'],
    ['99999999999.abc'],
    ['1042.a/b'],
    ['x'.repeat(500)],
    [null],
    [42],
    [{ key: 1 }],
  ])('anything else (%p) opens nothing', (key) => {
    expect(orderIdOfGuestKey(key, SECRET)).toBeNull()
  })

  it('letters send a guest to the key’s page, which the outbox forgets once sent; an account to its order', () => {
    const guestUrl = orderPageUrl({ id: 7, buyer: { kind: 'guest' } }, 'https://shop.kz')
    expect(guestUrl).toMatch(/^https:\/\/shop\.kz\/my-orders\?token=7\.[A-Za-z0-9_-]+$/)
    const sent = redactLetter({ to: 'g@example.kz', subject: 's', text: `Ссылка: ${guestUrl}` })
    expect(sent.text).toBe('Ссылка: https://shop.kz/my-orders?token=REDACTED')
    expect(orderPageUrl({ id: 7, buyer: { kind: 'account' } }, 'https://shop.kz')).toBe(
      'https://shop.kz/order?id=7'
    )
  })
})

describe('the links of an order’s letters', () => {
  const order = (kind: 'account' | 'guest', payment: string | null) => ({
    id: 9,
    buyer: { kind },
    paymentType: payment ? { kind: payment } : null,
    company: kind === 'account' ? { legalName: 'ТОО «Аква Строй»' } : null,
  })

  it('an invoice only for a bank transfer: an account’s by its code, a guest’s by a forgettable key', () => {
    expect(orderLinksOf(order('account', 'on_receipt'), 'https://shop.kz').invoice).toBeNull()
    expect(orderLinksOf(order('account', 'invoice'), 'https://shop.kz').invoice).toEqual({
      url: 'https://shop.kz/api/v1/order/9/invoice/',
      payer: 'ТОО «Аква Строй»',
    })
    const guest = orderLinksOf(order('guest', 'invoice'), 'https://shop.kz').invoice!
    expect(guest.url).toMatch(/^https:\/\/shop\.kz\/api\/v1\/order\/guest\/invoice\/\?token=9\./)
    expect(redactLetter({ to: 'g', subject: 's', text: guest.url }).text).toContain(
      'token=REDACTED'
    )
  })
})
