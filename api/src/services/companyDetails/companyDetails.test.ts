import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { BIN_MESSAGES, IBAN_MESSAGES } from 'src/lib/domain/kzRequisites'
import {
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'

import {
  adminCustomerCompany,
  companyDetailsOfCustomer,
  deleteMyCompany,
  deleteMyCompanyDetails,
  myCompany,
  myCompanyDetails,
  saveMyCompany,
} from './companyDetails'

const loginAs = (user: User | null) =>
  mockCurrentUser(
    user ? currentUserFixture({ id: user.id, email: user.email, role: user.role }) : null
  )

const call = <T>(resolver: unknown, args: Record<string, unknown> = {}) =>
  (resolver as (args: unknown, info: unknown) => Promise<T>)(args, {})

const BORIS_COMPANY = {
  legalName: 'ИП «Данияр»',
  bin: '940 140 000 385',
  legalAddress: 'г. Актобе, пр. Абилкайыр хана, 62',
  iban: 'kz75 125k zt20 6910 0100',
  bankName: 'АО «Kaspi Bank»',
  bik: 'caspkzka',
  kbe: '19',
}

describe('company details of a guest', () => {
  scenario('every call answers 401', async () => {
    loginAs(null)
    await expect(myCompanyDetails()).rejects.toThrow(NotAuthenticatedError)
    await expect(call(saveMyCompany, { input: BORIS_COMPANY })).rejects.toThrow(
      NotAuthenticatedError
    )
    await expect(deleteMyCompanyDetails()).rejects.toThrow(NotAuthenticatedError)
    expect(await db.companyDetails.count()).toBe(1)
  })
})

describe('the customer’s own company details', () => {
  scenario('reads her own', async (s) => {
    loginAs(s.user.aigerim)
    expect(await call(myCompany)).toMatchObject({
      legalName: 'ТОО «Аква Строй»',
      bin: '971240001315',
    })
  })

  scenario('saves them normalised, then replaces them', async (s) => {
    loginAs(s.user.daniyar)
    expect(await myCompanyDetails()).toBeNull()
    const saved = await call(saveMyCompany, { input: BORIS_COMPANY })
    expect(saved).toMatchObject({
      userId: s.user.daniyar.id,
      bin: '940140000385',
      iban: 'KZ75125KZT2069100100',
      bik: 'CASPKZKA',
      kbe: '19',
    })
    await call(saveMyCompany, { input: { ...BORIS_COMPANY, legalName: 'ТОО «Данияр и К»' } })
    const stored = await db.companyDetails.findMany({ where: { userId: s.user.daniyar.id } })
    expect(stored).toHaveLength(1)
    expect(stored[0].legalName).toBe('ТОО «Данияр и К»')
  })

  scenario('refuses wrong requisites with Russian messages and writes nothing', async (s) => {
    loginAs(s.user.daniyar)
    const error = await call(saveMyCompany, {
      input: { ...BORIS_COMPANY, bin: '940140000386', iban: 'KZ76125KZT2069100100' },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).fields).toEqual({
      bin: [BIN_MESSAGES.checkDigit],
      iban: [IBAN_MESSAGES.checkDigits],
    })
    expect(await db.companyDetails.count({ where: { userId: s.user.daniyar.id } })).toBe(0)
  })

  scenario('deletes them; a second delete is 404', async (s) => {
    loginAs(s.user.aigerim)
    expect(await call(deleteMyCompany)).toBe(true)
    expect(await myCompanyDetails()).toBeNull()
    await expect(deleteMyCompanyDetails()).rejects.toThrow(NotFoundError)
  })
})

describe('another customer', () => {
  scenario('cannot read or change mine', async (s) => {
    const before = await db.companyDetails.findUniqueOrThrow({
      where: { userId: s.user.aigerim.id },
    })
    loginAs(s.user.daniyar)
    // His own calls only ever reach his own record.
    expect(await myCompanyDetails()).toBeNull()
    await call(saveMyCompany, { input: BORIS_COMPANY })
    await expect(deleteMyCompanyDetails()).resolves.toBeUndefined()
    await expect(deleteMyCompanyDetails()).rejects.toThrow(NotFoundError)
    // The staff read is refused to customers.
    await expect(companyDetailsOfCustomer(s.user.aigerim.id)).rejects.toThrow(PermissionDeniedError)
    expect(
      await db.companyDetails.findUniqueOrThrow({ where: { userId: s.user.aigerim.id } })
    ).toEqual(before)
  })
})

describe('staff', () => {
  scenario('managers read any customer’s details; editors may not', async (s) => {
    loginAs(s.user.manager)
    expect(await call(adminCustomerCompany, { userId: s.user.aigerim.id })).toMatchObject({
      legalName: 'ТОО «Аква Строй»',
    })
    expect(await companyDetailsOfCustomer(s.user.daniyar.id)).toBeNull()
    loginAs(s.user.editor)
    await expect(companyDetailsOfCustomer(s.user.aigerim.id)).rejects.toThrow(PermissionDeniedError)
  })
})
