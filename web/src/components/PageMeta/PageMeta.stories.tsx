import type { Meta, StoryObj } from '@storybook/react'

import PageMeta from './PageMeta'

const meta: Meta<typeof PageMeta> = { component: PageMeta }
export default meta
type Story = StoryObj<typeof PageMeta>

/** Writes only into <head>: the tab title becomes the news title; the canvas shows a note. */
export const NewsItem: Story = {
  render: () => (
    <>
      <PageMeta
        title="Новый склад в Атырау"
        description="Открыли склад на 2 000 м²: котлы и насосы теперь в наличии в день заказа."
        image="/api/media/demo/news/novyy-sklad.svg"
        type="article"
      />
      <p>Заголовок вкладки, description и og:* — в &lt;head&gt; документа.</p>
    </>
  ),
}
