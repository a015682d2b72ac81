import {
  alreadyRegisteredLetter,
  confirmEmailLetter,
  passwordResetLetter,
  publicUrl,
} from './letters'

describe('account letters', () => {
  it('link to the shop’s own confirmation and new-password pages', () => {
    const confirm = confirmEmailLetter('a@b.kz', 'tok/en', 'https://shop.kz')
    expect(confirm).toMatchObject({
      to: 'a@b.kz',
      subject: 'Подтвердите e-mail для входа в Акваторию',
    })
    expect(confirm.text).toContain('https://shop.kz/email-confirm?token=tok%2Fen')
    expect(passwordResetLetter('a@b.kz', 't', 'https://shop.kz').text).toContain(
      'https://shop.kz/new-password?token=t'
    )
    expect(alreadyRegisteredLetter('a@b.kz', 'https://shop.kz').text).toContain(
      'https://shop.kz/recovery'
    )
  })

  it('reads the public address from PUBLIC_URL', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://shop.kz/' })).toBe('https://shop.kz')
    expect(publicUrl({})).toBe('http://localhost:8910')
  })
})
