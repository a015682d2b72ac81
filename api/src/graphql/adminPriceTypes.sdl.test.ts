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
    const sdl = schema.loc!.source.body
    const directive = new RegExp(
      `\\b${operation}[(:][^@]*@requireAuth\\(roles: \\[([^\\]]*)\\]\\)`
    ).exec(sdl)
    expect(directive).not.toBeNull()
    const roles = directive![1].split(',').map((role) => role.trim().replace(/"/g, ''))
    expect(roles.sort()).toEqual([...ADMIN_ROLES].sort())
  })

  it('lists every Query and Mutation field here, so none goes unchecked', () => {
    const sdl = schema.loc!.source.body
    const fields = [...sdl.matchAll(/type (?:Query|Mutation) \{([^}]*)\}/g)].flatMap((block) =>
      [...block[1].matchAll(/^\s*(\w+)[(:]/gm)].map((m) => m[1])
    )
    expect(fields.sort()).toEqual([...OPERATIONS].sort())
  })
})
