/**
 * Restores a backup made by `yarn rw exec backup` into an empty database and
 * empty media / order-file folders:
 *   yarn rw exec restore FILE [--force] [--quiet]
 * Steps, checks and exit codes: docs/backup.md.
 */
import type { ScriptArgs } from 'api/src/lib/backup/commands'
import { restoreCommand } from 'api/src/lib/backup/commands'

export default async ({ args }: { args: ScriptArgs }) => restoreCommand(args)
