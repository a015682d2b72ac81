import { STAFF_ROLES } from 'src/lib/domain/staffRoles'

import { schema } from './adminDashboard.sdl'

describe('adminDashboard SDL', () => {
  it('lets in exactly the staff roles the service checks', () => {
    const sdl = schema.loc!.source.body
    const directive = /adminDashboard:[^@]*@requireAuth\(roles: \[([^\]]*)\]\)/.exec(sdl)
    expect(directive).not.toBeNull()
    const roles = directive![1].split(',').map((role) => role.trim().replace(/"/g, ''))
    expect(roles.sort()).toEqual([...STAFF_ROLES].sort())
  })
})
