import type { Meta, StoryObj } from '@storybook/react'

import { standard, unknownCodes } from 'src/components/Admin/AdminAuditCell/AdminAuditCell.mock'

import AuditTable from './AuditTable'

const meta: Meta<typeof AuditTable> = { component: AuditTable }
export default meta
type Story = StoryObj<typeof AuditTable>

/** An order's status, a staff read, prices, a content page, a role and a retry, in Russian, linked. */
export const Entries: Story = { args: { entries: standard().adminAuditLog.items } }

/** An entry of an action and entity with no title yet: its codes are shown as they are. */
export const UnknownCodes: Story = { args: { entries: unknownCodes().adminAuditLog.items } }
