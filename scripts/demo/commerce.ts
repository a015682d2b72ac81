import { DEMO_ACCOUNT_EMAILS } from 'api/src/lib/demoData'

import type { DemoProduct } from './catalog'

/**
 * What the demo accounts have already done in the shop, so that the account
 * tabs (favourites, cart, current orders, drafts, history) show something on
 * a fresh `npm start`. Pure data chosen from the demo catalogue: the same
 * products on every run.
 */
export type DemoOrderStatus = 'draft' | 'placed' | 'completed' | 'cancelled'

export interface DemoOrderSpec {
  status: DemoOrderStatus
  /** Created this many days before today; placed a day later (except drafts). */
  ageDays: number
  comment: string
  /** Index into the account's product pick and the quantity. */
  lines: [pick: number, quantity: number][]
}

export interface DemoCommerceSpec {
  email: string
  favorites: number[]
  cart: [pick: number, quantity: number][]
  orders: DemoOrderSpec[]
}

export const DEMO_COMMERCE: DemoCommerceSpec[] = [
  {
    email: DEMO_ACCOUNT_EMAILS.retail,
    favorites: [0, 3, 5, 8],
    cart: [
      [1, 1],
      [4, 2],
    ],
    orders: [
      {
        status: 'completed',
        ageDays: 62,
        comment: 'Доставка на дачу, после 14:00.',
        lines: [
          [2, 1],
          [6, 4],
        ],
      },
      { status: 'cancelled', ageDays: 30, comment: '', lines: [[7, 1]] },
      {
        status: 'placed',
        ageDays: 3,
        comment: 'Позвоните перед доставкой.',
        lines: [
          [0, 1],
          [9, 2],
        ],
      },
      {
        // The last line asks for more than the shops hold: the draft shows
        // the stock cap message of SPEC §4.
        status: 'draft',
        ageDays: 1,
        comment: '',
        lines: [
          [3, 1],
          [5, 2],
          [10, 500],
        ],
      },
    ],
  },
  {
    email: DEMO_ACCOUNT_EMAILS.wholesale,
    favorites: [11, 12],
    cart: [[13, 10]],
    orders: [
      {
        status: 'completed',
        ageDays: 40,
        comment: 'Оптовая партия для объекта в Атырау.',
        lines: [
          [11, 20],
          [14, 12],
        ],
      },
      { status: 'placed', ageDays: 2, comment: '', lines: [[12, 6]] },
    ],
  },
]

/**
 * Products the demo accounts use: in stock, with a price, in article order
 * (the catalogue generator is seeded, so this list never changes).
 */
export function demoCommercePicks(products: readonly DemoProduct[]): DemoProduct[] {
  return products
    .filter((p) => p.currentPrice > 0 && p.stock[0] + p.stock[1] > 0)
    .sort((a, b) => a.article.localeCompare(b.article))
    .slice(0, 20)
}
