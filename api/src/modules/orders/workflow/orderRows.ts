import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { formatOrderNumber, type OrderLineInput } from 'src/lib/domain/orderLines'
import { InvalidInputError } from 'src/lib/errors'
import { activeProductIdsByArticle } from 'src/services/products/productRefs'

/** What guest checkout and drafts share: the order number and the lines' products. */

export async function nextOrderNumber(tx: Prisma.TransactionClient) {
  const [row] = await tx.$queryRaw<{ value: bigint }[]>`SELECT nextval('order_number_seq') AS value`
  return formatOrderNumber(row.value)
}

const unknownArticleMessage = (article: string) => `Товар с артикулом ${article} не найден.`

export interface ProductLine {
  productId: number
  quantity: number
}

/** Lines by article → lines by product; 400 naming every unknown article. */
export async function resolveLines(
  lines: OrderLineInput[],
  field: string,
  client: Prisma.TransactionClient = db
): Promise<ProductLine[]> {
  const ids = await activeProductIdsByArticle(
    lines.map((line) => line.product),
    client
  )
  const unknown = [...new Set(lines.filter((line) => !ids.has(line.product)).map((l) => l.product))]
  if (unknown.length) throw new InvalidInputError({ [field]: unknown.map(unknownArticleMessage) })
  return lines.map((line) => ({ productId: ids.get(line.product)!, quantity: line.quantity }))
}

/** One line per product: the same product asked twice is one line of the sum. */
export function sumByProduct(lines: ProductLine[]): ProductLine[] {
  const quantities = new Map<number, number>()
  for (const line of lines) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity)
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }))
}
