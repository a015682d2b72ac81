/**
 * Does this database still have accounts that open with the published demo
 * password? `yarn rw exec check-demo-passwords [--deactivate]`
 *
 * Verifies the demo accounts (retail@, opt@, editor@, manager@,
 * admin@akvatoria.kz) and every active staff account (manager, editor,
 * admin: domain/staffRoles STAFF_ROLES) — one password hash each, about half
 * a second. Exit code 1 when some are found (and not deactivated), so a
 * deployment can run it as a gate. `--deactivate` makes the found accounts
 * inactive and ends their sessions. The production api makes the same check
 * of the demo accounts at start (api/src/lib/demoPasswords.ts).
 */
import { isDemoInstance, isProduction } from 'api/src/lib/demoData'
import {
  deactivateAccounts,
  demoPasswordsMessage,
  findDemoPasswordAccounts,
} from 'api/src/lib/demoPasswords'

import { unknownOption } from './accounts/cli'

const USAGE = `Accounts that still open with the published demo password:
  yarn rw exec check-demo-passwords [--deactivate]
  --deactivate  make the accounts found inactive and end their sessions
Exit code 1 when such accounts exist (and were not deactivated).`

export default async ({ args }: { args: Record<string, unknown> }) => {
  const unknown = unknownOption(args, ['deactivate'])
  if (unknown) {
    console.error(`Unknown option --${unknown}\n\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const { checked, found } = await findDemoPasswordAccounts({ staff: true })
  if (!found.length) {
    console.log(
      `No account opens with a demo password (${checked} demo and staff accounts checked).`
    )
    return
  }
  if (args.deactivate === true) {
    const count = await deactivateAccounts(found)
    console.log(
      `Deactivated ${count} account(s) that opened with the demo password, their sessions ended:\n` +
        found.map((user) => `  - ${user.email} (${user.role})`).join('\n')
    )
    return
  }
  console.error(demoPasswordsMessage(found))
  if (!isProduction() || isDemoInstance()) {
    console.error(
      '\n(Here NODE_ENV is not production or SHOP_DEMO=1 is set: the api starts anyway.)'
    )
  }
  process.exitCode = 1
}
