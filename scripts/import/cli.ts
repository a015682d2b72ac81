/**
 * What the import scripts share: reading `--name value` options (as
 * `yarn rw exec` hands them over), resolving paths against the folder the
 * command was typed in, and printing the report with an exit code that says
 * whether anything was rejected.
 */
import path from 'node:path'

import { ImportFileError, type ReportOptions } from 'api/src/modules/catalog/import/outcome'
import { formatReport, type ImportResult } from 'api/src/modules/catalog/import/report'

export type ScriptArgs = Record<string, unknown>

/** A path option, relative to where the editor typed the command (yarn sets INIT_CWD). */
export function pathOption(args: ScriptArgs, name: string): string | undefined {
  const value = args[name]
  if (value === undefined || value === true || value === '') return undefined
  if (typeof value !== 'string') throw new ImportFileError(`--${name}: укажите один путь.`)
  return path.resolve(process.env.INIT_CWD || process.cwd(), value)
}

export const flag = (args: ScriptArgs, name: string) => args[name] === true

/** How a script prints its result and tells whether it went through. */
export interface Reporter<R> {
  format(result: R, options: ReportOptions): string
  /** Nothing rejected (exit code 0). */
  ok(result: R): boolean
}

/** The catalogue imports' report (import-products, import-1c). */
export const catalogReporter: Reporter<ImportResult> = {
  format: formatReport,
  ok: (result) => result.plan.ok,
}

/** Runs an import, prints its report; exit code 1 when something was rejected or unreadable. */
export async function runAndReport(
  args: ScriptArgs,
  usage: string,
  run: () => Promise<ImportResult>
): Promise<void>
export async function runAndReport<R>(
  args: ScriptArgs,
  usage: string,
  run: () => Promise<R>,
  reporter: Reporter<R>
): Promise<void>
export async function runAndReport(
  args: ScriptArgs,
  usage: string,
  run: () => Promise<unknown>,
  reporter: Reporter<unknown> = catalogReporter as Reporter<unknown>
): Promise<void> {
  try {
    const result = await run()
    console.log(reporter.format(result, { changesOnly: flag(args, 'changes-only') }))
    if (!reporter.ok(result)) process.exitCode = 1
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error
    console.error(`Импорт не выполнен: ${error.message}\n\n${usage}`)
    process.exitCode = 1
  }
}
