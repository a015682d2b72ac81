/**
 * A backup of the shop (database, media, order files) in one .tar.gz:
 *   yarn rw exec backup [--out FILE | --dir FOLDER [--keep N]] [--quiet]
 * Exit codes and cron use: docs/backup.md.
 */
import type { ScriptArgs } from 'api/src/lib/backup/commands'
import { backupCommand } from 'api/src/lib/backup/commands'

export default async ({ args }: { args: ScriptArgs }) => backupCommand(args)
