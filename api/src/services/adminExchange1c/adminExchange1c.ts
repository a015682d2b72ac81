import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { requireAdmin, requireCatalogueStaff } from 'src/lib/staffAccess'
import { listCatalogExchanges } from 'src/modules/catalog'
import {
  generatedExchangePassword,
  listExchangeAccounts,
  saveExchangeAccount,
} from 'src/services/accounts/exchangeAccounts'

/**
 * The back office's side of the 1C exchange (docs/1c-exchange.md): the
 * exchange accounts on /admin/staff (admins) and the log «Обмен с 1С»
 * (catalogue staff).
 */

const PAGE_SIZE = 20

export const adminExchangeAccounts: QueryResolvers['adminExchangeAccounts'] = async () => {
  requireAdmin()
  return listExchangeAccounts()
}

export const adminCatalogExchanges: QueryResolvers['adminCatalogExchanges'] = async ({
  page,
  pageSize,
}) => {
  requireCatalogueStaff()
  const size = Math.min(Math.max(pageSize ?? PAGE_SIZE, 1), 100)
  return listCatalogExchanges(Math.max(page ?? 1, 1), size)
}

export const saveAdminExchangeAccount: MutationResolvers['saveAdminExchangeAccount'] = async ({
  email,
}) => {
  requireAdmin()
  const password = generatedExchangePassword()
  const saved = await saveExchangeAccount({ email, password })
  return { id: saved.id, email: saved.email, password, created: saved.created }
}
