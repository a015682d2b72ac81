import { z } from 'zod'

import { readBody, wireJsonSchema, type BodyContract, type RouteBody } from './body'
import { ErrorDetail, FieldErrors } from './contract'
import type { RouteSpec } from './router'

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the route table: the
 * same zod schemas validate requests, shape answers (checked by the adapter
 * tests) and describe them here, so the document cannot drift from the code.
 */

type Json = Record<string, unknown>

const ERROR_TEXT: Record<number, string> = {
  400: 'Неверные параметры: сообщения по полям',
  401: 'Нужен вход',
  403: 'Недостаточно прав',
  404: 'Не найдено',
  405: 'Метод не разрешён',
  409: 'Состояние объекта не позволяет действие',
  429: 'Слишком много запросов (см. Retry-After)',
}

/** JSON Schema of a zod schema, its named parts hoisted into `components`. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json
  delete json.$schema
  const defs = (json.$defs ?? {}) as Record<string, Json>
  delete json.$defs
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value && typeof value === 'object') {
      const result: Json = {}
      for (const [key, inner] of Object.entries(value)) {
        result[key] =
          key === '$ref' && typeof inner === 'string'
            ? inner.replace('#/$defs/', '#/components/schemas/')
            : rewrite(inner)
      }
      return result
    }
    return value
  }
  for (const [name, def] of Object.entries(defs)) components[name] = rewrite(def)
  return rewrite(json) as Json
}

const bodySchemaOf = (contract: BodyContract, components: Json) =>
  wireJsonSchema(contract, schemaOf(contract.schema, 'input', components))

/** Whether the call needs a body: one it would refuse when none is sent. */
const needsBody = (contract: BodyContract) => 'fields' in readBody(contract, undefined)

/** What a route that takes uploads (order files) also accepts. */
const MULTIPART_FILE = {
  'multipart/form-data': {
    schema: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary', description: '.xlsx или .csv' } },
      required: ['file'],
    },
  },
}

/** A write's `requestBody`: its schema in the old site's names and an example. */
function requestBodyOf(body: RouteBody, components: Json, uploads = false): Json {
  if (!('guest' in body)) {
    return {
      required: needsBody(body),
      content: {
        'application/json': { schema: bodySchemaOf(body, components), example: body.example },
        ...(uploads ? MULTIPART_FILE : {}),
      },
    }
  }
  return {
    required: true,
    description: 'Без входа — первая схема (гость), с входом — вторая (покупатель).',
    content: {
      'application/json': {
        schema: {
          oneOf: [
            { title: 'Гость', ...bodySchemaOf(body.guest, components) },
            { title: 'Покупатель', ...bodySchemaOf(body.customer, components) },
          ],
        },
        examples: {
          guest: { summary: 'Гость', value: body.guest.example },
          customer: { summary: 'Покупатель', value: body.customer.example },
        },
      },
    },
  }
}

/**
 * How a localized read is asked for in Kazakh (router.ts `localized`):
 * the same shapes, Kazakh texts where written, Russian elsewhere.
 */
const LANGUAGE_PARAMS: Json[] = [
  {
    name: 'lang',
    in: 'query',
    required: false,
    description:
      'Язык текстов товаров и контента: kk — казахский там, где он заполнен, иначе русский; ' +
      'ru (по умолчанию) — русский. Сильнее Accept-Language.',
    schema: { type: 'string', enum: ['ru', 'kk'] },
  },
  {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description:
      'kk (или kk-KZ) выше ru — тексты на казахском там, где он заполнен; без заголовка ' +
      'ответ русский, как всегда. Ответ говорит язык в Content-Language и меняется по ' +
      'Accept-Language (Vary).',
    schema: { type: 'string', examples: ['kk', 'ru-RU,ru;q=0.9'] },
  },
]

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}')

export function openApiDocument(routes: RouteSpec[], serverUrl = '/api/v1'): Json {
  const schemas: Json = {}
  const paths: Record<string, Json> = {}
  for (const route of routes) {
    const pathParams = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    const queryParams = Object.entries(route.query ?? {}).map(([name, schema]) => {
      const json = schemaOf(schema, 'input', schemas)
      const { description, ...rest } = json
      return { name, in: 'query', required: false, description, schema: rest }
    })
    const responses: Json = {
      '200': route.xml
        ? {
            description: route.xml.description,
            content: { 'application/xml': { schema: { type: 'string' } } },
          }
        : route.binary
          ? {
              description: route.binary.description,
              content: {
                [route.binary.mediaType]: { schema: { type: 'string', format: 'binary' } },
              },
            }
          : {
              description: 'OK',
              content: {
                'application/json': { schema: schemaOf(route.response, 'output', schemas) },
              },
            },
    }
    for (const status of route.errors ?? []) {
      if (route.xml && status === 400) {
        responses['400'] = {
          description: 'Подпись или поля неверны: ответ pg_status error (XML)',
          content: { 'application/xml': { schema: { type: 'string' } } },
        }
        continue
      }
      const body = route.errorBodies?.[status] ?? (status === 400 ? FieldErrors : ErrorDetail)
      responses[String(status)] = {
        description: ERROR_TEXT[status] ?? 'Ошибка',
        content: { 'application/json': { schema: schemaOf(body, 'output', schemas) } },
      }
    }
    const requestBody = route.form
      ? {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: schemaOf(route.form, 'input', schemas) },
          },
        }
      : route.body
        ? requestBodyOf(route.body, schemas, route.uploads)
        : undefined
    const key = openApiPath(route.path)
    paths[key] ??= {}
    paths[key][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method.toLowerCase()}${key.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...pathParams, ...queryParams, ...(route.localized ? LANGUAGE_PARAMS : [])],
      ...(requestBody ? { requestBody } : {}),
      ...(route.requiresLogin ? { security: [{ session: [] }] } : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Акватория — REST API /api/v1',
      version: '1.0.0',
      description:
        'Контракт API старого сайта (Django REST framework): пути со слэшем на конце, ' +
        'списки {count, next, previous, results}, ошибки {"detail": …} или {"поле": […]}. ' +
        'Ответы по-русски; чтения с параметром lang отдают тексты товаров и контента ' +
        'на казахском (Accept-Language: kk или ?lang=kk) в тех же формах.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'Сессия, которую выдаёт вход (POST /auth/login/)',
        },
      },
    },
  }
}

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A self-contained page (no external scripts) that lists the document's calls. */
export function openApiHtml(document: Json): string {
  const paths = document.paths as Record<string, Record<string, Json>>
  const sections: string[] = []
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = (op.parameters as Json[])
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`
        )
        .join('')
      const responses = Object.entries(op.responses as Json)
        .map(([status, r]) => `<li><b>${status}</b> ${escapeHtml((r as Json).description)}</li>`)
        .join('')
      sections.push(`<section id="${escapeHtml(op.operationId)}">
<h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}${op.description ? `<br><small>${escapeHtml(op.description)}</small>` : ''}</p>
${params ? `<table><thead><tr><th>Параметр</th><th>Где</th><th>Описание</th></tr></thead><tbody>${params}</tbody></table>` : ''}
<ul>${responses}</ul></section>`)
    }
  }
  const info = document.info as Json
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1c2430}
section{border-top:1px solid #dbe3ee;padding:8px 0}.m{display:inline-block;min-width:4em;color:#0b5cad}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #dbe3ee;padding:4px 8px;text-align:left;vertical-align:top}
</style></head><body><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p>
<p>Машиночитаемое описание: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
${sections.join('\n')}</body></html>`
}
