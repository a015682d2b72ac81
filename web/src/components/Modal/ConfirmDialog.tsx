import { useCallback, useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { Button } from 'src/components/ui/Button'
import { useT } from 'src/lib/i18n'

import Modal from './Modal'

export interface ConfirmOptions {
  /** The question, e.g. «Удалить черновик A-001042?». */
  title: string
  /** What follows from yes, when the title does not say it all. */
  description?: string
  /** The yes button: the action's own verb («Удалить»), not «OK». */
  confirmLabel: string
  /** The no button; «Отмена» in the page's language unless told. */
  cancelLabel?: string
  /** Destructive actions get the danger button. */
  tone?: 'default' | 'danger'
}

interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A yes/no question in the shop's own dialog (focus kept inside, Esc and the
 * backdrop say no, focus returns to what asked), instead of the browser's
 * `confirm()`, which cannot be styled, read in Russian or tested.
 */
export const ConfirmDialog = ({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const t = useT()
  return (
    <Modal isOpen={isOpen} title={title} description={description} onClose={onCancel}>
      <div className="modal__actions">
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('modal.cancel')}
        </Button>
      </div>
    </Modal>
  )
}

/**
 * `await confirm({...})` in place of `window.confirm(...)`: resolves true on
 * yes, false on no, Esc or the backdrop. Render `dialog` once in the caller.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>
  dialog: ReactNode
} {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null)
  const answer = useRef<((yes: boolean) => void) | null>(null)
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false)
        answer.current = resolve
        setAsked(options)
      }),
    []
  )
  const settle = (yes: boolean) => {
    answer.current?.(yes)
    answer.current = null
    setAsked(null)
  }
  const dialog = asked ? (
    <ConfirmDialog
      isOpen
      {...asked}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null
  return { confirm, dialog }
}
