import { db } from './db'
import { SESSION_IDLE_TIMEOUT_MS } from './domain/sessionRules'
import {
  createSession,
  hashToken,
  purgeDeadSessions,
  resolveSession,
  revokeSession,
  revokeUserSessions,
} from './sessions'

describe('sessions', () => {
  scenario('a new session resolves to its user; only the token hash is stored', async (s) => {
    const { token, sessionId } = await createSession(s.user.anna.id, { ip: '127.0.0.1' })
    expect(await resolveSession(token)).toEqual({ sessionId, userId: s.user.anna.id })
    const stored = await db.session.findUniqueOrThrow({ where: { id: sessionId } })
    expect(stored.id).toBe(hashToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(await resolveSession('not-a-token')).toBeNull()
    expect(await resolveSession(undefined)).toBeNull()
  })

  scenario('logout ends the session on the server', async (s) => {
    const { token } = await createSession(s.user.anna.id)
    expect(await revokeSession(token)).toBe(1)
    expect(await resolveSession(token)).toBeNull()
  })

  scenario('idle and expired sessions do not resolve', async (s) => {
    const idle = await createSession(s.user.anna.id)
    await db.session.update({
      where: { id: idle.sessionId },
      data: { lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000) },
    })
    expect(await resolveSession(idle.token)).toBeNull()

    const old = await createSession(s.user.anna.id)
    await db.session.update({
      where: { id: old.sessionId },
      data: { expiresAt: new Date(Date.now() - 1) },
    })
    expect(await resolveSession(old.token)).toBeNull()
  })

  scenario('a password change ends every other session of that user only', async (s) => {
    const current = await createSession(s.user.anna.id)
    const laptop = await createSession(s.user.anna.id)
    const other = await createSession(s.user.boris.id)
    expect(await revokeUserSessions(s.user.anna.id, current.sessionId)).toBe(1)
    expect(await resolveSession(current.token)).not.toBeNull()
    expect(await resolveSession(laptop.token)).toBeNull()
    expect(await resolveSession(other.token)).not.toBeNull()
  })

  scenario('purging removes revoked and expired sessions only', async (s) => {
    const live = await createSession(s.user.anna.id)
    const gone = await createSession(s.user.anna.id)
    await revokeSession(gone.token)
    expect(await purgeDeadSessions()).toBe(1)
    expect(await resolveSession(live.token)).not.toBeNull()
  })
})
