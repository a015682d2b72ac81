import { useEffect, useState } from 'react'

import { parseWith } from '@domain/inputFields'
import { QUANTITY_MESSAGE } from '@domain/orderLineLimits'
import { orderItemQuantityInput } from '@modules/orders/rules/draftOrder'

import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { CHANGE_ITEM_QUANTITY } from 'src/components/Order/orderFragments'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

/**
 * One draft line's typed quantity: sent when committed (the field left or
 * Enter), checked first by the api's own schema so the shopper reads the api's
 * message; a refused value goes back to the line's quantity. The order the
 * mutation answers reaches the page through the cache.
 */
export function useQuantityField(orderId: number, item: { id: number; quantity: number }) {
  const [typed, setTyped] = useState(String(item.quantity))
  useEffect(() => setTyped(String(item.quantity)), [item.quantity])
  const [change, { loading }] = useMutation(CHANGE_ITEM_QUANTITY)
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  const commit = async () => {
    const value = typed.trim()
    if (value === String(item.quantity)) return
    const parsed = parseWith(orderItemQuantityInput, { quantity: value })
    if ('fields' in parsed) {
      toast.error(inLanguage(parsed.fields.quantity?.[0] ?? QUANTITY_MESSAGE))
      setTyped(String(item.quantity))
      return
    }
    try {
      await change({ variables: { orderId, itemId: item.id, quantity: parsed.data.quantity } })
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, t('order.quantityFailed'))))
      setTyped(String(item.quantity))
    }
  }
  return { typed, setTyped, commit, saving: loading }
}
