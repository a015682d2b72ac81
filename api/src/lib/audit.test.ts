import { currentUserFixture } from 'testing/testUsers'

import { recordAudit } from './audit'
import type { StandardScenario } from './audit.scenarios'
import { db } from './db'

describe('recordAudit', () => {
  scenario(
    'stores who changed what, only the changed fields',
    async (scenario: StandardScenario) => {
      const admin = scenario.user.admin
      mockCurrentUser(currentUserFixture({ id: admin.id, email: admin.email, role: 'admin' }))
      await db.$transaction((tx) =>
        recordAudit(tx, {
          action: 'product.update',
          entity: 'product',
          entityId: 42,
          before: { name: 'Насос', price: 100 },
          after: { name: 'Насос', price: 120 },
        })
      )
      const [entry] = await db.auditEntry.findMany()
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'product.update',
        entity: 'product',
        entityId: '42',
        before: { price: 100 },
        after: { price: 120 },
      })
    }
  )

  scenario('writes nothing for a save that changed nothing', async () => {
    await db.$transaction((tx) =>
      recordAudit(tx, {
        action: 'product.update',
        entity: 'product',
        entityId: 1,
        before: { price: 1 },
        after: { price: 1 },
      })
    )
    expect(await db.auditEntry.count()).toBe(0)
  })

  scenario('is undone with the change it records', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, {
          action: 'news.create',
          entity: 'news',
          entityId: 'x',
          before: null,
          after: { title: 'Новость' },
          actor: { id: null, email: 'import' },
        })
        throw new Error('the change failed')
      })
    ).rejects.toThrow('the change failed')
    expect(await db.auditEntry.count()).toBe(0)
  })
})
