import type { Meta, StoryObj } from '@storybook/react'

// The named page: in development (Storybook) the default export is Redwood's developer overlay.
import { ErrorPage } from './FatalErrorPage'

const meta: Meta<typeof ErrorPage> = { title: 'Pages/FatalErrorPage', component: ErrorPage }
export default meta

export const Primary: StoryObj<typeof ErrorPage> = {}
