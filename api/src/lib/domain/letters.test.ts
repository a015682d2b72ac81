import {
  alreadyRegisteredLetter,
  confirmEmailLetter,
  passwordResetLetter,
  publicUrl,
  redactLetter,
  REDACTED_TOKEN,
  staffInvitationLetter,
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
    expect(publicUrl({ SITE_URL: 'https://akvatoria.kz', PUBLIC_URL: 'https://old.kz' })).toBe(
      'https://akvatoria.kz'
    )
  })
})

describe('staffInvitationLetter', () => {
  it('names the role and links to the new-password page; the link is redacted once sent', () => {
    const letter = staffInvitationLetter('dana@b.kz', 'tok/en', 'Редактор', 'https://shop.kz')
    expect(letter.to).toBe('dana@b.kz')
    expect(letter.text).toContain('роль: Редактор')
    expect(letter.text).toContain('https://shop.kz/new-password?token=tok%2Fen')
    expect(letter.text).toContain('72 часа')
    expect(redactLetter(letter).text).toContain(`?token=${REDACTED_TOKEN}`)
  })
})

describe('redactLetter', () => {
  const base = 'https://akvatoria.kz'
  it('replaces the secret of every link and keeps the rest of the letter', () => {
    for (const letter of [
      confirmEmailLetter('a@example.kz', 'Tok-en_123', base),
      passwordResetLetter('a@example.kz', 'Tok-en_123', base),
    ]) {
      const redacted = redactLetter(letter)
      expect(letter.text).toContain('Tok-en_123')
      expect(redacted.text).not.toContain('Tok-en_123')
      expect(redacted.text).toContain(`?token=${REDACTED_TOKEN}\n`)
      expect(redacted).toEqual({
        ...letter,
        text: letter.text.replace('Tok-en_123', REDACTED_TOKEN),
      })
    }
  })

  it('leaves letters without secrets as they are', () => {
    const letter = alreadyRegisteredLetter('a@example.kz', base)
    expect(redactLetter(letter)).toEqual(letter)
  })
})
