import { parseWith } from '@domain/inputFields'
import { adminOrderListSchema, type AdminOrderSortKey } from '@modules/orders/rules/staffOrderList'

/**
 * The order list's state lives in the address bar (so back, forward and a
 * pasted link show the same list): these read it with the api's own list
 * schema and write it back.
 */
export type OrderListParams = Record<string, string | undefined>

const KEYS = [
  'status',
  'shop',
  'from',
  'to',
  'kind',
  'fulfilment',
  'paymentType',
  'paymentStatus',
  'search',
  'sort',
  'direction',
  'page',
  'pageSize',
] as const

/** Only the list's own keys, without empty values (route params such as `id` stay out). */
export function listParamsOf(params: OrderListParams): OrderListParams {
  const out: OrderListParams = {}
  for (const key of KEYS) if (params[key]) out[key] = params[key]
  return out
}

/**
 * An address read with the list schema: what it says, and what it said
 * that the schema refuses (a hand-edited or old link, a range whose «по» is
 * before its «с»), each with the schema's Russian message. A refused value
 * is dropped rather than failing the whole list; the filter form shows its
 * message on the field, so nothing is dropped silently.
 */
function readAddress(params: OrderListParams) {
  const raw: Record<string, unknown> = listParamsOf(params)
  const refused: Record<string, string> = {}
  for (let attempt = 0; attempt <= KEYS.length; attempt++) {
    const parsed = parseWith(adminOrderListSchema, raw)
    if ('data' in parsed) return { list: parsed.data, refused }
    for (const [key, messages] of Object.entries(parsed.fields)) {
      refused[key] ??= messages[0]
      delete raw[key]
    }
  }
  throw new Error('unreachable: an empty list address always parses')
}

/** The address's values the list could not use, field → the Russian reason. */
export const refusedOf = (params: OrderListParams) => readAddress(params).refused

/** The GraphQL variables of an address (refused values left out). */
export function variablesOf(params: OrderListParams) {
  const { list } = readAddress(params)
  return {
    status: list.status,
    shop: list.shop,
    from: list.from || null,
    to: list.to || null,
    kind: list.kind,
    fulfilment: list.fulfilment,
    paymentType: list.paymentType,
    paymentStatus: list.paymentStatus,
    search: list.search || null,
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    direction: list.direction,
  }
}

export type OrderListVariables = ReturnType<typeof variablesOf>

/** The address with `changes` applied; any change but the page itself goes back to page 1. */
export function withChanges(params: OrderListParams, changes: OrderListParams): OrderListParams {
  const next: OrderListParams = { ...listParamsOf(params), ...changes }
  if (!('page' in changes)) delete next.page
  return listParamsOf(next)
}

/** Sorting by a column: the same column flips, another starts from its natural direction. */
export function sortChange(
  current: Pick<OrderListVariables, 'sort' | 'direction'>,
  key: AdminOrderSortKey
): OrderListParams {
  if (current.sort === key) {
    return { sort: key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  }
  return { sort: key, direction: key === 'placedAt' || key === 'total' ? 'desc' : 'asc' }
}

/** The export link of the list as filtered and sorted now (no page: every row). */
export function exportHref(params: OrderListParams, format: 'csv' | 'xlsx'): string {
  const { page: _page, pageSize: _pageSize, ...filter } = listParamsOf(params)
  const query = new URLSearchParams(filter as Record<string, string>).toString()
  return `/api/v1/admin/orders/export.${format}${query ? `?${query}` : ''}`
}
