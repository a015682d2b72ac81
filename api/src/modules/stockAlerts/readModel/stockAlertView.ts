import { db } from 'src/lib/db'

/**
 * Alerts as people read them (issue 34 §3): a customer's own waiting list
 * in the account, and for managers how many wait for which product — a
 * purchasing signal.
 */

const WAITING = { notifiedAt: null, cancelledAt: null } as const

export interface MyStockAlertView {
  id: number
  createdAt: Date
  product: { article: string; name: string; image: string | null }
}

/** The customer's waiting alerts, newest first. */
export async function myStockAlerts(userId: number): Promise<MyStockAlertView[]> {
  const rows = await db.stockAlert.findMany({
    where: { userId, ...WAITING },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    select: {
      id: true,
      createdAt: true,
      product: {
        select: {
          article: true,
          name: true,
          images: {
            orderBy: [{ position: 'asc' }, { id: 'asc' }],
            take: 1,
            select: { file: true },
          },
        },
      },
    },
  })
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    product: {
      article: row.product.article,
      name: row.product.name,
      image: row.product.images[0]?.file ?? null,
    },
  }))
}

/** How many shoppers wait for one product. */
export const waitingForProduct = (productId: number) =>
  db.stockAlert.count({ where: { productId, ...WAITING } })

export interface WaitedProduct {
  productId: number
  article: string
  name: string
  waiting: number
}

/** The most-waited products (the dashboard's card), and how many wait in all. */
export async function mostWaitedProducts(limit = 10) {
  const [groups, total] = await Promise.all([
    db.stockAlert.groupBy({
      by: ['productId'],
      where: WAITING,
      _count: { _all: true },
      orderBy: [{ _count: { productId: 'desc' } }, { productId: 'asc' }],
      take: limit,
    }),
    db.stockAlert.count({ where: WAITING }),
  ])
  const products = await db.product.findMany({
    where: { id: { in: groups.map((g) => g.productId) } },
    select: { id: true, article: true, name: true },
  })
  const byId = new Map(products.map((p) => [p.id, p]))
  const items: WaitedProduct[] = groups.flatMap((g) => {
    const product = byId.get(g.productId)
    return product
      ? [
          {
            productId: product.id,
            article: product.article,
            name: product.name,
            waiting: g._count._all,
          },
        ]
      : []
  })
  return { total, items }
}
