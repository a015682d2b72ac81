import type { ReactNode } from 'react'

import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'

/**
 * The Loading, Failure and Empty states every back-office cell shows, so the
 * screens announce them the same way (a status, an alert, a plain line).
 */

export const AdminCellLoading = ({ text = 'Загружаем…' }: { text?: string }) => (
  <p role="status" className="cell-status">
    {text}
  </p>
)

export interface AdminCellFailureProps {
  error?: unknown
  /** Shown when the api sent no Russian message of its own (a network failure, a crash). */
  fallback: string
  /** Console tag of the failure, e.g. «admin orders». */
  logAs: string
}

/**
 * The api's Russian message, else the fallback. NOT_FOUND is an answer (the
 * record is gone), not a fault: it is not logged.
 */
export const AdminCellFailure = ({ error, fallback, logAs }: AdminCellFailureProps) => {
  if (errorCodeOf(error) !== 'NOT_FOUND') console.error(logAs, error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {shopMessageOf(error, fallback)}
    </p>
  )
}

/**
 * A cell's Failure in one line: `export const Failure = adminCellFailure({ fallback, logAs })`.
 * Redwood hands it all the cell's props; only the error is read.
 */
export const adminCellFailure = (texts: Omit<AdminCellFailureProps, 'error'>) => {
  const Failure = ({ error }: { error?: unknown; [prop: string]: unknown }) => (
    <AdminCellFailure error={error} {...texts} />
  )
  return Failure
}

export const AdminCellEmpty = ({ children }: { children: ReactNode }) => (
  <p className="cell-status">{children}</p>
)
