/**
 * The catalogue exchange's speed (issue 32 §5): a generated import.xml of
 * `--products` products (default 20 000) and its offers.xml go through the
 * exchange endpoint's handler in pieces of file_limit, as 1C sends them —
 * checkauth → init → file… → import (polled while `progress`) — and every
 * call's time is measured. In-process (no HTTP), against DATABASE_URL (a
 * copy of the bench catalogue: never akv_bench itself):
 *   DATABASE_URL=…/akv_bench_<name> yarn rw exec bench-1c-exchange --products 20000
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { FILE_LIMIT, handleExchange } from 'api/src/exchange1c/exchange'
import { db } from 'api/src/lib/db'
import { hashPassword } from 'api/src/lib/passwords'

const PASSWORD = 'Bench-exchange-1C-2026'
const EMAIL = 'bench-1c@akvatoria.kz'

function importXml(count: number): string {
  const products: string[] = []
  for (let i = 1; i <= count; i++) {
    products.push(`      <Товар>
        <Ид>bench-1c-${i}</Ид>
        <Артикул>B1C-${i}</Артикул>
        <Наименование>Насос тестовый обмена ${i}</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>
        <Группы><Ид>bench-g-${i % 20}</Ид></Группы>
        <Описание>Описание товара ${i} для проверки скорости обмена с 1С.</Описание>
      </Товар>`)
  }
  const groups = Array.from(
    { length: 20 },
    (_, g) =>
      `<Группа><Ид>bench-g-${g}</Ид><Наименование>Обмен 1С группа ${g}</Наименование></Группа>`
  ).join('')
  return `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Классификатор><Ид>bench</Ид><Наименование>Бенч</Наименование><Группы>${groups}</Группы></Классификатор>
  <Каталог СодержитТолькоИзменения="true"><Ид>bench</Ид><Наименование>Бенч</Наименование><Товары>
${products.join('\n')}
  </Товары></Каталог>
</КоммерческаяИнформация>`
}

function offersXml(count: number): string {
  const offers: string[] = []
  for (let i = 1; i <= count; i++) {
    offers.push(
      `<Предложение><Ид>bench-1c-${i}</Ид><Цены><Цена><ИдТипаЦены>bench-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${1000 + i}</ЦенаЗаЕдиницу></Цена></Цены><Количество>${i % 7}</Количество></Предложение>`
    )
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08"><ПакетПредложений СодержитТолькоИзменения="true">
<ТипыЦен><ТипЦены><Ид>bench-retail</Ид><Наименование>Розничная</Наименование><Валюта>KZT</Валюта></ТипЦены></ТипыЦен>
<Предложения>
${offers.join('\n')}
</Предложения></ПакетПредложений></КоммерческаяИнформация>`
}

export default async ({ args }: { args: Record<string, unknown> }) => {
  const count = Number(args.products) || 20_000
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-1c-'))
  process.env.EXCHANGE_1C_DIR = root
  await db.user.upsert({
    where: { email: EMAIL },
    create: {
      email: EMAIL,
      hashedPassword: await hashPassword(PASSWORD),
      salt: '',
      role: 'exchange',
      emailConfirmedAt: new Date(),
    },
    update: {},
  })
  const times: { call: string; ms: number }[] = []
  let cookie = ''
  const call = async (query: Record<string, string>, body: Buffer | null = null, auth = false) => {
    const started = performance.now()
    const answer = await handleExchange({
      method: body ? 'POST' : 'GET',
      query,
      headers: {
        cookie,
        ...(auth
          ? { authorization: `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}` }
          : {}),
      },
      body,
      ip: '127.0.0.1',
    })
    const ms = performance.now() - started
    times.push({ call: `${query.mode} ${query.filename ?? ''}`.trim(), ms })
    return String(answer.body).split('\n')
  }
  const startedAll = performance.now()
  const auth = await call({ type: 'catalog', mode: 'checkauth' }, null, true)
  cookie = `${auth[1]}=${auth[2]}`
  await call({ type: 'catalog', mode: 'init' })
  const files = {
    'import.xml': Buffer.from(importXml(count)),
    'offers.xml': Buffer.from(offersXml(count)),
  }
  for (const [name, bytes] of Object.entries(files)) {
    for (let at = 0; at < bytes.length; at += FILE_LIMIT) {
      await call(
        { type: 'catalog', mode: 'file', filename: name },
        bytes.subarray(at, at + FILE_LIMIT)
      )
    }
    for (;;) {
      const lines = await call({ type: 'catalog', mode: 'import', filename: name })
      if (lines[0] === 'progress') continue
      console.log(`${name} (${(bytes.length / 1024 / 1024).toFixed(1)} MB): ${lines.join(' | ')}`)
      break
    }
  }
  const total = (performance.now() - startedAll) / 1000
  const slowest = [...times].sort((a, b) => b.ms - a.ms)[0]
  console.log(
    `${count} products: ${times.length} calls, whole exchange ${total.toFixed(1)} s; ` +
      `slowest call ${slowest.call} ${(slowest.ms / 1000).toFixed(2)} s`
  )
  fs.rmSync(root, { recursive: true, force: true })
}
