import { operationsOf, rolesOf } from 'testing/sdlRoles'

import { ADMIN_ROLES } from 'src/lib/domain/staffRoles'

import { schema } from './adminPriceTypes.sdl'

const OPERATIONS = [
  'adminPriceTypes',
  'saveAdminPriceType',
  'deleteAdminPriceType',
  'setAdminGroupPriceType',
]

describe('adminPriceTypes SDL', () => {
  it.each(OPERATIONS)('%s lets in exactly the admins the service checks', (operation) => {
    expect(rolesOf(schema, operation)?.sort()).toEqual([...ADMIN_ROLES].sort())
  })

  it('lists every Query and Mutation field here, so none goes unchecked', () => {
    expect(operationsOf(schema).sort()).toEqual([...OPERATIONS].sort())
  })
})
