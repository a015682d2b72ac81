import { expect, test } from '@playwright/test'
import Ajv2020 from 'ajv/dist/2020'

/**
 * The served api answers as its own OpenAPI document says: every GET of
 * /api/v1 is called on the running build (path parameters taken from list
 * answers) and its body is validated against the documented schema.
 */
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

test('every GET answers as /api/v1/openapi.json documents', async ({ request }) => {
  const doc: Json = await (await request.get('/api/v1/openapi.json')).json()
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  // Each answer's schema travels with the components its '#/components/…' refs point into.
  const withComponents = (schema: Json): Json => ({ ...schema, components: doc.components })

  // Values for path parameters, read from the lists the api itself answers.
  const first = async (path: string, pick: (body: Json) => unknown) =>
    String(pick(await (await request.get(`/api/v1${path}`)).json()))
  const examples: Record<string, () => Promise<string>> = {
    '/product/{article}/': () => first('/product/', (b) => b.results[0].article),
    '/news/{id}/': () => first('/news/', (b) => b.results[0].id),
    '/objects/{id}/': () => first('/objects/', (b) => b.results[0].id),
    '/production/{id}/': () => first('/production/', (b) => (b.results ?? b)[0].id),
    '/brands/{id}/': () => first('/brands/', (b) => b[0].id),
  }

  // Guest calls that need what only the caller knows, with where they are checked.
  const elsewhere: Record<string, string> = {
    '/order/{id}/': 'a guest order id with its phone: e2e/commerce-api.spec.ts',
    '/order/guest/{key}/':
      'the key of a guest order: api/src/functions/v1/checkout.test.ts, e2e/guestCheckout.spec.ts',
    '/order/guest/invoice/': 'the key of a guest order: api/src/functions/v1/checkout.test.ts',
  }

  const checked: string[] = []
  for (const [path, operations] of Object.entries(doc.paths as Json)) {
    const get = (operations as Json).get
    // Calls that need a session are checked by the account journeys.
    if (!get || path === '/docs/' || get.security || elsewhere[path]) continue
    let url = path
    if (path.includes('{')) {
      const example = examples[path]
      expect(example, `no example value for ${path}`).toBeTruthy()
      url = path.replace(/\{[^}]+\}/, await example())
    }
    const response = await request.get(`/api/v1${url}`)
    expect(response.status(), `GET ${url}`).toBe(200)
    const validate = ajv.compile(
      withComponents(get.responses['200'].content['application/json'].schema)
    )
    const body = await response.json()
    expect(validate(body) ? [] : validate.errors, `GET ${url}`).toEqual([])
    checked.push(path)
  }
  expect(checked).toEqual(expect.arrayContaining(['/category/', '/product/', '/catalog/search/']))
})
