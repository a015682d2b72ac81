import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createMailer, DEFAULT_MAIL_FROM, mailDropFolder } from './mailer'

describe('createMailer', () => {
  it('hands letters to the in-memory handler in tests, from the shop’s address', async () => {
    const { mailer, handlers, canSend } = createMailer({ NODE_ENV: 'test' })
    expect(canSend).toBe(true)
    await mailer.sendWithoutRendering(
      { text: 'Здравствуйте!', html: '' },
      { to: 'asel@example.kz', subject: 'Заказ A-001001 оформлен' }
    )
    expect(handlers.memory.inbox).toMatchObject([
      {
        to: ['asel@example.kz'],
        from: DEFAULT_MAIL_FROM,
        subject: 'Заказ A-001001 оформлен',
        textContent: 'Здравствуйте!',
      },
    ])
  })

  it('keeps letters back in production until SMTP is configured', () => {
    const saved = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      expect(createMailer({}).canSend).toBe(false)
      expect(createMailer({ SMTP_HOST: 'smtp.example.kz' }).canSend).toBe(true)
    } finally {
      process.env.NODE_ENV = saved
    }
  })

  it('writes .eml files to the drop folder in development', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'))
    const { handlers } = createMailer({ MAIL_DROP_DIR: folder })
    await handlers.drop.send(
      { text: 'Текст письма', html: '' },
      {
        to: ['a@b.kz'],
        from: DEFAULT_MAIL_FROM,
        subject: 'Тема',
        cc: [],
        bcc: [],
        headers: {},
        attachments: [],
        replyTo: undefined,
      }
    )
    const [file] = fs.readdirSync(folder)
    expect(file).toMatch(/\.eml$/)
    expect(fs.readFileSync(path.join(folder, file), 'utf8')).toContain('To: a@b.kz')
    expect(mailDropFolder({ MAIL_DROP_DIR: folder })).toBe(folder)
  })
})
