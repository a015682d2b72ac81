import { navigate } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import type { ConfirmOptions } from 'src/components/Modal/ConfirmDialog'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { checkoutPath } from 'src/lib/links'

interface PlaceDraftInput {
  orderId: number
  /** The checked lines are placed; the unchecked ones leave the draft first. */
  chosen: readonly { id: number }[]
  unchosen: readonly { id: number }[]
  deleteLines: (items: readonly { id: number }[]) => Promise<boolean>
  confirm: (options: ConfirmOptions) => Promise<boolean>
}

/**
 * «Оформить заказ» on a draft: the api places a whole draft, so unchecked
 * lines are deleted first, after asking (docs/storefront.md); then checkout.
 */
export function usePlaceDraft({
  orderId,
  chosen,
  unchosen,
  deleteLines,
  confirm,
}: PlaceDraftInput) {
  const t = usePagesT()
  const path = useLocalePath()
  return async () => {
    if (!chosen.length) {
      toast.error(t('order.chooseLines'))
      return
    }
    if (unchosen.length) {
      const ok = await confirm({
        title: t('order.removeUnchosenQuestion'),
        description: t('order.removeUnchosenNote', { count: unchosen.length }),
        confirmLabel: t('order.removeAndGoOn'),
        cancelLabel: t('modal.cancel'),
        tone: 'danger',
      })
      if (!ok || !(await deleteLines(unchosen))) return
    }
    navigate(path(checkoutPath(orderId)))
  }
}
