import type { Meta, StoryObj } from '@storybook/react'

import Icon, { ICON_NAMES } from './Icon'

const meta: Meta<typeof Icon> = { component: Icon, title: 'Components/Icon' }
export default meta

export const All: StoryObj<typeof Icon> = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none' }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ textAlign: 'center' }}>
          <Icon name={name} size={28} />
          <div>{name}</div>
        </li>
      ))}
    </ul>
  ),
}
