import { ADMIN_ROLES, CUSTOMER_STAFF_ROLES, LEAD_STAFF_ROLES } from 'src/lib/domain/staffRoles'

import { schema as auditSchema } from './adminAudit.sdl'
import { schema as customersSchema } from './adminCustomers.sdl'
import { schema as leadsSchema } from './adminLeads.sdl'
import { schema as staffSchema } from './adminStaff.sdl'

/** The roles of an operation's @requireAuth directive. */
function directiveRoles(sdl: string, operation: string) {
  const directive = new RegExp(
    `\\b${operation}(?:\\([^)]*\\))?:[^@]*@requireAuth\\(roles: \\[([^\\]]*)\\]\\)`
  ).exec(sdl)
  expect(directive).not.toBeNull()
  return directive![1]
    .split(',')
    .map((role) => role.trim().replace(/"/g, ''))
    .sort()
}

const cases: [string, string, readonly string[]][] = [
  ['adminLeads', leadsSchema.loc!.source.body, LEAD_STAFF_ROLES],
  ['adminLead', leadsSchema.loc!.source.body, LEAD_STAFF_ROLES],
  ['handleAdminLead', leadsSchema.loc!.source.body, LEAD_STAFF_ROLES],
  ['reopenAdminLead', leadsSchema.loc!.source.body, LEAD_STAFF_ROLES],
  ['adminFailedMessages', leadsSchema.loc!.source.body, CUSTOMER_STAFF_ROLES],
  ['retryOutboxMessage', leadsSchema.loc!.source.body, CUSTOMER_STAFF_ROLES],
  ['adminCustomers', customersSchema.loc!.source.body, CUSTOMER_STAFF_ROLES],
  ['adminCustomer', customersSchema.loc!.source.body, CUSTOMER_STAFF_ROLES],
  ['changeAdminCustomerGroup', customersSchema.loc!.source.body, CUSTOMER_STAFF_ROLES],
  ['adminStaff', staffSchema.loc!.source.body, ADMIN_ROLES],
  ['inviteAdminStaff', staffSchema.loc!.source.body, ADMIN_ROLES],
  ['changeAdminStaffRole', staffSchema.loc!.source.body, ADMIN_ROLES],
  ['setAdminStaffActive', staffSchema.loc!.source.body, ADMIN_ROLES],
  ['adminAuditLog', auditSchema.loc!.source.body, ADMIN_ROLES],
]

describe('leads, customers, staff and audit SDL', () => {
  it.each(cases)('%s lets in exactly the roles its service checks', (operation, sdl, roles) => {
    expect(directiveRoles(sdl, operation)).toEqual([...roles].sort())
  })

  it('every operation of these SDLs is checked above', () => {
    const operations = [leadsSchema, customersSchema, staffSchema, auditSchema].flatMap((schema) =>
      [...schema.loc!.source.body.matchAll(/^\s{4}(\w+)(?:\(|:)/gm)]
        .map((match) => match[1])
        .filter((name) => /^(admin|retry|change|invite|set|handle|reopen)[A-Z]/.test(name))
    )
    expect(new Set(operations)).toEqual(new Set(cases.map(([operation]) => operation)))
  })
})
