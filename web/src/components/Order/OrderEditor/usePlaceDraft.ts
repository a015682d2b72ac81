import { navigate } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import type { ConfirmOptions } from 'src/components/Modal/ConfirmDialog'
import { useLocalePath } from 'src/lib/i18n'
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
  const to = useLocalePath()
  return async () => {
    if (!chosen.length) {
      toast.error('Отметьте товары, которые хотите заказать.')
      return
    }
    if (unchosen.length) {
      const ok = await confirm({
        title: 'Удалить позиции без отметки?',
        description: `Позиции без отметки (${unchosen.length}) будут удалены из заказа.`,
        confirmLabel: 'Удалить и продолжить',
        tone: 'danger',
      })
      if (!ok || !(await deleteLines(unchosen))) return
    }
    navigate(to(checkoutPath(orderId)))
  }
}
