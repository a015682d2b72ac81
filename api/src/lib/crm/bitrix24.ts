import {
  crmNoAnswerReason,
  crmNoConnectionReason,
  crmRefusalReason,
} from '../domain/deliveryProblems'

/**
 * Bitrix24's REST webhook (https://<portal>/rest/<user>/<token>/): POST
 * `<base><method>.json` with JSON, answered {result} or {error,
 * error_description}. The base URL holds a secret, so it comes from
 * BITRIX24_WEBHOOK_URL and never appears in errors or logs.
 */
export class Bitrix24Error extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'Bitrix24Error'
  }
}

export interface Bitrix24 {
  call<T = unknown>(method: string, params: Record<string, unknown>): Promise<T>
}

export const BITRIX24_TIMEOUT_MS = 10_000

export function createBitrix24(baseUrl: string, timeoutMs = BITRIX24_TIMEOUT_MS): Bitrix24 {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  return {
    async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
      let response: Response
      try {
        response = await fetch(`${base}${method}.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(params),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new Bitrix24Error(
          (error as Error).name === 'TimeoutError'
            ? crmNoAnswerReason(method)
            : crmNoConnectionReason(method)
        )
      }
      const body = (await response.json().catch(() => null)) as {
        result?: T
        error?: string
        error_description?: string
      } | null
      if (!response.ok || !body || body.error || !('result' in body)) {
        const detail = body?.error ? `${body.error} ${body.error_description ?? ''}`.trim() : ''
        throw new Bitrix24Error(crmRefusalReason(method, response.status, detail))
      }
      return body.result as T
    },
  }
}

/** The configured webhook, or null when BITRIX24_WEBHOOK_URL is not set. */
export function bitrix24FromEnv(env: NodeJS.ProcessEnv = process.env): Bitrix24 | null {
  const url = env.BITRIX24_WEBHOOK_URL?.trim()
  return url ? createBitrix24(url) : null
}
