import type { Meta, StoryObj } from '@storybook/react'

import PageMeta from './PageMeta'
import { standard } from './PageMeta.mock'

const meta: Meta<typeof PageMeta> = { title: 'Production/PageMeta', component: PageMeta }
export default meta
type Story = StoryObj<typeof PageMeta>

/** Nothing shows on the page: the tags go into the document's <head>. */
export const Article: Story = {
  render: () => (
    <>
      <PageMeta {...standard()} />
      <p>Заголовок вкладки, description, og:* и canonical — в &lt;head&gt; документа.</p>
    </>
  ),
}

/** A list screen: no picture, no canonical link (filters live in its address). */
export const List: Story = {
  render: () => (
    <>
      <PageMeta title="Объекты" description="Объекты, оборудованные компанией «Акватория»." />
      <p>Только заголовок, description и og:*.</p>
    </>
  ),
}
