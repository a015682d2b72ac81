import { standard as accountCheckout } from 'src/components/Order/CartCheckoutCell/CartCheckoutCell.mock'

// What a guest's checkout offers (GuestCheckoutQuery): the account checkout's shops,
// payment types and installment bounds, each shop saying whether it takes guest orders.
export const standard = () => {
  const { shops, paymentTypes, installmentTerms } = accountCheckout()
  return {
    shops: shops.map((shop) => ({ ...shop, isCanOrderByGuest: true })),
    paymentTypes,
    installmentTerms,
  }
}

/** One shop takes orders for pickup only from accounts: the guest is told why it is missing. */
export const oneShopForAccountsOnly = () => {
  const checkout = standard()
  return {
    ...checkout,
    shops: checkout.shops.map((shop) => ({ ...shop, isCanOrderByGuest: shop.id === 1 })),
  }
}
