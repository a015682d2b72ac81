import { variants, type VariantChoices } from 'src/lib/variants'

/**
 * The shop's buttons, by the classes of index.css: «button» is the filled
 * primary action, secondary the outlined one, danger the red destructive one,
 * link a text button («link-button»: Удалить, Снять выбор). Small is the
 * compact size of cards, tables and pagers; a text button has one size.
 */
const BUTTON_VARIANTS = {
  variant: {
    primary: 'button',
    secondary: 'button button--secondary',
    danger: 'button button--danger',
    link: 'link-button',
  },
  size: { default: null, small: null },
} as const

export const buttonVariants = variants({
  variants: BUTTON_VARIANTS,
  defaultVariants: { variant: 'primary', size: 'default' },
  compoundVariants: [
    { variant: ['primary', 'secondary', 'danger'], size: 'small', className: 'button--small' },
  ],
})

export type ButtonVariant = keyof typeof BUTTON_VARIANTS.variant
export type ButtonSize = keyof typeof BUTTON_VARIANTS.size
export type ButtonVariantProps = VariantChoices<typeof BUTTON_VARIANTS>

/** Every variant and size, for the story that shows them all. */
export const BUTTON_VARIANT_NAMES = Object.keys(BUTTON_VARIANTS.variant) as ButtonVariant[]
export const BUTTON_SIZE_NAMES = Object.keys(BUTTON_VARIANTS.size) as ButtonSize[]
