import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import ObjectFilters from './ObjectFilters'
import { chosen, standard } from './ObjectFilters.mock'

const meta: Meta<typeof ObjectFilters> = {
  title: 'Components/Objects/ObjectFilters',
  component: ObjectFilters,
}
export default meta
type Story = StoryObj<typeof ObjectFilters>

/** /objects: «Все объекты» and «Все города» chosen. */
export const Primary: Story = { render: () => <ObjectFilters {...standard()} /> }

/** /objects/location/Атырау?type=chastnye-doma */
export const TypeAndCity: Story = { render: () => <ObjectFilters {...chosen()} /> }

/** A Kazakh page: one kind with a Kazakh name, the others Russian, marked lang="ru". */
export const OnKazakhPage: Story = {
  decorators: [atPage('/kk/objects')],
  loaders: [() => loadCatalog('kk')],
  render: () => {
    const { types, ...rest } = standard()
    return (
      <ObjectFilters
        {...rest}
        types={[{ ...types[0], name: 'Тұрғын үй кешендері', nameLang: 'kk' }, ...types.slice(1)]}
      />
    )
  },
}
