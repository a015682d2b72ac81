import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ObjectsCell'
import { filtered, invalidPageError, noMatches, standard } from './ObjectsCell.mock'

const meta: Meta = { title: 'Cells/Objects/ObjectsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
/** No objects entered at all. */
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** /objects?page=7: past the last page, the api answers NOT_FOUND. */
export const pageNotFoundFailure: Story = {
  render: () => <Failure error={invalidPageError()} type="chastnye-doma" page={7} />,
}
/** /objects: filters, nine tiles, page links. */
export const success: Story = { render: () => <Success {...standard()} /> }
/** /objects/location/Атырау?type=chastnye-doma */
export const successFiltered: Story = {
  render: () => <Success {...filtered()} type="chastnye-doma" location="Атырау" />,
}
/** A kind and a city with no objects together. */
export const successNoMatches: Story = {
  render: () => <Success {...noMatches()} type="zhilye-kompleksy" location="Кульсары" />,
}
