import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { DELETE_ITEMS } from 'src/components/Order/orderFragments'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

/**
 * Deleting a draft's lines («Удалить выбранные», and the unchecked ones before
 * placing). `deleteLines` resolves true when the lines are gone (or there were
 * none), false after toasting the api's refusal, so the caller can stop.
 */
export function useDeleteLines(orderId: number) {
  const [deleteItems, { loading }] = useMutation(DELETE_ITEMS)
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  const deleteLines = async (items: readonly { id: number }[]) => {
    if (!items.length) return true
    try {
      await deleteItems({ variables: { orderId, itemIds: items.map((item) => item.id) } })
      return true
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, t('order.removeLinesFailed'))))
      return false
    }
  }
  return { deleteLines, deleting: loading }
}
