import { expect, request as playwrightRequest, test } from '@playwright/test'

// Issue 18 «Roles and access», through the real GraphQL endpoint with real
// sessions: every staff query of every back-office section, asked by a guest,
// both demo customers and each staff role. The services' own role matrix is
// tested in Jest; this proves the directive, the session and the service
// agree on the wire.

const ORIGIN = { origin: 'http://localhost:8910' }
const PASSWORD = 'Akvatoria-demo-2026'

const OPERATIONS: [name: string, query: string, roles: string[]][] = [
  ['dashboard', '{ adminDashboard { ordersToday } }', ['manager', 'editor', 'admin']],
  ['orders', '{ adminOrders { count } }', ['manager', 'admin']],
  ['leads', '{ adminLeads { total } }', ['manager', 'admin']],
  ['failed messages', '{ adminFailedMessages { total } }', ['manager', 'admin']],
  ['customers', '{ adminCustomers { total } }', ['manager', 'admin']],
  ['products', '{ adminProducts { count } }', ['editor', 'admin']],
  ['content', '{ adminContentList(kind: "news") { count } }', ['editor', 'admin']],
  ['staff', '{ adminStaff { total } }', ['admin']],
  ['audit log', '{ adminAuditLog { total } }', ['admin']],
]

const PEOPLE: [who: string, email: string | null][] = [
  ['guest', null],
  ['retail', 'retail@akvatoria.kz'],
  ['wholesale', 'opt@akvatoria.kz'],
  ['editor', 'editor@akvatoria.kz'],
  ['manager', 'manager@akvatoria.kz'],
  ['admin', 'admin@akvatoria.kz'],
]

test('each back-office query answers exactly the roles allowed to see it', async ({ baseURL }) => {
  test.setTimeout(60_000)
  const outcome: string[] = []
  const expected: string[] = []
  for (const [who, email] of PEOPLE) {
    const api = await playwrightRequest.newContext({ baseURL })
    try {
      if (email) {
        const login = await api.post('/api/v1/auth/login/', {
          data: { email, password: PASSWORD },
          headers: ORIGIN,
        })
        expect(login.status(), `${who} logs in`).toBe(200)
      }
      for (const [name, query, roles] of OPERATIONS) {
        const answer = await api.post('/api/graphql', { data: { query }, headers: ORIGIN })
        expect(answer.status(), `${who} → ${name}: an answer, not a crash`).toBeLessThan(500)
        const body = await answer.json()
        const code = body.errors?.[0]?.extensions?.code
        // Nothing of the data reaches someone refused.
        const data = body.data && Object.values(body.data).find((value) => value !== null)
        outcome.push(`${who} → ${name}: ${code ?? (data ? 'answered' : 'empty')}`)
        const allowed = roles.includes(who)
        expected.push(
          `${who} → ${name}: ${allowed ? 'answered' : email ? 'FORBIDDEN' : 'UNAUTHENTICATED'}`
        )
      }
    } finally {
      await api.dispose()
    }
  }
  expect(outcome).toEqual(expected)
})
