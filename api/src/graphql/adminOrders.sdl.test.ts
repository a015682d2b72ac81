import { ORDER_STAFF_ROLES } from 'src/lib/domain/staffRoles'

import { schema } from './adminOrders.sdl'

describe('adminOrders SDL', () => {
  it.each(['adminOrders', 'adminOrder', 'moveAdminOrder'])(
    '%s lets in exactly the roles the service checks',
    (operation) => {
      const sdl = schema.loc!.source.body
      const directive = new RegExp(
        `\\b${operation}\\([^)]*\\)[^@]*@requireAuth\\(roles: \\[([^\\]]*)\\]\\)`
      ).exec(sdl)
      expect(directive).not.toBeNull()
      const roles = directive![1].split(',').map((role) => role.trim().replace(/"/g, ''))
      expect(roles.sort()).toEqual([...ORDER_STAFF_ROLES].sort())
    }
  )
})
