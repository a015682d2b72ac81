import type { Meta, StoryObj } from '@storybook/react'

import MediaPicker from './MediaPicker'
import { library } from './MediaPicker.mock'

const meta: Meta<typeof MediaPicker> = {
  component: MediaPicker,
  args: { onChoose: () => undefined },
}
export default meta
type Story = StoryObj<typeof MediaPicker>

const loaded = () => Promise.resolve(library())
const never = () => new Promise<never>(() => undefined)
const empty = () => Promise.resolve([])
const failed = () => Promise.reject(new Error('Нет связи с сервером. Попробуйте ещё раз.'))

/** The library with the news's current picture marked. */
export const standard: Story = { args: { load: loaded, selected: library()[1].file } }
export const loading: Story = { args: { load: never } }
export const nothingUploaded: Story = { args: { load: empty } }
export const failure: Story = { args: { load: failed } }
