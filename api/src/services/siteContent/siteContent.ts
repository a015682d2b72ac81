import type { ContentBlock as ContentBlockRow } from '@prisma/client'
import type { ContentBlockRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { localizeData } from 'src/lib/domain/localizedText'
import { unwrittenPage } from 'src/lib/domain/sitePages'
import { NotFoundError } from 'src/lib/errors'
import { completedByFieldResolvers } from 'src/lib/resolverTypes'
import { inRequestLocale, langResolvers, requestTextLocale } from 'src/lib/textLocale'

/** FAQ entries the back office has not hidden, in display order (GraphQL `faqEntries`). */
export const faqEntries: QueryResolvers['faqEntries'] = async () => {
  const rows = await db.faqEntry.findMany({
    where: { isActive: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  return rows.map((row) => inRequestLocale(row, ['question', 'answer']))
}

/** Keys are short machine words; anything else cannot name a block. */
const BLOCK_KEY = /^[a-z][a-z0-9_]{0,63}$/

/**
 * The block of `key`; a standard page nobody has written yet reads as its
 * empty self (the storefront says «Раздел пока не заполнен»), so a new shop
 * with no content builds and serves every page (issue 28 §5). Title, body
 * and the texts inside `data` (the footer's advantages, the contacts' hours)
 * are in the request's language, `data` in its Russian shape (localizeData).
 */
export async function findContentBlock(key: string) {
  const block = BLOCK_KEY.test(key) ? await db.contentBlock.findUnique({ where: { key } }) : null
  const unwritten = block ? null : unwrittenPage(key)
  const found: ContentBlockRow | null =
    block ?? (unwritten && { ...unwritten, titleKk: '', bodyKk: '', updatedAt: new Date(0) })
  if (!found) throw new NotFoundError('Раздел не найден.')
  const data = localizeData(found.data, requestTextLocale()) as ContentBlockRow['data']
  return inRequestLocale({ ...found, data }, ['title', 'body'])
}

export const contentBlock: QueryResolvers['contentBlock'] = ({ key }) =>
  completedByFieldResolvers(findContentBlock(key))

/** The frame's block of `key`, or null while nobody wrote it (a new, empty shop). */
export const siteBlock: QueryResolvers['siteBlock'] = async ({ key }) => {
  try {
    return await completedByFieldResolvers(findContentBlock(key))
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

/** A block without an end date never expires; one with a past date is over (the promo banner). */
export const isBlockActive = (block: { validUntil: Date | null }, now = new Date()) =>
  block.validUntil === null || block.validUntil.getTime() > now.getTime()

export const ContentBlock: ContentBlockRelationResolvers = {
  isActive: (_args, { root }) => isBlockActive(root as unknown as ContentBlockRow),
  ...langResolvers(['title', 'body']),
}

export const FaqEntry = langResolvers(['question', 'answer'])
