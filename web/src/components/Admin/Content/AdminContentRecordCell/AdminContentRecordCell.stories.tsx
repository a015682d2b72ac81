import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminContentRecordCell'
import {
  kazakhFaq,
  news,
  newObject,
  objectType,
  promoBanner,
  section,
  shop,
} from './AdminContentRecordCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminContentRecordCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure kind="news" error={new Error('Сервер недоступен')} />,
}
/** A news item: lines, a date, a flag, pictures and Markdown with its preview. */
export const newsItem: Story = { render: () => <Success {...news()} kind="news" /> }
/** A new object: a choice of object types, numbers and a list of photos. */
export const newObjectForm: Story = { render: () => <Success {...newObject()} kind="objects" /> }
/** The promo banner: an end date and JSON data, no «Скрыть». */
export const promo: Story = { render: () => <Success {...promoBanner()} kind="pages" /> }
/** A question with its Kazakh twin filled and the Kazakh answer empty (the shop shows the Russian). */
export const kazakhTwins: Story = { render: () => <Success {...kazakhFaq()} kind="faq" /> }
/** A catalogue section: the Russian texts shown read-only, the Kazakh ones to write. */
export const catalogueSection: Story = { render: () => <Success {...section()} kind="sections" /> }
/** A kind of objects: its name, its Kazakh name (issue 33), its address and place. */
export const objectKind: Story = {
  render: () => <Success {...objectType()} kind="objectTypes" />,
}
/** A city shop: what buyers read of it in both languages, and its own name (1C's key). */
export const cityShop: Story = { render: () => <Success {...shop()} kind="shops" /> }
