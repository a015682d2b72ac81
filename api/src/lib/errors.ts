import { RedwoodError } from '@redwoodjs/api'

import type { FieldErrors } from './domain/inputFields'

/**
 * Expected failures of the shop's services. Each edge maps them once:
 * GraphQL shows message + extensions (RedwoodError is not masked), the REST
 * adapter maps `status` and answers DRF-style bodies.
 */
export type { FieldErrors }

export abstract class ShopError extends RedwoodError {
  abstract readonly status: number
}

/** 400: the request itself is wrong; `fields` maps a field to its messages. */
export class InvalidInputError extends ShopError {
  readonly status = 400
  readonly fields: FieldErrors

  /** GraphQL shows `message`: by default the field messages themselves. */
  constructor(fields: FieldErrors, message = Object.values(fields).flat().join(' ')) {
    super(message || 'Проверьте правильность введённых данных', { code: 'BAD_USER_INPUT', fields })
    this.name = 'InvalidInputError'
    this.fields = fields
  }
}

/** 404: the object does not exist or is not visible to the caller. */
export class NotFoundError extends ShopError {
  readonly status = 404

  constructor(message = 'Страница не найдена.') {
    super(message, { code: 'NOT_FOUND' })
    this.name = 'NotFoundError'
  }
}

/** 401: the call needs a logged-in user. */
export class NotAuthenticatedError extends ShopError {
  readonly status = 401

  constructor(message = 'Учетные данные не были предоставлены.') {
    super(message, { code: 'UNAUTHENTICATED' })
    this.name = 'NotAuthenticatedError'
  }
}

/** 403: the caller is known but may not do this. */
export class PermissionDeniedError extends ShopError {
  readonly status = 403

  constructor(message = 'У вас недостаточно прав для выполнения данного действия.') {
    super(message, { code: 'FORBIDDEN' })
    this.name = 'PermissionDeniedError'
  }
}

/** 409: the object's state does not allow the change (e.g. order lifecycle). */
export class ConflictError extends ShopError {
  readonly status = 409
  /** What the caller needs to resolve it (e.g. the order lines short of stock). */
  readonly details: Record<string, unknown>

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, { code: 'CONFLICT', ...details })
    this.name = 'ConflictError'
    this.details = details
  }
}

/** 429: a limit on what a stranger can repeat was reached. */
export class TooManyRequestsError extends ShopError {
  readonly status = 429
  readonly retryAfterSeconds: number

  constructor(
    retryAfterSeconds: number,
    message = 'Слишком много запросов. Повторите попытку позже.'
  ) {
    super(message, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds })
    this.name = 'TooManyRequestsError'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** 503: a service the call needs is not configured or does not answer (online payment). */
export class ServiceUnavailableError extends ShopError {
  readonly status = 503

  constructor(message: string) {
    super(message, { code: 'SERVICE_UNAVAILABLE' })
    this.name = 'ServiceUnavailableError'
  }
}
