import type { Meta, StoryObj } from '@storybook/react'

import OrderInOneC from './OrderInOneC'

const meta: Meta<typeof OrderInOneC> = { component: OrderInOneC }
export default meta
type Story = StoryObj<typeof OrderInOneC>

/** 1C posted the order with its number and date. */
export const Posted: Story = { args: { oneC: { number: 'ЦБ-000045', date: '2026-12-02' } } }

/** 1C sent its number only. */
export const NumberOnly: Story = { args: { oneC: { number: 'ЦБ-000045', date: null } } }
