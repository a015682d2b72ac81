import { db } from 'src/lib/db'

import { confirmAccountEmail, registerAccount, resendAccountConfirmation } from './registration'

describe('registration over GraphQL', () => {
  scenario('registers and confirms through the mutations', async () => {
    const answer = await registerAccount(
      { input: { email: 'dana@example.kz', password: 'Крепкий-пароль-2026', firstName: 'Дана' } },
      {} as never
    )
    expect(answer.detail).toContain('Проверьте почту')
    const letter = await db.outboxMessage.findFirstOrThrow({ orderBy: { id: 'desc' } })
    const token = decodeURIComponent(
      (letter.payload as { text: string }).text.match(/token=(\S+)/)![1]
    )
    await confirmAccountEmail({ token }, {} as never)
    const user = await db.user.findUniqueOrThrow({ where: { email: 'dana@example.kz' } })
    expect(user.firstName).toBe('Дана')
    expect(user.emailConfirmedAt).not.toBeNull()
    expect(
      (await resendAccountConfirmation({ email: 'dana@example.kz' }, {} as never)).detail
    ).toBeTruthy()
  })
})
