import { callV1 as get } from 'testing/rest/testClient'

import { readBody, type BodyContract } from 'src/rest/body'
import { routes } from 'src/rest/routes'

describe('GET /api/v1/openapi.json', () => {
  it('documents every call of the route table with its parameters and answers', async () => {
    const response = await get('/openapi.json')
    expect(response.status).toBe(200)
    const doc = response.body!
    expect(doc.openapi).toBe('3.1.0')
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}')
      const operation = doc.paths[path]?.[route.method.toLowerCase()]
      expect({ path, documented: !!operation }).toEqual({ path, documented: true })
      const names = operation.parameters.map((p: { name: string }) => p.name)
      expect(names).toEqual(expect.arrayContaining(Object.keys(route.query ?? {})))
      // A download documents its bytes, a gateway callback its XML answer, instead of JSON.
      const media = route.binary
        ? route.binary.mediaType
        : route.xml
          ? 'application/xml'
          : 'application/json'
      expect(operation.responses['200'].content[media].schema).toBeTruthy()
    }
  })

  it('documents the body of every write, from the schema that parses it', async () => {
    const doc = (await get('/openapi.json')).body!
    const writes = routes.filter((route) => route.method !== 'GET')
    expect(writes.length).toBeGreaterThanOrEqual(31)
    const undocumented = writes
      .filter((route) => {
        const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}')
        return !doc.paths[path][route.method.toLowerCase()].requestBody
      })
      .map((route) => `${route.method} ${route.path}`)
    expect(undocumented).toEqual([])
  })

  it('documents the payment gateway callbacks as signed forms answered in XML', async () => {
    const doc = (await get('/openapi.json')).body!
    const result = doc.paths['/payment/freedom-pay/result'].post
    const form = result.requestBody.content['application/x-www-form-urlencoded'].schema
    expect(form.required).toEqual(expect.arrayContaining(['pg_payment_id', 'pg_result', 'pg_sig']))
    expect(Object.keys(result.responses)).toEqual(expect.arrayContaining(['200', '400', '503']))
    expect(result.responses['400'].content['application/xml']).toBeTruthy()
    expect(doc.paths['/order/{id}/pay/'].post.responses['503']).toBeTruthy()
  })

  it('says which bodies may be left out, and that order files also take a multipart file', async () => {
    const doc = (await get('/openapi.json')).body!
    const body = (path: string, method: string) => doc.paths[path][method].requestBody
    expect(body('/cart/add/', 'post').required).toBe(true)
    expect(body('/favorites/', 'post').required).toBe(true)
    for (const [path, method] of [
      ['/cart/clear/', 'delete'],
      ['/cart/remove/', 'delete'],
      ['/cart/merge/', 'post'],
      ['/notification/read-all/', 'post'],
      ['/favorites/{id}/', 'delete'],
      ['/order/{id}/files/{fileId}/', 'delete'],
      ['/order/{id}/files/{fileId}/fill-order/', 'post'],
    ]) {
      expect({ path, required: body(path, method).required }).toEqual({ path, required: false })
    }
    expect(body('/cart/clear/', 'delete').content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: {},
    })
    const upload = body('/order/{id}/files/', 'post').content
    expect(Object.keys(upload)).toEqual(['application/json', 'multipart/form-data'])
    expect(upload['multipart/form-data'].schema.required).toEqual(['file'])
  })

  it('gives examples that the schemas themselves accept', () => {
    const contracts = routes.flatMap((route) =>
      !route.body
        ? []
        : 'guest' in route.body
          ? [route.body.guest, route.body.customer]
          : [route.body]
    )
    const refused = contracts
      .map((contract: BodyContract) => readBody(contract, contract.example))
      .filter((parsed) => 'fields' in parsed)
    expect(refused).toEqual([])
  })

  it('documents 409 bodies that carry what resolves them', async () => {
    const doc = (await get('/openapi.json')).body!
    const conflict = (path: string, method: string) =>
      doc.paths[path][method].responses['409'].content['application/json'].schema
    expect(conflict('/order/{id}/place/', 'patch').anyOf).toEqual(
      expect.arrayContaining([{ $ref: '#/components/schemas/StockShort' }])
    )
    expect(conflict('/order/{id}/files/{fileId}/fill-order/', 'post').anyOf).toEqual(
      expect.arrayContaining([{ $ref: '#/components/schemas/FillRefused' }])
    )
    expect(doc.components.schemas.StockShort.required).toEqual(['detail', 'items'])
  })

  it('describes products with named, reusable schemas', async () => {
    const doc = (await get('/openapi.json')).body!
    const list = doc.paths['/product/'].get
    const page = list.responses['200'].content['application/json'].schema
    expect(page.properties.results.items).toEqual({ $ref: '#/components/schemas/Product' })
    expect(doc.components.schemas.Product.required).toEqual(
      expect.arrayContaining(['article', 'current_price', 'balance'])
    )
    const search = list.parameters.find((p: { name: string }) => p.name === 'search')
    expect(search).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } })
    expect(JSON.stringify(doc)).not.toContain('#/$defs/')
  })
})

describe('GET /api/v1/docs/', () => {
  it('serves a self-contained page for people', async () => {
    const response = await get('/docs/')
    expect(response.status).toBe(200)
    expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(response.text).toContain('<code>/product/{article}/</code>')
    expect(response.text).not.toMatch(/<script/i)
  })
})

describe('login-only calls in the document', () => {
  it('mark calls that need a session', async () => {
    const doc = (await get('/openapi.json')).body!
    expect(doc.paths['/notification/'].get.security).toEqual([{ session: [] }])
    expect(doc.paths['/product/'].get.security).toBeUndefined()
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' })
  })
})
