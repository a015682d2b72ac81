import { forwardRef } from 'react'
import type { ButtonHTMLAttributes, ComponentPropsWithoutRef } from 'react'

import { Link } from '@redwoodjs/router'

import { buttonVariants, type ButtonSize, type ButtonVariant } from './buttonVariants'

interface ButtonLook {
  /** primary (default), secondary, danger, or link (a text button). */
  variant?: ButtonVariant
  /** default or small; a text button ignores it. */
  size?: ButtonSize
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /**
   * A request started by this button is under way: the button is disabled
   * and tells assistive technology so (aria-busy), so a second press cannot
   * send it twice.
   */
  busy?: boolean
}

/**
 * The shop's button (storefront; the back office can use it as is — the
 * classes are index.css's). `type` defaults to "button": a form's submit
 * button says `type="submit"`, so no other button submits by accident.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy = false, disabled, className, type = 'button', ...props },
  ref
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonVariants({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    />
  )
})

export type ButtonLinkProps = ComponentPropsWithoutRef<typeof Link> & ButtonLook

/** A link that looks like a button (Redwood's client-side `Link`): «Войти», «Перейти в каталог». */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, className, ...props },
  ref
) {
  return <Link ref={ref} className={buttonVariants({ variant, size, className })} {...props} />
})

export default Button
