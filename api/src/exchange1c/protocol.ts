/**
 * 1C's «Обмен с сайтом» protocol as the site speaks it (docs/1c-exchange.md;
 * /work/shared/reference: 1C is the client, the site only answers). Pure:
 * a request's method and query → one command, or a refusal; the answers as
 * 1C reads them — plain text, lines separated by `\n`, the first line
 * `success`, `progress` or `failure` (then the reason in Russian).
 */

export const EXCHANGE_TYPES = ['catalog', 'sale'] as const
export type ExchangeType = (typeof EXCHANGE_TYPES)[number]

export const EXCHANGE_MODES = [
  'checkauth',
  'init',
  'file',
  'import',
  'query',
  'success',
  'info',
  'deactivate',
  'complete',
] as const
export type ExchangeMode = (typeof EXCHANGE_MODES)[number]

export interface ExchangeCommand {
  type: ExchangeType
  mode: ExchangeMode
  method: 'GET' | 'POST'
  /** `file` and `import`: the name as 1C sent it (checked by exchangeFileName). */
  filename?: string
  /** The protocol version 1C asks for (`init`, `checkauth` of newer modules). */
  version?: string
  /** The `sessid` newer modules repeat on every call once they were given one. */
  sessid?: string
}

/** What the site answers: the text, its status, and cookies to set. */
export interface ExchangeAnswer {
  status: number
  /** Text for 1C, or a document's bytes (sale: query, info). */
  body: string | Buffer
  /** Plain text unless a document says otherwise. */
  contentType?: string
  cookies?: string[]
}

const answer = (status: number, lines: string[]): ExchangeAnswer => ({
  status,
  body: lines.join('\n'),
})

export const success = (...lines: string[]): ExchangeAnswer => answer(200, ['success', ...lines])

export const progress = (...lines: string[]): ExchangeAnswer => answer(200, ['progress', ...lines])

/**
 * `failure` and the reason on the next line(s). 1C reads the text whatever
 * the status; the status is for the server's logs and for other clients
 * (401 for credentials, 4xx for requests refused).
 */
export const failure = (reason: string, status = 200): ExchangeAnswer =>
  answer(status, ['failure', ...reason.split('\n').filter(Boolean)])

export const MESSAGES = {
  method: 'Обмен принимает только запросы GET и POST.',
  type: 'Неизвестный тип обмена: ожидается type=catalog или type=sale.',
  mode: 'Неизвестный режим обмена (mode).',
  noFilename: 'Не указано имя файла (filename).',
  credentials: 'Неверный логин или пароль учётной записи обмена с 1С.',
  notExchangeAccount:
    'Эта учётная запись не может вести обмен с 1С: нужна учётная запись с ролью «Обмен с 1С».',
  noBasic: 'Не переданы логин и пароль (HTTP Basic) для обмена с 1С.',
  tooMany: (seconds: number) =>
    `Слишком много неудачных попыток входа: повторите через ${Math.ceil(seconds / 60)} мин.`,
  noSession: 'Сессия обмена не найдена или истекла: начните обмен заново (mode=checkauth).',
  badSessid: 'Ошибка проверки источника запроса: sessid не совпадает с выданным при checkauth.',
  emptyPiece: 'Пустой запрос: нет данных файла.',
} as const

const asString = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return asString(value[0])
  return typeof value === 'string' ? value : undefined
}

const within = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value)

/** The request (method and query string) → the command, or the answer that refuses it. */
export function parseCommand(
  method: string,
  query: Record<string, unknown> | null | undefined
): { command: ExchangeCommand } | { refusal: ExchangeAnswer } {
  const upper = method.toUpperCase()
  if (upper !== 'GET' && upper !== 'POST') return { refusal: failure(MESSAGES.method, 405) }
  const params = query ?? {}
  const type = asString(params.type)?.trim().toLowerCase()
  const mode = asString(params.mode)?.trim().toLowerCase()
  if (!within(EXCHANGE_TYPES, type)) return { refusal: failure(MESSAGES.type, 400) }
  if (!within(EXCHANGE_MODES, mode)) return { refusal: failure(MESSAGES.mode, 400) }
  const filename = asString(params.filename)
  if ((mode === 'file' || mode === 'import') && !filename?.trim()) {
    return { refusal: failure(MESSAGES.noFilename, 400) }
  }
  const version = asString(params.version)?.trim()
  const sessid = asString(params.sessid)?.trim()
  return {
    command: {
      type,
      mode,
      method: upper,
      ...(filename ? { filename } : {}),
      ...(version ? { version } : {}),
      ...(sessid ? { sessid } : {}),
    },
  }
}

