import type { CompanyDetails } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { companyDetailsInput, type CompanyDetailsInput } from 'src/lib/domain/companyDetailsInput'
import { NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { requireCustomerStaff } from 'src/lib/staffAccess'
import { requireViewerId } from 'src/lib/viewer'

/**
 * A customer's company details (issue 20), the buyer of their invoices.
 * Every call of a customer works on their own record only: the record is
 * keyed by the caller's id, so no argument can name somebody else's. Staff
 * who work customers read any customer's. REST (`/users/company/`) and
 * GraphQL call these with input parsed by the one schema.
 */

export const NO_COMPANY_DETAILS = 'Реквизиты компании не заполнены.'

/** The caller's company details, or null when they have none; 401 for guests. */
export async function myCompanyDetails(): Promise<CompanyDetails | null> {
  const userId = requireViewerId()
  return db.companyDetails.findUnique({ where: { userId } })
}

/** Creates or replaces the caller's company details (the whole record: each field is required). */
export async function saveMyCompanyDetails(input: CompanyDetailsInput): Promise<CompanyDetails> {
  const userId = requireViewerId()
  return db.companyDetails.upsert({
    where: { userId },
    create: { userId, ...input },
    update: input,
  })
}

/** Removes the caller's company details; 404 when there were none. */
export async function deleteMyCompanyDetails(): Promise<void> {
  const userId = requireViewerId()
  const { count } = await db.companyDetails.deleteMany({ where: { userId } })
  if (count === 0) throw new NotFoundError(NO_COMPANY_DETAILS)
}

/** A customer's company details for staff who work customers (403 for others), or null. */
export async function companyDetailsOfCustomer(userId: number): Promise<CompanyDetails | null> {
  requireCustomerStaff()
  return db.companyDetails.findUnique({ where: { userId } })
}

// ───────────── GraphQL ─────────────

export const myCompany: QueryResolvers['myCompany'] = () => myCompanyDetails()

export const adminCustomerCompany: QueryResolvers['adminCustomerCompany'] = ({ userId }) =>
  companyDetailsOfCustomer(userId)

export const saveMyCompany: MutationResolvers['saveMyCompany'] = async ({ input }) =>
  saveMyCompanyDetails(parseInput(companyDetailsInput, input))

export const deleteMyCompany: MutationResolvers['deleteMyCompany'] = async () => {
  await deleteMyCompanyDetails()
  return true
}
