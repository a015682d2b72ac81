import { CONTENT_STAFF_ROLES } from 'src/lib/domain/staffRoles'

import { schema } from './adminContent.sdl'

describe('adminContent SDL', () => {
  const sdl = schema.loc!.source.body

  it.each(['adminContentList', 'adminContentRecord', 'saveContent', 'setContentVisibility'])(
    '%s lets in exactly the content staff the service checks',
    (operation) => {
      const directive = new RegExp(
        `${operation}\\([^)]*\\)[^@]*@requireAuth\\(roles: \\[([^\\]]*)\\]\\)`
      ).exec(sdl)
      expect(directive).not.toBeNull()
      const roles = directive![1].split(',').map((role) => role.trim().replace(/"/g, ''))
      expect(roles.sort()).toEqual([...CONTENT_STAFF_ROLES].sort())
    }
  )
})
