import type { Meta, StoryObj } from '@storybook/react'

import ProductImport, { ReportView } from './ProductImport'
import { cleanCheck, loaded, rejectedCheck } from './ProductImport.mock'

const meta: Meta = { title: 'Components/Admin/ProductImport' }
export default meta
type Story = StoryObj

/** Before a file is chosen. */
export const start: Story = { render: () => <ProductImport /> }
export const checkWithErrors: Story = { render: () => <ReportView report={rejectedCheck()} /> }
export const checkClean: Story = { render: () => <ReportView report={cleanCheck()} /> }
export const written: Story = { render: () => <ReportView report={loaded()} /> }
