import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import ObjectsGrid from './ObjectsGrid'
import { standard } from './ObjectsGrid.mock'

const meta: Meta<typeof ObjectsGrid> = {
  title: 'Components/Objects/ObjectsGrid',
  component: ObjectsGrid,
}
export default meta
type Story = StoryObj<typeof ObjectsGrid>

export const Primary: Story = { render: () => <ObjectsGrid objects={standard()} /> }

export const OneObject: Story = { render: () => <ObjectsGrid objects={standard().slice(0, 1)} /> }

/** A Kazakh page: the first object written in Kazakh, the others Russian, marked lang="ru". */
export const OnKazakhPage: Story = {
  decorators: [atPage('/kk/objects')],
  loaders: [() => loadCatalog('kk')],
  render: () => {
    const [first, ...rest] = standard()
    return (
      <ObjectsGrid
        objects={[
          {
            ...first,
            title: '«Нұрсая» ТК автоматтандырылған жылу пункті',
            titleLang: 'kk',
            type: { name: 'Тұрғын үй кешендері', nameLang: 'kk' },
          },
          ...rest,
        ]}
      />
    )
  },
}
