import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

import {
  AbstractMailHandler,
  AbstractMailRenderer,
  Mailer,
  type MailRenderedContent,
  type MailSendOptionsComplete,
} from '@redwoodjs/mailer-core'
import { InMemoryMailHandler } from '@redwoodjs/mailer-handler-in-memory'
import { NodemailerMailHandler } from '@redwoodjs/mailer-handler-nodemailer'
import { getPaths } from '@redwoodjs/project-config'

import { MAIL_NOT_CONFIGURED } from './domain/deliveryProblems'
import type { Letter } from './domain/letters'
import { logger } from './logger'
import { numberSetting } from './numberSetting'

/**
 * Letters go out through Redwood's mailer (issue «Commerce»):
 * - SMTP_HOST set: nodemailer over SMTP (SMTP_PORT, default 587; SMTP_USER,
 *   SMTP_PASSWORD; SMTP_SECURE=1 for implicit TLS), in every mode;
 * - development without SMTP_HOST: each letter is written as an .eml file to
 *   MAIL_DROP_DIR (default .data/mail) to open in any mail program;
 * - production without SMTP_HOST: nothing is sent, the outbox keeps the
 *   letter pending with the reason until SMTP is configured (never lost);
 * - tests: Redwood's in-memory handler.
 * Letters are plain text (domain/letters), so the mailer's renderer is never
 * used; Redwood requires one, hence the plain-text renderer.
 */
export const DEFAULT_MAIL_FROM = 'Акватория <no-reply@akvatoria.kz>'

class PlainTextRenderer extends AbstractMailRenderer {
  render(template: unknown): MailRenderedContent {
    const text = String(template)
    return { text, html: '' }
  }

  internal() {
    return {}
  }
}

/** Writes each letter as an RFC 822 file: development's mail catcher without a server. */
class DropFolderHandler extends AbstractMailHandler {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true })

  constructor(private readonly folder: string) {
    super()
  }

  async send(content: MailRenderedContent, options: MailSendOptionsComplete) {
    const info = await this.transport.sendMail({
      from: options.from,
      to: options.to,
      subject: options.subject,
      text: content.text,
    })
    await fs.mkdir(this.folder, { recursive: true })
    const file = path.join(
      this.folder,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`
    )
    await fs.writeFile(file, info.message as Buffer)
    logger.info({ file, to: options.to }, 'Letter written to the mail drop folder')
    return { messageID: info.messageId }
  }

  internal() {
    return { folder: this.folder }
  }
}

export function mailDropFolder(env: NodeJS.ProcessEnv = process.env) {
  const configured = env.MAIL_DROP_DIR
  const base = getPaths().base
  if (!configured) return path.join(base, '.data', 'mail')
  return path.isAbsolute(configured) ? configured : path.join(base, configured)
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super(MAIL_NOT_CONFIGURED)
    this.name = 'MailNotConfiguredError'
  }
}

function smtpHandler(env: NodeJS.ProcessEnv) {
  return new NodemailerMailHandler({
    transport: {
      host: env.SMTP_HOST,
      port: numberSetting('SMTP_PORT', 587, { min: 1, integer: true, env }),
      secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    },
  })
}

/** The shop's mailer for the given environment (tests build their own). */
export function createMailer(env: NodeJS.ProcessEnv = process.env) {
  const hasSmtp = Boolean(env.SMTP_HOST)
  const handlers = {
    smtp: hasSmtp ? smtpHandler(env) : new InMemoryMailHandler(),
    drop: new DropFolderHandler(mailDropFolder(env)),
    memory: new InMemoryMailHandler(),
  }
  const mailer = new Mailer({
    handling: { handlers, default: 'smtp' },
    rendering: { renderers: { text: new PlainTextRenderer() }, default: 'text' },
    defaults: { from: env.MAIL_FROM || DEFAULT_MAIL_FROM },
    development: { handler: hasSmtp ? 'smtp' : 'drop' },
    test: { handler: 'memory' },
    logger,
  })
  return { mailer, canSend: hasSmtp || mailer.mode !== 'production', handlers }
}

let shared: ReturnType<typeof createMailer> | null = null

/** Sends one letter; throws when it could not be handed over (the outbox retries). */
export async function sendLetter(letter: Letter): Promise<void> {
  shared ??= createMailer()
  if (!shared.canSend) throw new MailNotConfiguredError()
  await shared.mailer.sendWithoutRendering(
    { text: letter.text, html: '' },
    { to: letter.to, subject: letter.subject }
  )
}
