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
  const names = Object.keys(config.variants) as (keyof T)[]
  return (choices: VariantChoices<T> & { className?: string } = {}): string => {
    const chosen = {} as { [K in keyof T]: keyof T[K] }
    for (const name of names) {
      const option = choices[name] ?? config.defaultVariants[name]
      if (!Object.prototype.hasOwnProperty.call(config.variants[name], option)) {
        throw new Error(`Unknown ${String(name)} «${String(option)}»`)
      }
      chosen[name] = option
    }
    const compound = (config.compoundVariants ?? [])
      .filter((rule) =>
        names.every((name) => {
          const wanted = rule[name]
          if (wanted === undefined) return true
          return Array.isArray(wanted) ? wanted.includes(chosen[name]) : wanted === chosen[name]
        })
      )
      .map((rule) => rule.className)
    return cx(
      config.base,
      ...names.map((name) => config.variants[name][chosen[name] as string]),
      ...compound,
      choices.className
    )
  }
}
