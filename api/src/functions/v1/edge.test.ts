import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { restHandler } from 'src/functions/v1/v1'
import { routes } from 'src/rest/routes'
import { clearCatalogFiltersCache } from 'src/services/catalogFilters/catalogFilters'
import { clearProductCaches } from 'src/services/products/products'

import type { StandardScenario } from './edge.scenarios'

/**
 * Issue «Every input has one contract»: the /api/v1 router refuses hostile
 * input before any handler runs (docs/rest-api.md, «Input rules»).
 */

type Query = Record<string, string | string[]>

interface Call {
  query?: Query
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown
  /** Sent as it is, with `contentType` (none if undefined). */
  raw?: string
  contentType?: string
  user?: User | null
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

async function call(method: string, path: string, options: Call = {}) {
  const { user } = options
  mockCurrentUser(
    user ? currentUserFixture({ id: user.id, email: user.email, role: user.role }) : null
  )
  const headers: Record<string, string> = { host: 'shop.test' }
  let body: string | null = null
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  }
  if (options.raw !== undefined) {
    body = options.raw
    if (options.contentType) headers['content-type'] = options.contentType
  }
  const event = mockHttpEvent({
    path: `/v1${path}`,
    httpMethod: method,
    queryStringParameters: (options.query ?? {}) as Record<string, string>,
    headers,
    body,
  })
  const response = await restHandler(event)
  const text = response.body ?? ''
  return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as Json }
}

jest.setTimeout(180_000)

beforeEach(() => {
  clearProductCaches()
  clearCatalogFiltersCache()
})

const FILTERS = ['category__name', 'subcategory__name', 'brand__name', 'brand__name__in']

/** [path, parameter, needs a logged-in caller] */
const TEXT_PARAMETERS: [string, string, boolean][] = [
  ...['/product/', '/product/price-limits/'].flatMap((path) =>
    FILTERS.map((name): [string, string, boolean] => [path, name, false])
  ),
  ['/category/filters/', 'sub_category', false],
  ['/objects/', 'type', false],
  ['/objects/', 'location', false],
  ['/brands/', 'products__category__name', false],
  ['/brands/', 'products__subcategory__name', false],
  ['/subcategory/', 'category__name', false],
  ['/order/search/', 'number', true],
]

/** The 9 JSON fields of the issue: [method, path, body with `v`, field named in the answer]. */
const bodyFields = (scenario: StandardScenario) => {
  const draft = scenario.order.draft.id
  return [
    ['POST', '/auth/login/', (v: string) => ({ email: v, password: 'secret-123' }), 'email'],
    [
      'POST',
      '/callback/',
      (v: string) => ({ username: v, phone: '+7 (701) 555 44 33' }),
      'username',
    ],
    ['PATCH', '/users/', (v: string) => ({ first_name: v }), 'first_name'],
    ['POST', '/favorites/', (v: string) => ({ product: v }), 'product'],
    ['POST', '/cart/add/', (v: string) => ({ article: v, quantity: 1 }), 'article'],
    [
      'POST',
      '/cart/merge/',
      (v: string) => ({ items: [{ product: v, quantity: 1 }] }),
      'items[0].product',
    ],
    [
      'POST',
      '/order/',
      (v: string) => ({ items: [{ product: v, quantity: 1 }] }),
      'items[0].product',
    ],
    [
      'POST',
      '/order/',
      (v: string) => ({ items: [{ product: 'NS-100', quantity: 1 }], comment: v }),
      'comment',
    ],
    ['POST', `/order/${draft}/items/`, (v: string) => ({ product: v, quantity: 1 }), 'product'],
  ] as const
}