// ───────────────────────────── credentials ─────────────────────────────

/** HTTP Basic credentials of the Authorization header, or null. */
export function basicCredentials(
  header: string | undefined | null
): { login: string; password: string } | null {
  const match = /^\s*basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '')
  if (!match) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon <= 0) return null
  return { login: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) }
}

// ───────────────────────────── answers ─────────────────────────────

/** Versions of the protocol 1C's modules ask for; the site answers the one asked, else 2.08. */
const KNOWN_VERSIONS = ['2.03', '2.04', '2.05', '2.07', '2.08', '2.09', '2.10', '3.1']
export const DEFAULT_VERSION = '2.08'

export const answeredVersion = (asked: string | undefined) =>
  asked && KNOWN_VERSIONS.includes(asked) ? asked : DEFAULT_VERSION

/** `checkauth`: the cookie 1C sends back on every later call (and `sessid` for newer modules). */
export function checkauthAnswer(
  cookieName: string,
  token: string,
  sessid: string,
  version: string | undefined
): ExchangeAnswer {
  return success(cookieName, token, ...(version ? [`sessid=${sessid}`] : []))
}

/** `init`: whether 1C may zip its files and the largest piece it may send. */
export function initAnswer(opts: {
  zip: boolean
  fileLimit: number
  version?: string
  sessid: string
}): ExchangeAnswer {
  return answer(200, [
    `zip=${opts.zip ? 'yes' : 'no'}`,
    `file_limit=${opts.fileLimit}`,
    ...(opts.version ? [`sessid=${opts.sessid}`, `version=${answeredVersion(opts.version)}`] : []),
  ])
}

// ───────────────────────────── file names ─────────────────────────────

/** Picture types 1C sends with the catalogue (import_files/…): the shop serves these. */
export const PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif']

export type ExchangeFileKind = 'xml' | 'zip' | 'picture'

/** Longest name, deepest folder: 1C's import_files/ab/<guid>.jpg is far below both. */
const MAX_NAME_LENGTH = 255
const MAX_DEPTH = 6

export const FILE_NAME_MESSAGES = {
  unsafe: (name: string) =>
    `Недопустимое имя файла «${name}»: имя должно быть внутри папки обмена (без «..», «/» в начале и дисков).`,
  type: (name: string) =>
    `Файл «${name}» не принимается: обмен принимает XML, ZIP и картинки (${PICTURE_EXTENSIONS.join(', ')}).`,
} as const

/**
 * The name of an exchange file as stored in the session's folder: 1C's
 * backslashes become «/»; a name that would leave the folder (absolute, a
 * drive, «..», empty parts, control characters) or of another type than XML,
 * ZIP or a picture is refused.
 */
export function exchangeFileName(
  raw: string
): { path: string; kind: ExchangeFileKind } | { refusal: string } {
  const shown = raw.slice(0, 100)
  const name = raw.trim().replace(/\\/g, '/')
  const unsafe = { refusal: FILE_NAME_MESSAGES.unsafe(shown) }
  // eslint-disable-next-line no-control-regex
  if (!name || name.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f:*?"<>|]/.test(name)) {
    return unsafe
  }
  if (name.startsWith('/') || name.startsWith('~')) return unsafe
  const parts = name.split('/')
  if (parts.length > MAX_DEPTH) return unsafe
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.trim() !== part)) {
    return unsafe
  }
  const dot = name.lastIndexOf('.')
  const extension = dot > name.lastIndexOf('/') ? name.slice(dot).toLowerCase() : ''
  if (extension === '.xml') return { path: name, kind: 'xml' }
  if (extension === '.zip') return { path: name, kind: 'zip' }
  if (PICTURE_EXTENSIONS.includes(extension)) return { path: name, kind: 'picture' }
  return { refusal: FILE_NAME_MESSAGES.type(shown) }
}

export type CatalogFileKind = 'import' | 'offers'

/** import*.xml is the catalogue; offers*, prices*, rests*.xml its prices and stock. */
export function catalogFileKind(path: string): CatalogFileKind | null {
  const base = path.slice(path.lastIndexOf('/') + 1)
  if (/^import.*\.xml$/i.test(base)) return 'import'
  if (/^(offers|prices|rests).*\.xml$/i.test(base)) return 'offers'
  return null
}

/** An XML that declares a DOCTYPE or entities: refused before any parser sees it. */
export const declaresEntities = (head: string) => /<!(DOCTYPE|ENTITY)/i.test(head)
