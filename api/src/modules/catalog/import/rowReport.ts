import type { ProductDraft } from './types'

/**
 * A row's errors and remarks as the planning steps find them (after the
 * ones found while reading it); an error is listed once. Any error rejects
 * the row.
 */
export class RowReport {
  readonly errors: string[]
  readonly notes: string[]

  constructor(draft: Pick<ProductDraft, 'errors' | 'notes'>) {
    this.errors = [...draft.errors]
    this.notes = [...draft.notes]
  }

  error(message: string) {
    if (!this.errors.includes(message)) this.errors.push(message)
  }

  note(message: string) {
    this.notes.push(message)
  }

  get rejected() {
    return this.errors.length > 0
  }
}
