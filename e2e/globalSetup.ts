import pg from 'pg'

/**
 * The journeys' workhorse product, placed in dozens of orders across the
 * suite. Every placed order holds its units (issue 28 §2), so the demo's few
 * dozen units would run out halfway through and later journeys would meet
 * «В наличии 0 товаров» for reasons of their own making. Give it stock for
 * the whole run; the reservation journeys use products of their own.
 */
const WORKHORSE_ARTICLES = ['VT-VTC560-N-3']
const UNITS_PER_SHOP = 5000

export default async function globalSetup() {
  // Against a shop someone else serves (E2E_BASE_URL) there is no database to prepare.
  const url = process.env.DATABASE_URL
  if (!url || process.env.E2E_BASE_URL) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      `UPDATE "Stock" SET count = GREATEST(count, $2)
         WHERE "productId" IN (SELECT id FROM "Product" WHERE article = ANY($1))`,
      [WORKHORSE_ARTICLES, UNITS_PER_SHOP]
    )
  } finally {
    await client.end()
  }
}
