/**
 * /api/1c/exchange (docs/1c-exchange.md): 1C's «Обмен с сайтом» over the
 * catalogue area's exchange workflow and the orders' sale port. A request is
 * parsed by the pure protocol; checkauth takes HTTP Basic credentials of an
 * `exchange` account under the login's limits; every other call needs the
 * session cookie checkauth answered.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { InvalidInputError, TooManyRequestsError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import {
  appendPiece,
  currentCatalogExchange,
  deactivateStep,
  exchangeRoot,
  ImportFileError,
  importStep,
  noteExchangeError,
  noteReceivedFile,
  resetFolder,
  startCatalogExchange,
  type StepAnswer,
} from 'src/modules/catalog'
import { StatusDocumentError } from 'src/modules/exchange'
import { verifyCredentials } from 'src/services/accounts/accounts'

import {
  basicCredentials,
  catalogFileKind,
  checkauthAnswer,
  declaresEntities,
  exchangeFileName,
  failure,
  initAnswer,
  MESSAGES,
  parseCommand,
  progress,
  success,
  type ExchangeAnswer,
  type ExchangeCommand,
} from './protocol'
import { ordersEncoding, saleExchange, type SaleExchange } from './salePort'
import {
  EXCHANGE_COOKIE,
  exchangeTokenFrom,
  resolveExchangeSession,
  startExchangeSession,
  type ExchangeSessionInfo,
} from './sessions'

/**
 * The largest piece 1C may send (`file_limit`): the web server's and the
 * api's limit for a body that is not a form (scripts/cli/apiProxy.mjs, 1 MiB).
 */
export const FILE_LIMIT = 1024 * 1024

export interface ExchangeRequest {
  method: string
  query: Record<string, unknown> | null
  headers: Record<string, string | undefined>
  body: Buffer | null
  ip: string
}

export interface ExchangeDeps {
  sale: SaleExchange
  root: string
}

const defaultDeps = (): ExchangeDeps => ({ sale: saleExchange, root: exchangeRoot() })

/** `zip=yes` in init only when EXCHANGE_1C_ZIP says so; archives are unpacked either way. */
const offersZip = (env: NodeJS.ProcessEnv = process.env) =>
  /^(1|yes|true|on)$/i.test(env.EXCHANGE_1C_ZIP?.trim() ?? '')

export async function handleExchange(
  request: ExchangeRequest,
  deps: ExchangeDeps = defaultDeps()
): Promise<ExchangeAnswer> {
  const parsed = parseCommand(request.method, request.query)
  if ('refusal' in parsed) return parsed.refusal
  const { command } = parsed
  if (command.mode === 'checkauth') return checkauth(command, request)
  const session = await resolveExchangeSession(exchangeTokenFrom(request.headers.cookie))
  if (!session) return failure(MESSAGES.noSession, 401)
  if (command.sessid && command.sessid !== session.folder) return failure(MESSAGES.badSessid, 403)
  const folder = path.join(deps.root, session.folder)
  const actor = session.user

  switch (command.mode) {
    case 'init':
      await resetFolder(folder)
      if (command.type === 'catalog') await startCatalogExchange(session.id, actor)
      return initAnswer({
        zip: offersZip(),
        fileLimit: FILE_LIMIT,
        version: command.version,
        sessid: session.folder,
      })
    case 'file':
      return receiveFile(command, request, session, folder)
    case 'import':
      return command.type === 'catalog'
        ? importCatalogFile(command, session, folder)
        : importSaleFile(command, session, folder, deps.sale)
    case 'deactivate':
      return command.type === 'catalog'
        ? stepAnswer(await deactivateStep(session.id, actor))
        : success()
    case 'query':
      if (command.type !== 'sale') return success()
      return xmlAnswer(
        await deps.sale.exportOrdersFor1C({
          encoding: ordersEncoding(),
          schemaVersion: command.version,
        })
      )
    case 'success':
      if (command.type === 'sale') {
        await deps.sale.commitOrdersExport()
      }
      return success()
    case 'info':
      if (command.type !== 'sale') return success()
      // The orders' encoding: a node that needs windows-1251 needs it for both.
      return xmlAnswer(await deps.sale.exchangeInfoDocument({ encoding: ordersEncoding() }))
    case 'complete':
      return success()
  }
  return failure(MESSAGES.mode, 400)
}

function xmlAnswer(doc: { body: Buffer; contentType: string }): ExchangeAnswer {
  return { status: 200, body: doc.body, contentType: doc.contentType }
}

