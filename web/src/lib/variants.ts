/**
 * A small `cva` (class-variance-authority, as shadcn/ui uses it) without the
 * dependency: a component's look is a few named choices (variant, size), each
 * mapped to the shop's CSS classes in one table, so screens name a choice and
 * never spell the classes themselves.
 */

type ClassValue = string | false | null | undefined

/** Joins the classes that are there, in order, without empty strings or repeats. */
export const cx = (...classes: ClassValue[]): string => {
  const seen = new Set<string>()
  for (const value of classes) {
    if (!value) continue
    for (const name of value.split(/\s+/)) if (name) seen.add(name)
  }
  return [...seen].join(' ')
}

/** Each choice's options and the classes they add (null: none). */
type VariantTable = Record<string, Record<string, string | null>>

/** The choices a caller may make; each falls back to its default. */
export type VariantChoices<T extends VariantTable> = { [K in keyof T]?: keyof T[K] }

/** A combination of choices that adds classes of its own (an option or a list of options per choice). */
export type CompoundVariant<T extends VariantTable> = {
  [K in keyof T]?: keyof T[K] | readonly (keyof T[K])[]
} & { className: string }

export interface VariantConfig<T extends VariantTable> {
  /** Classes every combination has. */
  base?: string
  variants: T
  defaultVariants: { [K in keyof T]: keyof T[K] }
  compoundVariants?: readonly CompoundVariant<T>[]
}

/**
 * `variants({...})` returns the mapping: choices (plus a screen's own
 * `className`, appended last) → the class string. Unknown options throw, so a
 * typo in a story or a cast cannot silently drop a class.
 */
export function variants<T extends VariantTable>(config: VariantConfig<T>) {
  // Inside, the table is read as plain strings; the types above keep callers to its options.
  const table = config.variants as VariantTable
  const defaults = config.defaultVariants as Record<string, string>
  const compounds = (config.compoundVariants ?? []) as readonly Record<string, unknown>[]
  const names = Object.keys(table)
  return (choices: VariantChoices<T> & { className?: string } = {}): string => {
    const given = choices as Record<string, string | undefined>
    const chosen: Record<string, string> = {}
    for (const name of names) {
      const option = given[name] ?? defaults[name]
      if (!Object.prototype.hasOwnProperty.call(table[name], option)) {
        throw new Error(`Unknown ${name} «${option}»`)
      }
      chosen[name] = option
    }
    const compound = compounds
      .filter((rule) =>
        names.every((name) => {
          const wanted = rule[name]
          if (wanted === undefined) return true
          return Array.isArray(wanted) ? wanted.includes(chosen[name]) : wanted === chosen[name]
        })
      )
      .map((rule) => rule.className as string)
    return cx(
      config.base,
      ...names.map((name) => table[name][chosen[name]]),
      ...compound,
      choices.className
    )
  }
}
