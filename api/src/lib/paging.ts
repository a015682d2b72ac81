import type { PrismaPromise } from '@prisma/client'

import { db } from './db'
import {
  assertPageInRange,
  pageWindow,
  parsePageRequest,
  type Page,
  type PageRules,
  type RawPageRequest,
} from './domain/pagination'

/**
 * One page of a list by the DRF rules of domain/pagination: the count and
 * the rows read in one transaction (one snapshot), a page past the end a 404.
 */
export async function findPage<T>(
  input: RawPageRequest,
  rules: PageRules,
  queries: (window: { skip: number; take: number }) => [PrismaPromise<number>, PrismaPromise<T[]>]
): Promise<Page<T>> {
  const request = parsePageRequest(input, rules)
  const [count, results] = await db.$transaction(queries(pageWindow(request)))
  assertPageInRange(count, request)
  return { count, ...request, results }
}
