import { ORDER_STAFF_ROLES } from 'src/lib/domain/staffRoles'

import { schema } from './orders.sdl'

describe('orders SDL', () => {
  it("guards the staff's status change with the roles the service checks", () => {
    const sdl = schema.loc!.source.body
    const directive = /setOrderStatus\([^)]*\)[^@]*@requireAuth\(roles: \[([^\]]*)\]\)/.exec(sdl)
    expect(directive).not.toBeNull()
    const roles = directive![1].split(',').map((role) => role.trim().replace(/"/g, ''))
    expect(roles.sort()).toEqual([...ORDER_STAFF_ROLES].sort())
  })
})
