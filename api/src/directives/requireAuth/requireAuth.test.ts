import { currentUserFixture } from 'testing/testUsers'

import { mockRedwoodDirective, getDirectiveName } from '@redwoodjs/testing/api'

import requireAuth from './requireAuth'

describe('requireAuth directive', () => {
  it('declares the directive sdl as schema, with the correct name', () => {
    expect(requireAuth.schema).toBeTruthy()
    expect(getDirectiveName(requireAuth.schema)).toBe('requireAuth')
  })

  it('lets a logged-in user through', () => {
    const execution = mockRedwoodDirective(requireAuth, {
      context: {
        currentUser: currentUserFixture({ id: 1, email: 'retail@akvatoria.kz' }),
      },
    })
    expect(execution).not.toThrow()
  })

  it('refuses a guest', () => {
    const execution = mockRedwoodDirective(requireAuth, { context: {} })
    expect(execution).toThrow('Необходимо войти в личный кабинет.')
  })

  it('refuses a user without the required role', () => {
    const execution = mockRedwoodDirective(requireAuth, {
      context: {
        currentUser: currentUserFixture({ id: 1, email: 'retail@akvatoria.kz' }),
      },
      directiveArgs: { roles: ['editor'] },
    })
    expect(execution).toThrow('Недостаточно прав для этого действия.')
  })
})
