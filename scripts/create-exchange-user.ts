/**
 * 1C's exchange account (docs/1c-exchange.md):
 * `yarn rw exec create-exchange-user --email <e-mail> [--reset-password]`.
 *
 * The password comes from EXCHANGE_PASSWORD, or, in a terminal, from a
 * prompt that does not echo (asked twice), or — with --generate — is made
 * here and printed once. The account has the role `exchange`: it opens
 * /api/1c/exchange and nothing else. Service: api/src/services/accounts/exchangeAccounts.ts.
 */
import {
  generatedExchangePassword,
  saveExchangeAccount,
} from 'api/src/services/accounts/exchangeAccounts'

import { promptHidden, reportAccountFailure, unknownOption, UsageError } from './accounts/cli'

const USAGE = `Учётная запись обмена с 1С («Узел обмена с сайтом»):
  yarn rw exec create-exchange-user --email <e-mail> [--reset-password] [--generate]
  --reset-password  учётная запись обмена уже есть: задать ей новый пароль
                    (открытые сеансы обмена завершатся)
  --generate        создать случайный пароль и показать его один раз
Пароль: из переменной окружения EXCHANGE_PASSWORD или, в терминале, с клавиатуры.
Подробно: docs/1c-exchange.md`

async function readPassword(generate: boolean): Promise<string> {
  if (generate) return generatedExchangePassword()
  if (process.env.EXCHANGE_PASSWORD) return process.env.EXCHANGE_PASSWORD
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'Нет пароля: задайте EXCHANGE_PASSWORD, добавьте --generate или запустите команду в терминале.'
    )
  }
  const password = await promptHidden('Пароль обмена с 1С: ')
  const again = await promptHidden('Ещё раз: ')
  if (password !== again) throw new UsageError('Пароли не совпадают.')
  return password
}

export default async ({ args }: { args: Record<string, unknown> }) => {
  try {
    const unknown = unknownOption(args, ['email', 'reset-password', 'generate'])
    if (unknown) throw new UsageError(`Неизвестный параметр --${unknown}.`)
    if (typeof args.email !== 'string' || !args.email) {
      throw new UsageError('Не указан e-mail: --email <e-mail>.')
    }
    const reset = args['reset-password'] === true
    const generate = args.generate === true
    const password = await readPassword(generate)
    const result = await saveExchangeAccount({
      email: args.email,
      password,
      resetOnly: reset,
      createOnly: !reset,
      actor: { id: null, email: 'yarn rw exec create-exchange-user' },
    })
    console.log(
      result.created
        ? `Учётная запись обмена ${result.email} создана (id ${result.id}).`
        : `У ${result.email} (id ${result.id}) новый пароль; завершено сеансов обмена: ${result.sessionsEnded}.`
    )
    if (generate) console.log(`Пароль (показан один раз): ${password}`)
    console.log('Адрес для 1С: <адрес сайта>/api/1c/exchange (docs/1c-exchange.md).')
  } catch (error) {
    reportAccountFailure(error, 'Учётная запись обмена не сохранена', USAGE)
  }
}
