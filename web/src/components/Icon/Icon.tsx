/**
 * Line icons drawn inline: emoji and symbol fonts differ between phones and
 * are missing on many desktops, so the header never depends on them.
 */
const PATHS = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  compare: 'M12 3v18M5 21h14M4 8h6M14 8h6M4 8l-2 6h8L8 8M20 8l-2 6h8',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chat: 'M4 5h16v11H9l-5 4V5Z',
} as const

export type IconName = keyof typeof PATHS

export const ICON_NAMES = Object.keys(PATHS) as IconName[]

interface Props {
  name: IconName
  size?: number
}

/** Decorative: the button or link around it carries the accessible name. */
const Icon = ({ name, size = 22 }: Props) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className="icon"
  >
    <path d={PATHS[name]} />
  </svg>
)

export default Icon
