import { operationsOf, rolesOf } from 'testing/sdlRoles'

import { CATALOGUE_STAFF_ROLES } from 'src/lib/domain/staffRoles'

import { schema } from './adminCatalog.sdl'

const OPERATIONS = [
  'adminProducts',
  'adminProduct',
  'adminCatalogOptions',
  'bulkPricePreview',
  'saveAdminProduct',
  'addAdminProductPicture',
  'moveAdminProductPicture',
  'deleteAdminProductPicture',
  'applyBulkPrice',
]

describe('adminCatalog SDL', () => {
  it.each(OPERATIONS)('%s lets in exactly the catalogue staff the service checks', (operation) => {
    expect(rolesOf(schema, operation)?.sort()).toEqual([...CATALOGUE_STAFF_ROLES].sort())
  })

  it('lists every Query and Mutation field here, so none goes unchecked', () => {
    expect(operationsOf(schema).sort()).toEqual([...OPERATIONS].sort())
  })
})
