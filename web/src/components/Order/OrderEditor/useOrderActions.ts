import { navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { DELETE_DRAFT_NOTE, type ConfirmOptions } from 'src/components/Modal/ConfirmDialog'
import { COPY_ORDER, REMOVE_ORDER } from 'src/components/Order/orderFragments'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { accountPath, orderPath } from 'src/lib/links'

interface OrderForActions {
  id: number
  number: string
  status: string
  isEditable: boolean
  paymentStatus?: string | null
}

/** What removing asks: a draft is deleted; a placed order is cancelled (its payment refunded). */
export const removalQuestion = (order: OrderForActions): ConfirmOptions =>
  order.isEditable
    ? {
        title: `Удалить черновик ${order.number}?`,
        description: DELETE_DRAFT_NOTE,
        confirmLabel: 'Удалить',
        tone: 'danger',
      }
    : {
        title: `Отменить заказ ${order.number}?`,
        // Issue 28 §1: a paid order's payment goes back on cancel; say so before.
        description:
          order.paymentStatus === 'paid'
            ? 'Магазин получит отмену и не будет собирать заказ. Оплата вернётся на карту через платёжный сервис.'
            : 'Магазин получит отмену и не будет собирать заказ.',
        confirmLabel: 'Отменить заказ',
        cancelLabel: 'Не отменять',
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
  const to = useLocalePath()
  const [copy, copying] = useMutation(COPY_ORDER)
  const [remove, removing] = useMutation(REMOVE_ORDER, {
    refetchQueries: ['DraftOrdersQuery', 'CurrentOrdersQuery'],
  })

  const copyOrder = async () => {
    try {
      const { data } = await copy({ variables: { id: order.id } })
      toast.success(`Создан черновик ${data.copyOrderToDraft.number}`)
      navigate(to(orderPath(data.copyOrderToDraft.id)))
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось скопировать заказ.'))
    }
  }

  const removeOrder = async () => {
    if (!(await confirm(removalQuestion(order)))) return
    try {
      await remove({ variables: { id: order.id } })
      toast.success(order.isEditable ? 'Черновик удалён' : 'Заказ отменён')
      navigate(to(accountPath(order.isEditable ? 'draftorders' : 'historyorders')))
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось выполнить действие.'))
    }
  }

  return { copyOrder, copying: copying.loading, removeOrder, removing: removing.loading }
}
