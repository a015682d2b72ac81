import type { Meta, StoryObj } from '@storybook/react'

import { draftOrder, placedOrder } from 'src/testing/orderMocks'

import OrderEditorHeader from './OrderEditorHeader'
import OrderEditorSummary from './OrderEditorSummary'
import { LineBulkActions, OrderLineList } from './OrderLines'

import './OrderEditor.css'

// The parts of OrderEditor one by one, from the same mocks as its own stories.
const meta: Meta = { title: 'Components/Order/OrderEditor/Parts' }
export default meta
type Story = StoryObj

const noop = () => {}
const actions = {
  onPlace: noop,
  placeBlocked: false,
  onCopy: noop,
  copying: false,
  onRemove: noop,
  removing: false,
}
const allChecked = { orderId: 1063, isChecked: () => true, toggle: noop }

export const DraftHeader: Story = { render: () => <OrderEditorHeader order={draftOrder()} /> }

/** A placed order's header: dates, invoice, and where and how it is received and paid. */
export const PlacedHeader: Story = { render: () => <OrderEditorHeader order={placedOrder()} /> }

/** A draft's lines: check boxes and quantity fields; one capped by stock, one out of stock. */
export const EditableLines: Story = {
  render: () => (
    <>
      <LineBulkActions onCheckAll={noop} onCheckNone={noop} onDeleteChosen={noop} canDelete />
      <OrderLineList items={draftOrder().items} editing={allChecked} />
    </>
  ),
}

/** A placed order's lines, read-only. */
export const ReadOnlyLines: Story = {
  render: () => <OrderLineList items={placedOrder().items} />,
}

/** No lines yet: where they come from. */
export const NoLines: Story = { render: () => <OrderLineList items={[]} editing={allChecked} /> }

export const DraftSummary: Story = {
  render: () => <OrderEditorSummary order={draftOrder()} paying={null} onPay={noop} {...actions} />,
}

/** Copying and deleting under way; placing held while lines are deleted. */
export const DraftSummaryBusy: Story = {
  render: () => (
    <OrderEditorSummary
      order={draftOrder()}
      paying={null}
      onPay={noop}
      {...actions}
      placeBlocked
      copying
      removing
    />
  ),
}

/** A placed order 1C has posted: the customer reads «Номер в 1С» (issue 32 §4). */
export const PlacedSummaryInOneC: Story = {
  render: () => (
    <OrderEditorSummary
      order={placedOrder({
        oneC: { __typename: 'OrderInOneC', number: 'ЦБ-000045', date: '2026-12-02' },
      })}
      paying={null}
      onPay={noop}
      {...actions}
    />
  ),
}

/** A placed order that may be paid online. */
export const PlacedSummaryPayable: Story = {
  render: () => (
    <OrderEditorSummary
      order={placedOrder({ canPayOnline: true })}
      paying={null}
      onPay={noop}
      {...actions}
    />
  ),
}
