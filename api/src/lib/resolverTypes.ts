/**
 * Redwood's generated resolver types map each SDL type to its Prisma row plus
 * every SDL-only field as required. Services return rows or views whose
 * remaining fields are filled in by field resolvers, so the return is cast
 * here, in one place, instead of at each query.
 */
export const completedByFieldResolvers = (value: Promise<unknown>) => value as never