async function checkauth(command: ExchangeCommand, request: ExchangeRequest) {
  const credentials = basicCredentials(request.headers.authorization)
  if (!credentials) return failure(MESSAGES.noBasic, 401)
  let userId: number
  try {
    const user = await verifyCredentials(
      { email: credentials.login.toLowerCase(), password: credentials.password },
      { ip: request.ip },
      (u) => u.role === 'exchange'
    )
    userId = user.id
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      return failure(MESSAGES.tooMany(error.retryAfterSeconds), 429)
    }
    if (error instanceof InvalidInputError) return failure(MESSAGES.credentials, 401)
    throw error
  }
  const { token, folder } = await startExchangeSession(userId, request.ip)
  return {
    ...checkauthAnswer(EXCHANGE_COOKIE, token, folder, command.version),
    cookies: [`${EXCHANGE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`],
  }
}

async function receiveFile(
  command: ExchangeCommand,
  request: ExchangeRequest,
  session: ExchangeSessionInfo,
  folder: string
): Promise<ExchangeAnswer> {
  const name = exchangeFileName(command.filename ?? '')
  const exchangeId =
    command.type === 'catalog' ? await currentCatalogExchange(session.id, session.user) : null
  const refuse = async (reason: string, status: number) => {
    if (exchangeId) await noteExchangeError(exchangeId, reason)
    return failure(reason, status)
  }
  if ('refusal' in name) return refuse(name.refusal, 400)
  const piece = request.body
  if (!piece?.length) return failure(MESSAGES.emptyPiece, 400)
  if (piece.length > FILE_LIMIT) {
    return refuse(`Часть файла больше file_limit (${FILE_LIMIT} байт).`, 413)
  }
  if (name.kind === 'xml' && declaresEntities(piece.toString('latin1'))) {
    return refuse(
      `${name.path}: XML с объявлением DOCTYPE/ENTITY не принимается (сущности не раскрываются).`,
      400
    )
  }
  try {
    const bytes = await appendPiece(folder, name.path, piece)
    if (exchangeId) await noteReceivedFile(exchangeId, name.path, bytes)
  } catch (error) {
    if (error instanceof ImportFileError) return refuse(error.message, 413)
    throw error
  }
  return success()
}

const allowedArchiveEntry = (entry: string) => {
  const checked = exchangeFileName(entry)
  return 'path' in checked && checked.kind !== 'zip' ? checked.path : null
}

function stepAnswer(step: StepAnswer): ExchangeAnswer {
  if (step.state === 'progress') return progress(...step.lines)
  if (step.state === 'success') return success(...step.lines)
  return failure(step.lines.join('\n') || 'Загрузка не удалась.', 200)
}

async function importCatalogFile(
  command: ExchangeCommand,
  session: ExchangeSessionInfo,
  folder: string
): Promise<ExchangeAnswer> {
  const name = exchangeFileName(command.filename ?? '')
  if ('refusal' in name) return failure(name.refusal, 400)
  const kind = catalogFileKind(name.path)
  if (!kind) {
    return failure(
      `Файл «${name.path}» не файл каталога: ожидаются import*.xml, offers*.xml, prices*.xml или rests*.xml.`,
      400
    )
  }
  const exchangeId = await currentCatalogExchange(session.id, session.user)
  return stepAnswer(
    await importStep({
      exchangeId,
      folder,
      file: name.path,
      kind,
      actor: session.user,
      allowedName: allowedArchiveEntry,
    })
  )
}

async function importSaleFile(
  command: ExchangeCommand,
  session: ExchangeSessionInfo,
  folder: string,
  sale: SaleExchange
): Promise<ExchangeAnswer> {
  const name = exchangeFileName(command.filename ?? '')
  if ('refusal' in name) return failure(name.refusal, 400)
  if (name.kind !== 'xml') return failure(`Файл «${name.path}» не XML.`, 400)
  let xml: Buffer
  try {
    xml = await fs.readFile(path.join(folder, name.path))
  } catch {
    return failure(`${name.path}: файл не получен (сначала mode=file).`, 400)
  }
  if (declaresEntities(xml.toString('latin1'))) {
    return failure(
      `${name.path}: XML с объявлением DOCTYPE/ENTITY не принимается (сущности не раскрываются).`,
      400
    )
  }
  let result: Awaited<ReturnType<SaleExchange['applyStatusDocument']>>
  try {
    result = await sale.applyStatusDocument(xml, { userId: session.user.id })
  } catch (error) {
    // A document 1C's reader cannot read (broken XML, a DOCTYPE): its reason in Russian.
    if (error instanceof StatusDocumentError) return failure(`${name.path}: ${error.message}`, 400)
    throw error
  }
  logger.info({ file: name.path, applied: result.applied }, '1C status document applied')
  return success(`Применено документов: ${result.applied}.`, ...result.remarks)
}
