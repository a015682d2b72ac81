/**
 * The first admin of a production shop (which has no demo accounts):
 * `yarn rw exec create-admin --email <e-mail> [--reset-password]`.
 *
 * The password comes from the environment variable ADMIN_PASSWORD, or, when
 * standard input is a terminal, from a prompt that does not echo (asked
 * twice). It must pass the shop's password rules. The account is confirmed
 * and active with the role admin. An existing e-mail is refused unless
 * --reset-password: then it gets the new password and the admin role, and
 * its sessions end. Service: api/src/services/accounts/admins.ts.
 */
import { createAdmin } from 'api/src/services/accounts/admins'

import { promptHidden, reportAccountFailure, unknownOption, UsageError } from './accounts/cli'

const USAGE = `Первый администратор магазина:
  yarn rw exec create-admin --email <e-mail> [--reset-password]
  --reset-password  e-mail уже есть: задать ему новый пароль и роль admin
                    (его сеансы завершатся)
Пароль: из переменной окружения ADMIN_PASSWORD или, в терминале, с клавиатуры
(не отображается). Не короче 8 символов, не только цифры, без e-mail.`

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD
  if (fromEnvironment) return fromEnvironment
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'Нет пароля: задайте ADMIN_PASSWORD или запустите команду в терминале, чтобы ввести его.'
    )
  }
  const password = await promptHidden('Пароль администратора: ')
  const again = await promptHidden('Ещё раз: ')
  if (password !== again) throw new UsageError('Пароли не совпадают.')
  return password
}

export default async ({ args }: { args: Record<string, unknown> }) => {
  try {
    const unknown = unknownOption(args, ['email', 'reset-password'])
    if (unknown) throw new UsageError(`Неизвестный параметр --${unknown}.`)
    if (typeof args.email !== 'string' || !args.email) {
      throw new UsageError('Не указан e-mail: --email <e-mail>.')
    }
    const resetPassword = args['reset-password'] === true
    const result = await createAdmin({
      email: args.email,
      password: await readPassword(),
      resetPassword,
    })
    console.log(
      result.created
        ? `Администратор ${result.email} создан (id ${result.id}): e-mail подтверждён, можно войти.`
        : `У ${result.email} (id ${result.id}) новый пароль и роль admin; ` +
            `завершено сеансов: ${result.sessionsEnded}.`
    )
    if (process.env.ADMIN_PASSWORD) {
      console.log('Пароль взят из ADMIN_PASSWORD: уберите его из окружения.')
    }
  } catch (error) {
    reportAccountFailure(error, 'Администратор не создан', USAGE)
  }
}
