import { useEffect, useId, useRef } from 'react'
import type { ReactNode, RefObject } from 'react'

import { createPortal } from 'react-dom'

import { useT } from 'src/lib/i18n'

import './Modal.css'

interface ModalProps {
  isOpen: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Narrow forms (460 px) or wider content. */
  size?: 'narrow' | 'wide'
  /** Centred, or a sheet rising from the bottom edge (a phone's filters). */
  placement?: 'center' | 'sheet'
  /** Extra text under the title, read with it. */
  description?: string
  /**
   * Where focus goes when the dialog closes, when the control that opened it
   * does not outlive the opening (a button in a popover that closes).
   */
  returnFocusTo?: RefObject<HTMLElement | null>
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A dialog that keeps focus inside while open (Tab cycles), closes on Esc and
 * on the backdrop, and gives focus back to what opened it — or, when that is
 * gone from the page, to `returnFocusTo`, never to the page body. Focus
 * starts on the element marked `data-autofocus`, else on the first control.
 */
const Modal = ({
  isOpen,
  title,
  onClose,
  children,
  size = 'narrow',
  placement = 'center',
  description,
  returnFocusTo,
}: ModalProps) => {
  const t = useT()
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const returnFocusRef = useRef(returnFocusTo)
  returnFocusRef.current = returnFocusTo

  useEffect(() => {
    if (!isOpen) return
    const opener = document.activeElement as HTMLElement | null
    const dialog = dialogRef.current
    // A form names the field to start in (`data-autofocus`); otherwise the first control.
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? dialog)?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !dialog) return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (!focusable.length) return
      const [head, tail] = [focusable[0], focusable[focusable.length - 1]]
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      // The opener may have left the page (its popover closed) or never been
      // a control (a dialog opened after a lazy load finds the body focused).
      const openerLives = opener && opener !== document.body && opener.isConnected
      const back = openerLives ? opener : returnFocusRef.current?.current
      back?.focus?.()
    }
  }, [isOpen])

  if (!isOpen || typeof document === 'undefined') return null
  return createPortal(
    <div className={`modal modal--${placement}`}>
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className={`modal__dialog modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            onClick={onClose}
            aria-label={t('modal.close')}
          >
            ×
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body
  )
}

export default Modal
