import {
  ADMIN_ROLES,
  CATALOGUE_STAFF_ROLES,
  isAdmin,
  isCatalogueStaff,
  isContentStaff,
  isCustomerStaff,
  isOrderStaff,
  isStaff,
  ORDER_STAFF_ROLES,
  STAFF_ROLES,
} from './staffRoles'

describe('staff roles', () => {
  it('orders are managers’ and admins’; the catalogue editors’ and admins’', () => {
    const table = ['customer', 'vip', 'manager', 'editor', 'admin', undefined, 'ADMIN'].map(
      (role) => [role, isOrderStaff(role), isCatalogueStaff(role), isStaff(role)]
    )
    expect(table).toEqual([
      ['customer', false, false, false],
      ['vip', false, false, false],
      ['manager', true, false, true],
      ['editor', false, true, true],
      ['admin', true, true, true],
      [undefined, false, false, false],
      ['ADMIN', false, false, false],
    ])
  })

  it('content is the editors’, customers and leads the managers’, staff accounts the admins’', () => {
    const table = ['customer', 'vip', 'manager', 'editor', 'admin'].map((role) => [
      role,
      isContentStaff(role),
      isCustomerStaff(role),
      isAdmin(role),
    ])
    expect(table).toEqual([
      ['customer', false, false, false],
      ['vip', false, false, false],
      ['manager', false, true, false],
      ['editor', true, false, false],
      ['admin', true, true, true],
    ])
  })

  it('every order, catalogue or admin role is a staff role', () => {
    for (const role of [...ORDER_STAFF_ROLES, ...CATALOGUE_STAFF_ROLES, ...ADMIN_ROLES]) {
      expect(STAFF_ROLES).toContain(role)
    }
  })
})
