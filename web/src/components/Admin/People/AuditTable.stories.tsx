import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminAuditCell/AdminAuditCell.mock'

import AuditTable from './AuditTable'

const meta: Meta<typeof AuditTable> = { component: AuditTable }
export default meta
type Story = StoryObj<typeof AuditTable>

/** Prices, a content page, a role, a retried message and an invitation, in Russian. */
export const Entries: Story = { args: { entries: standard().adminAuditLog.items } }

/** An entry of an action and entity with no title yet: its codes are shown as they are. */
export const UnknownCodes: Story = {
  args: {
    entries: [
      {
        id: 1,
        createdAt: '2026-11-25T05:00:00Z',
        actorEmail: 'system',
        action: 'robot.dance',
        entity: 'robot',
        entityId: '3',
        changes: [{ field: 'wheels', before: '2', after: '4' }],
      },
    ],
  },
}