describe('A — NUL bytes never reach PostgreSQL', () => {
  scenario(
    '15 query parameters on 8 GETs: 400 {detail} naming the parameter',
    async (scenario: StandardScenario) => {
      for (const [path, name, login] of TEXT_PARAMETERS) {
        const answer = await call('GET', path, {
          query: { [name]: 'Насос\u0000' },
          user: login ? scenario.user.aigerim : null,
        })
        expect({ path, name, ...answer }).toEqual({
          path,
          name,
          status: 400,
          body: { detail: expect.stringContaining(`«${name}»`) },
        })
      }
    }
  )

  scenario(
    'a path parameter and the article of DELETE /cart/remove/',
    async (scenario: StandardScenario) => {
      expect(await call('GET', '/product/%00/')).toEqual({
        status: 400,
        body: { detail: expect.stringContaining('«article»') },
      })
      expect(
        await call('DELETE', '/cart/remove/', {
          query: { article: '\u0000' },
          user: scenario.user.aigerim,
        })
      ).toEqual({ status: 400, body: { detail: expect.stringContaining('«article»') } })
    }
  )

  scenario(
    '9 JSON body fields: 400 {detail} naming the field',
    async (scenario: StandardScenario) => {
      for (const [method, path, make, field] of bodyFields(scenario)) {
        const answer = await call(method, path, {
          body: make('a\u0000b'),
          user: path === '/auth/login/' || path === '/callback/' ? null : scenario.user.aigerim,
        })
        expect({ path, field, ...answer }).toEqual({
          path,
          field,
          status: 400,
          body: { detail: expect.stringContaining(`«${field}»`) },
        })
      }
    }
  )

  scenario(
    'other control characters too; tab and newline stay allowed in texts',
    async (scenario: StandardScenario) => {
      for (const bad of ['\u0001', '\u001b[31m', '\u007f', '\u0085', 'a\u202eb', '\r']) {
        const answer = await call('GET', '/product/', { query: { search: bad } })
        expect({ bad, status: answer.status }).toEqual({ bad, status: 400 })
      }
      const draft = scenario.order.draft.id
      const ok = await call('POST', `/order/${draft}/files/`, {
        body: { text: 'NS-100\t2\r\nTANK-500\t1\n' },
        user: scenario.user.aigerim,
      })
      expect(ok.status).toBe(201)
      const bell = await call('POST', `/order/${draft}/files/`, {
        body: { text: 'NS-100\u00072' },
        user: scenario.user.aigerim,
      })
      expect(bell).toEqual({ status: 400, body: { detail: expect.stringContaining('«text»') } })
    }
  )
})

describe('B — lone surrogates', () => {
  scenario(
    'in the same JSON fields: 400 {detail} naming the field',
    async (scenario: StandardScenario) => {
      for (const [method, path, make, field] of bodyFields(scenario)) {
        for (const lone of ['\ud800', 'x\udfffy']) {
          const answer = await call(method, path, {
            body: make(lone),
            user: path === '/auth/login/' || path === '/callback/' ? null : scenario.user.aigerim,
          })
          expect({ path, field, ...answer }).toEqual({
            path,
            field,
            status: 400,
            body: { detail: expect.stringContaining(`«${field}»`) },
          })
        }
      }
      // A surrogate pair (an emoji) is a character like any other.
      const emoji = await call('POST', '/cart/add/', {
        body: { article: 'NS-100 😀' },
        user: scenario.user.aigerim,
      })
      expect(emoji.status).not.toBe(500)
      expect(emoji.body.detail ?? '').not.toContain('недопустимые символы')
    }
  )
})

/** Every paginated GET: [path, needs a logged-in caller]. */
const PAGINATED: [string, boolean][] = [
  ['/product/', false],
  ['/product/new/', false],
  ['/category/', false],
  ['/subcategory/', false],
  ['/objects/', false],
  ['/news/', false],
  ['/favorites/', true],
  ['/notification/', true],
  ['/order/', true],
  ['/order/available/', true],
  ['/order/latest/', true],
  ['/order/search/', true],
]

describe('C — a page too far to offset to', () => {
  scenario('400 {page} on all 12 paginated GETs', async (scenario: StandardScenario) => {
    for (const [path, login] of PAGINATED) {
      for (const page of ['99999999999999999999', '9223372036854775808', '2147483648']) {
        const answer = await call('GET', path, {
          query: { page },
          user: login ? scenario.user.aigerim : null,
        })
        expect({ path, page, ...answer }).toEqual({
          path,
          page,
          status: 400,
          body: { page: [expect.stringMatching(/^Номер страницы должен быть не больше \d+\.$/)] },
        })
      }
      // A page that can be offset to but lies past the last one stays DRF's 404.
      const past = await call('GET', path, {
        query: { page: '21474837' },
        user: login ? scenario.user.aigerim : null,
      })
      expect({ path, status: past.status }).toEqual({ path, status: 404 })
    }
  })
})

describe('D — numbers past 2^53 in the product filters', () => {
  scenario('400 naming the filter', async () => {
    const NUMERIC = [
      'current_price__gte',
      'current_price__lte',
      'characteristic__weight__gte',
      'characteristic__weight__lte',
      'characteristic__length__gte',
      'characteristic__length__lte',
    ]
    for (const path of ['/product/', '/product/price-limits/']) {
      for (const name of [...NUMERIC, 'current_price__range']) {
        for (const value of ['9007199254740993', '-9007199254740993', `1${'0'.repeat(30)}`]) {
          const query = { [name]: name.endsWith('range') ? `1,${value}` : value }
          const answer = await call('GET', path, { query })
          expect({ path, name, value, ...answer }).toEqual({
            path,
            name,
            value,
            status: 400,
            body: {
              [name]: [expect.stringMatching(/^Убедитесь, что значение по модулю не больше/)],
            },
          })
        }
      }
    }
    expect((await call('GET', '/product/', { query: { page: '9007199254740993' } })).status).toBe(
      400
    )
    // Real prices and sizes still filter.
    const fine = await call('GET', '/product/', {
      query: { current_price__gte: '52000,5', characteristic__length__lte: '100000' },
    })
    expect(fine.status).toBe(200)
  })
})

