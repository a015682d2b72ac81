import type { Meta, StoryObj } from '@storybook/react'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { loadCatalog } from 'src/lib/i18n'
import PageAt from 'src/lib/i18n/PageAt'

import { Failure, Loading, Success } from './GuestCheckoutCell'
import { oneShopForAccountsOnly, standard } from './GuestCheckoutCell.mock'

const meta: Meta = { title: 'Cells/GuestCheckoutCell' }
export default meta

const placed = async () => {}

export const loading: StoryObj = { render: () => <Loading /> }

export const failure: StoryObj = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}

export const success: StoryObj = {
  render: () => <Success {...standard()} cart={guestCart()} onPlaced={placed} />,
}

export const shopForAccountsOnly: StoryObj = {
  render: () => <Success {...oneShopForAccountsOnly()} cart={guestCart()} onPlaced={placed} />,
}

export const emptyCart: StoryObj = {
  render: () => <Success {...standard()} cart={{ lines: [] }} onPlaced={placed} />,
}

/** The same checkout on a Kazakh page (issue 33): /kk/checkout. */
export const inKazakh: StoryObj = {
  loaders: [() => loadCatalog('kk')],
  render: () => (
    <PageAt href="/kk/checkout">
      <Success {...standard()} cart={guestCart()} onPlaced={placed} />
    </PageAt>
  ),
}
