import { useState } from 'react'

import type { PaymentMethod } from 'types/graphql'

import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { START_GUEST_ORDER_PAYMENT, START_ORDER_PAYMENT } from 'src/components/Order/orderFragments'
import { goToGateway } from 'src/lib/gateway'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { guestOrderPath, orderPath } from 'src/lib/links'

/** The order to pay: an account's by its id, a guest's by the key of its page. */
export interface OrderToPay {
  id: number
  guestKey?: string | null
}

const RETURN_KEY = 'akv.paymentReturn'

/** The order's own page: the owner's, or the guest's by its key. */
export const pageOfOrder = (order: OrderToPay) =>
  order.guestKey ? guestOrderPath(order.guestKey) : orderPath(order.id)

/**
 * Remembers, in this tab, which page the shopper left for the gateway:
 * an installment comes back to the shop's one return address (the
 * provider's cabinet names it, issue 34 §2), which sends them on from here.
 */
export function rememberPaymentReturn(
  order: OrderToPay,
  inLanguage: (path: string) => string = (path) => path
) {
  try {
    window.sessionStorage.setItem(
      RETURN_KEY,
      // The page in the language the shopper left it in (/kk/… on a Kazakh page).
      JSON.stringify({ orderRef: String(order.id), path: inLanguage(pageOfOrder(order)) })
    )
  } catch {
    // Storage off (private mode): the return page then offers the orders instead.
  }
}

/** The page remembered for the order the gateway names (pg_order_id), or null. */
export function rememberedPaymentReturn(orderRef: string | null): string | null {
  if (!orderRef) return null
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(RETURN_KEY) ?? 'null')
    return saved?.orderRef === orderRef && typeof saved.path === 'string' ? saved.path : null
  } catch {
    return null
  }
}

/** The online way a payment type's kind is paid right after placing; null: another way. */
export const onlineMethodOf = (kind: string | null | undefined): PaymentMethod | null =>
  kind === 'online' ? 'card' : kind === 'installment' ? 'installment' : null

/**
 * «Оплатить онлайн» and «В рассрочку», for every page that offers them (the
 * checkouts, the order's page, the guest's order): the api opens an attempt
 * and names the gateway's page; the gateway takes the shopper from here.
 * `pay` answers false (the api's words shown) when it could not; right
 * after placing (`afterPlacing`) the order exists, so the shopper is told to
 * pay from its page.
 */
export function useOrderPayment({ afterPlacing = false }: { afterPlacing?: boolean } = {}) {
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()
  const failureMessage = t(afterPlacing ? 'payment.startFailedAfterPlacing' : 'payment.startFailed')
  const [startOwn] = useMutation(START_ORDER_PAYMENT)
  const [startGuest] = useMutation(START_GUEST_ORDER_PAYMENT)
  const [paying, setPaying] = useState<PaymentMethod | null>(null)

  const pay = async (order: OrderToPay, method: PaymentMethod = 'card'): Promise<boolean> => {
    setPaying(method)
    try {
      const redirectUrl = order.guestKey
        ? (await startGuest({ variables: { key: order.guestKey, method } })).data
            .startGuestOrderPayment.redirectUrl
        : (await startOwn({ variables: { id: order.id, method } })).data.startOrderPayment
            .redirectUrl
      rememberPaymentReturn(order, path)
      goToGateway(redirectUrl)
      return true
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, failureMessage)))
      setPaying(null)
      return false
    }
  }
  return { pay, paying }
}
