import { expect, test } from '@playwright/test'

/**
 * The session as a browser holds it: one login answers REST, GraphQL and the
 * web's /api/auth alike; another site cannot use it; logout ends it on the
 * server. (The account screens come with the storefront.)
 */
const ORIGIN = { origin: 'http://localhost:8910' }
const ME = { query: '{ me { email groups { name } } }' }

test('a demo customer logs in once and is known to REST and GraphQL until logout', async ({
  request,
}) => {
  const login = await request.post('/api/v1/auth/login/', {
    data: { email: 'retail@akvatoria.kz', password: 'Akvatoria-demo-2026' },
    headers: ORIGIN,
  })
  expect(login.status()).toBe(200)
  expect(await login.json()).toMatchObject({
    email: 'retail@akvatoria.kz',
    groups: [{ name: 'b2c' }],
  })

  const check = await request.get('/api/v1/auth/login-check')
  expect(check.status()).toBe(200)

  const me = await (await request.post('/api/graphql', { data: ME, headers: ORIGIN })).json()
  expect(me.data.me).toEqual({ email: 'retail@akvatoria.kz', groups: [{ name: 'b2c' }] })

  const token = await request.get('/api/auth?method=getToken')
  expect(await token.text()).toMatch(/^\d+$/)

  // The same cookie sent by another site's page is refused.
  const forged = await request.post('/api/graphql', {
    data: { query: 'mutation { markAllNotificationsRead }' },
    headers: { origin: 'https://evil.example' },
  })
  expect(forged.status()).toBe(403)
  const forgedRest = await request.post('/api/v1/auth/logout/', {
    headers: { origin: 'https://evil.example' },
  })
  expect(forgedRest.status()).toBe(403)

  expect((await request.post('/api/v1/auth/logout/', { headers: ORIGIN })).status()).toBe(200)
  expect((await request.get('/api/v1/auth/login-check')).status()).toBe(401)
  const after = await (await request.post('/api/graphql', { data: ME, headers: ORIGIN })).json()
  expect(after.data?.me ?? null).toBeNull()
})
