/**
 * What went wrong, for the commands' exit codes (docs/backup.md):
 * usage 2, refused 3 (non-empty target, migrations the code does not have),
 * damaged 4 (unreadable archive, checksum mismatch), failed 1 (anything else).
 */
export type BackupErrorKind = 'usage' | 'refused' | 'damaged' | 'failed'

export const EXIT_CODES: Record<BackupErrorKind, number> = {
  failed: 1,
  usage: 2,
  refused: 3,
  damaged: 4,
}

export class BackupError extends Error {
  constructor(
    readonly kind: BackupErrorKind,
    message: string
  ) {
    super(message)
    this.name = 'BackupError'
  }
}

export function exitCodeOf(error: unknown): number {
  return error instanceof BackupError ? EXIT_CODES[error.kind] : EXIT_CODES.failed
}
