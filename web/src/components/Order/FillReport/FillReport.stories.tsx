import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'
import { appliedFill, forcedFill, refusedFill } from 'src/testing/orderMocks'

import FillReport from './FillReport'

const meta: Meta<typeof FillReport> = { component: FillReport }
export default meta
type Story = StoryObj<typeof FillReport>

/** Every row of an uploaded file added. */
export const FromFile: Story = { args: { report: appliedFill(), source: 'file' } }

/** A pasted list of articles, added. */
export const FromList: Story = { args: { report: appliedFill(), source: 'list' } }

/** Problem rows without confirmation: nothing written, each row says why. */
export const Refused: Story = { args: { report: refusedFill(), source: 'file' } }

/** A pasted list with problem rows. */
export const RefusedList: Story = { args: { report: refusedFill(), source: 'list' } }

/** Confirmed with force: the good and capped rows written. */
export const Forced: Story = { args: { report: forcedFill(), source: 'file' } }

/** A Kazakh page (issue 33): the rows' messages, which the api writes in Russian, in Kazakh. */
export const RefusedInKazakh: Story = {
  args: { report: refusedFill(), source: 'file' },
  decorators: [atPage('/kk/order?id=1063')],
  loaders: [() => loadCatalog('kk')],
}
