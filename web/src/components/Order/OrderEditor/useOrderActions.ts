import { navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import type { ConfirmOptions } from 'src/components/Modal/ConfirmDialog'
import { COPY_ORDER, REMOVE_ORDER } from 'src/components/Order/orderFragments'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { instances } from 'src/lib/i18n/catalogs'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { accountPath, orderPath } from 'src/lib/links'

type Translate = (id: string, values?: Record<string, unknown>) => string
const russian: Translate = (id, values) => instances.ru._(id, values)

interface OrderForActions {
  id: number
  number: string
  status: string
  isEditable: boolean
  paymentStatus?: string | null
}

/** What removing asks: a draft is deleted; a placed order is cancelled (its payment refunded). */
export const removalQuestion = (order: OrderForActions, t: Translate = russian): ConfirmOptions =>
  order.isEditable
    ? {
        title: t('drafts.removeQuestion', { number: order.number }),
        description: t('drafts.removeNote'),
        confirmLabel: t('cart.remove'),
        cancelLabel: t('modal.cancel'),
        tone: 'danger',
      }
    : {
        title: t('order.cancelQuestion', { number: order.number }),
        // Issue 28 §1: a paid order's payment goes back on cancel; say so before.
        description: t(
          order.paymentStatus === 'paid' ? 'order.cancelNotePaid' : 'order.cancelNote'
        ),
        confirmLabel: t('order.cancel'),
        cancelLabel: t('order.keep'),
        tone: 'danger',
      }

/**
 * The whole order's actions: copy it into a new draft («Копировать»,
 * «Повторить заказ») and open the copy; delete a draft or cancel a placed
 * order after asking, then back to the account's list it belonged to.
 */
export function useOrderActions(
  order: OrderForActions,
  confirm: (options: ConfirmOptions) => Promise<boolean>
) {
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()
  const [copy, copying] = useMutation(COPY_ORDER)
  const [remove, removing] = useMutation(REMOVE_ORDER, {
    refetchQueries: ['DraftOrdersQuery', 'CurrentOrdersQuery'],
  })

  const copyOrder = async () => {
    try {
      const { data } = await copy({ variables: { id: order.id } })
      toast.success(t('orders.copied', { number: data.copyOrderToDraft.number }))
      navigate(path(orderPath(data.copyOrderToDraft.id)))
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, t('order.copyFailed'))))
    }
  }

  const removeOrder = async () => {
    if (!(await confirm(removalQuestion(order, t)))) return
    try {
      await remove({ variables: { id: order.id } })
      toast.success(order.isEditable ? t('drafts.removed') : t('order.cancelled'))
      navigate(path(accountPath(order.isEditable ? 'draftorders' : 'historyorders')))
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, t('order.actionFailed'))))
    }
  }

  return { copyOrder, copying: copying.loading, removeOrder, removing: removing.loading }
}
