import type { OrderFields } from 'types/graphql'

import { toast } from '@redwoodjs/web/toast'

import { useConfirm } from 'src/components/Modal/ConfirmDialog'
import OrderFilesPanel from 'src/components/Order/OrderFilesPanel/OrderFilesPanel'
import OrderHistoryList from 'src/components/Order/OrderHistoryList/OrderHistoryList'
import { useOrderPayment } from 'src/components/Order/useOrderPayment'
import { usePagesT } from 'src/lib/i18n/pageSide'

import OrderEditorHeader from './OrderEditorHeader'
import OrderEditorSummary from './OrderEditorSummary'
import { LineBulkActions, OrderLineList } from './OrderLines'
import { useDeleteLines } from './useDeleteLines'
import { useLineSelection } from './useLineSelection'
import { useOrderActions } from './useOrderActions'
import { usePlaceDraft } from './usePlaceDraft'

import './OrderEditor.css'

/**
 * SPEC §2 /order: a draft's lines with the stock cap message, select all or
 * none, delete, place, copy and delete the draft, fill from a file or a
 * pasted list. A placed order is shown read-only and can be repeated. The
 * state and the api's mutations live in the hooks beside (one per concern);
 * this joins them to the parts.
 */
const OrderEditor = ({ order }: { order: OrderFields }) => {
  const { confirm, dialog } = useConfirm()
  const t = usePagesT()
  const selection = useLineSelection(order.items)
  const { deleteLines, deleting } = useDeleteLines(order.id)
  const place = usePlaceDraft({
    orderId: order.id,
    chosen: selection.chosen,
    unchosen: selection.unchosen,
    deleteLines,
    confirm,
  })
  const { copyOrder, copying, removeOrder, removing } = useOrderActions(order, confirm)
  const { pay, paying } = useOrderPayment()
  const editing = order.isEditable
    ? { orderId: order.id, isChecked: selection.isChecked, toggle: selection.toggle }
    : undefined

  return (
    <article className="order-editor" aria-labelledby="order-title">
      {dialog}
      <OrderEditorHeader order={order} />
      {editing && order.items.length ? (
        <LineBulkActions
          onCheckAll={selection.checkAll}
          onCheckNone={selection.checkNone}
          canDelete={selection.chosen.length > 0 && !deleting}
          onDeleteChosen={async () => {
            if (await deleteLines(selection.chosen)) toast.success(t('order.linesRemoved'))
          }}
        />
      ) : null}
      <OrderLineList items={order.items} editing={editing} />
      <OrderEditorSummary
        order={order}
        paying={paying}
        onPay={(method) => pay(order, method)}
        onPlace={place}
        placeBlocked={deleting}
        onCopy={copyOrder}
        copying={copying}
        onRemove={removeOrder}
        removing={removing}
      />
      {order.isEditable ? <OrderFilesPanel orderId={order.id} /> : null}
      <OrderHistoryList history={order.history} />
    </article>
  )
}

export default OrderEditor
