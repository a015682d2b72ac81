import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Bitrix24 webhook on 127.0.0.1 for tests: keeps contacts and deals in
 * memory, records every call, can be down (503) and can "lose" the answer
 * of crm.deal.add (makes the deal, answers 500), as a real network does.
 */
export interface FakeDeal {
  ID: string
  fields: Record<string, unknown>
}

export interface FakeBitrix24 {
  url: string
  calls: { method: string; params: Record<string, unknown> }[]
  contacts: { ID: string; NAME?: string; PHONE?: { VALUE: string }[] }[]
  deals: FakeDeal[]
  down: boolean
  loseNextDealAnswer: boolean
  close(): Promise<void>
}

export async function startFakeBitrix24(): Promise<FakeBitrix24> {
  let nextId = 100
  const fake: Omit<FakeBitrix24, 'url' | 'close'> = {
    calls: [],
    contacts: [],
    deals: [],
    down: false,
    loseNextDealAnswer: false,
  }
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const method = (req.url ?? '').replace(/^\/rest\/1\/secret\//, '').replace(/\.json$/, '')
      const params = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      fake.calls.push({ method, params })
      if (fake.down) return answer(res, 503, { error: 'SERVICE_UNAVAILABLE' })
      const filter = (params.filter ?? {}) as Record<string, string>
      const fields = (params.fields ?? {}) as Record<string, unknown>
      switch (method) {
        case 'crm.contact.list': {
          // Like Bitrix24, a partial match is found too: the shop must check.
          const digits = String(filter.PHONE ?? '')
            .replace(/\D/g, '')
            .slice(-7)
          const found = fake.contacts.filter((c) =>
            (c.PHONE ?? []).some((p) => p.VALUE.replace(/\D/g, '').includes(digits))
          )
          return answer(res, 200, { result: found, total: found.length })
        }
        case 'crm.contact.add': {
          const ID = String(nextId++)
          fake.contacts.push({ ID, ...(fields as object) } as FakeBitrix24['contacts'][number])
          return answer(res, 200, { result: Number(ID) })
        }
        case 'crm.deal.list': {
          const found = fake.deals.filter(
            (d) =>
              d.fields.ORIGINATOR_ID === filter.ORIGINATOR_ID &&
              d.fields.ORIGIN_ID === filter.ORIGIN_ID
          )
          return answer(res, 200, { result: found.map((d) => ({ ID: d.ID })) })
        }
        case 'crm.deal.add': {
          const ID = String(nextId++)
          fake.deals.push({ ID, fields })
          if (fake.loseNextDealAnswer) {
            fake.loseNextDealAnswer = false
            return answer(res, 500, { error: 'INTERNAL_SERVER_ERROR' })
          }
          return answer(res, 200, { result: Number(ID) })
        }
        default:
          return answer(res, 400, { error: 'ERROR_METHOD_NOT_FOUND' })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/rest/1/secret/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