describe('E — integers past the database range in JSON bodies', () => {
  scenario(
    'favourites product, items/multiple items, place shop: 400 naming the field',
    async (scenario: StandardScenario) => {
      const draft = scenario.order.draft.id
      const cases = [
        ['POST', '/favorites/', { product: 2147483648 }, 'product'],
        ['DELETE', `/order/${draft}/items/multiple/`, { items: [2147483648] }, 'items'],
        ['PATCH', `/order/${draft}/place/`, { shop: 2147483648 }, 'shop'],
        ['PATCH', `/order/${draft}/place/`, { shop: -(2 ** 53) }, 'shop'],
        ['POST', '/cart/add/', { article: 'NS-100', quantity: 1e300 }, 'quantity'],
      ] as const
      for (const [method, path, body, field] of cases) {
        const answer = await call(method, path, { body, user: scenario.user.aigerim })
        expect({ path, ...answer }).toEqual({
          path,
          status: 400,
          body: { [field]: ['Убедитесь, что значение по модулю не больше 2147483647.'] },
        })
      }
    }
  )
})

describe('JSON writes take application/json only', () => {
  scenario(
    '415 {detail} for text/plain, forms, multipart and no type',
    async (scenario: StandardScenario) => {
      const guestOrder = JSON.stringify({
        name: 'Асель',
        items: [{ product: 'NS-100', quantity: 1 }],
      })
      const user = scenario.user.aigerim
      const cases: [string, string, Call][] = [
        ['POST', '/order/', { raw: guestOrder, contentType: 'text/plain' }],
        ['POST', '/order/', { raw: guestOrder, contentType: 'text/plain', user }],
        [
          'POST',
          '/order/',
          { raw: 'comment=x', contentType: 'application/x-www-form-urlencoded', user },
        ],
        [
          'POST',
          '/order/',
          { raw: '--b\r\n\r\n--b--', contentType: 'multipart/form-data; boundary=b', user },
        ],
        ['POST', '/cart/add/', { raw: '{"article": "NS-100"}', user }],
        [
          'POST',
          '/auth/login/',
          { raw: 'email=a@b.kz&password=x', contentType: 'application/x-www-form-urlencoded' },
        ],
      ]
      for (const [method, path, options] of cases) {
        const answer = await call(method, path, options)
        expect({ path, type: options.contentType, ...answer }).toEqual({
          path,
          type: options.contentType,
          status: 415,
          body: { detail: expect.stringMatching(/^Неподдерживаемый тип данных/) },
        })
      }
      const before = await call('GET', '/order/available/', { user })
      expect(before.body.count).toBe(1) // no draft was made of a form
      // JSON with a charset, and uploads where the API takes them, go through.
      const json = await call('POST', '/cart/add/', {
        raw: '{"article": "NS-100"}',
        contentType: 'application/json; charset=utf-8',
        user,
      })
      expect(json.status).toBe(200)
      const upload = await call('POST', `/order/${scenario.order.draft.id}/files/`, {
        raw: '--b\r\n\r\n--b--',
        contentType: 'multipart/form-data; boundary=b',
        user,
      })
      expect(upload.status).toBe(400)
      expect(upload.body).toHaveProperty('file')
    }
  )
})

describe('one rule for every query parameter', () => {
  scenario(
    'a repeated parameter counts by its last value; surrounding spaces are ignored',
    async (scenario: StandardScenario) => {
      // Links echo the query as sent, with only `page` replaced: compare the page they lead to.
      const pageOf = (link: string | null | undefined) =>
        link ? (new URL(link).searchParams.get('page') ?? '1') : link
      const view = ({ status, body }: { status: number; body: Json }) => ({
        status,
        body:
          body && 'results' in body
            ? { ...body, next: pageOf(body.next), previous: pageOf(body.previous) }
            : body,
      })
      for (const [path, login] of PAGINATED) {
        const user = login ? scenario.user.aigerim : null
        const same = async (query: Query, as: Query) =>
          expect({ path, query, answer: view(await call('GET', path, { query, user })) }).toEqual({
            path,
            query,
            answer: view(await call('GET', path, { query: as, user })),
          })
        await same({ page: ['1', '2'] }, { page: '2' })
        await same({ page: ['2', '1'] }, { page: '1' })
        await same({ page: ' 1 ', page_size: ' 1' }, { page: '1', page_size: '1' })
      }
      const popular = async (query: Query) => (await call('GET', '/product/', { query })).body
      expect(await popular({ is_popular: ' true ' })).toEqual(await popular({ is_popular: 'true' }))
      expect(await popular({ is_popular: ['false', 'true'] })).toEqual(
        await popular({ is_popular: 'true' })
      )
    }
  )
})

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PIECES = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u2066',
  '\t',
  '\n',
  '\r',
  ' ',
  '%00',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '*',
  ':',
  ',',
  ';',
  '..',
  '/',
  '€',
  '😀',
  'ё',
  'Насос',
  'NS-100',
  '<script>',
  '${x}',
  '[]',
  '{}',
  'null',
  'true',
]
const NUMBERS = [
  '99999999999999999999',
  '9223372036854775808',
  '9223372036854775807',
  '2147483648',
  '2147483647',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '1e-308',
  '1E5',
  '-1',
  '0',
  '-0',
  '1.5',
  '1,5',
  ',1',
  '1,',
  '1,2,3',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  '00000001',
  '1'.repeat(400),
  `-${'9'.repeat(50)}`,
  `0.${'0'.repeat(400)}1`,
  '.5',
  '5.',
  '+1',
]

