import { groupDigits } from './money'

/**
 * A search in relevance order lists at most this many goods and one more;
 * that count means more matched (services/products rankedSearchSql): ranking
 * and counting every match of a common word costs ~100 ms of database time.
 */
export const SEARCH_LIST_CAP = 1000

/** A list's count that stands for «more than SEARCH_LIST_CAP» goods. */
export const isCappedCount = (count: number) => count > SEARCH_LIST_CAP

/** How many goods a search found, as the shop words it: «более 1 000» past the cap. */
export const foundCountText = (count: number) =>
  isCappedCount(count) ? `более ${groupDigits(SEARCH_LIST_CAP)}` : String(count)
