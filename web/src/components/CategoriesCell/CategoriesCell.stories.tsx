import type { Meta, StoryObj } from '@storybook/react'

import { Loading, Empty, Failure, Success } from './CategoriesCell'
import { standard } from './CategoriesCell.mock'

const meta: Meta = {
  title: 'Cells/CategoriesCell',
  tags: ['autodocs'],
}

export default meta

export const loading: StoryObj<typeof Loading> = {
  render: () => (Loading ? <Loading /> : <></>),
}

export const empty: StoryObj<typeof Empty> = {
  render: () => (Empty ? <Empty /> : <></>),
}

export const failure: StoryObj<typeof Failure> = {
  render: (args) =>
    Failure ? <Failure error={new Error('Сервер недоступен')} {...args} /> : <></>,
}

export const success: StoryObj<typeof Success> = {
  render: (args) => (Success ? <Success {...standard()} {...args} /> : <></>),
}