function hostileValue(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  const kind = next()
  if (kind < 0.3) return pick(NUMBERS)
  if (kind < 0.5) {
    const digits = Array.from({ length: 1 + Math.floor(next() * 40) }, () =>
      Math.floor(next() * 10)
    ).join('')
    const sign = next() < 0.3 ? '-' : ''
    const fraction = next() < 0.3 ? `.${Math.floor(next() * 1000)}` : ''
    const exponent = next() < 0.2 ? `e${Math.floor(next() * 400) - 200}` : ''
    return `${sign}${digits}${fraction}${exponent}`
  }
  return Array.from({ length: 1 + Math.floor(next() * 5) }, () =>
    next() < 0.7 ? pick(PIECES) : String.fromCharCode(Math.floor(next() * 0x10000))
  ).join('')
}

describe('generated hostile input', () => {
  scenario(
    'every query parameter of every GET route: never a 5xx',
    async (scenario: StandardScenario) => {
      const next = random(20261124)
      const fixed = [
        '\u0000',
        '\ud800',
        '99999999999999999999',
        '9223372036854775808',
        '9007199254740993',
        '1e308',
        '-1',
        '2147483648',
      ]
      const failures: unknown[] = []
      let calls = 0
      for (const route of routes) {
        if (route.method !== 'GET' || !route.query) continue
        const path = route.path
          .replace(':article', 'NS-100')
          .replace(/:\w+/g, String(scenario.order.draft.id))
        for (const name of Object.keys(route.query)) {
          const values: (string | string[])[] = [...fixed]
          for (let i = 0; i < 6; i++) {
            values.push(
              next() < 0.15 ? [hostileValue(next), hostileValue(next)] : hostileValue(next)
            )
          }
          for (const value of values) {
            calls++
            const answer = await call('GET', path, {
              query: { [name]: value },
              user: route.requiresLogin ? scenario.user.aigerim : null,
            })
            if (answer.status >= 500) failures.push({ path, name, value, ...answer })
          }
        }
      }
      expect(calls).toBeGreaterThan(300)
      expect(failures).toEqual([])
    }
  )
})

/** Field names the write calls read. */
const BODY_FIELDS = [
  'product',
  'article',
  'quantity',
  'items',
  'shop',
  'comment',
  'email',
  'username',
  'phone',
  'phone_number',
  'name',
  'first_name',
  'last_name',
  'middle_name',
  'password',
  'old_password',
  'new_password',
  'token',
  'text',
  'status',
  'replace',
  'force',
  'agreement',
  'privacy_policy_accepted',
]

describe('generated hostile JSON bodies', () => {
  scenario('every write route: never a 5xx', async (scenario: StandardScenario) => {
    const next = random(7)
    const value = (): unknown => {
      const kind = next()
      if (kind < 0.3) return hostileValue(next)
      if (kind < 0.5) return Number(hostileValue(next))
      if (kind < 0.6) return [{ product: hostileValue(next), quantity: Number(hostileValue(next)) }]
      if (kind < 0.7) return [Number(hostileValue(next))]
      if (kind < 0.8) return { nested: hostileValue(next) }
      return next() < 0.5 ? 1.5 : -7
    }
    const failures: unknown[] = []
    for (const route of routes) {
      if (route.method === 'GET') continue
      const path = route.path.replace(/:\w+/g, String(scenario.order.draft.id))
      for (let i = 0; i < 25; i++) {
        const body: Record<string, unknown> = {}
        for (const field of BODY_FIELDS) if (next() < 0.3) body[field] = value()
        const user = next() < 0.8 ? scenario.user.aigerim : null
        const answer = await call(route.method, path, { body, user })
        if (answer.status >= 500) failures.push({ method: route.method, path, body, ...answer })
      }
    }
    expect(failures).toEqual([])
  })
})
