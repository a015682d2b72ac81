import { slugify, uniqueSlug } from 'src/modules/catalog'

import { nameKey } from '../rules/contentValues'

import type { NewObjectType, ObjectTypeState } from './types'

/**
 * The object types an object's `type:` may name — by name or slug, as names
 * compare — and, with --create-sections, the new ones the plan makes (each
 * once, with a free slug). Pure.
 */
export class ObjectTypes {
  readonly planned = new Map<string, NewObjectType>()
  private readonly byName = new Map<string, ObjectTypeState>()
  private readonly slugs: Set<string>

  constructor(
    private readonly types: ObjectTypeState[],
    private readonly createSections: boolean
  ) {
    for (const t of types) {
      this.byName.set(nameKey(t.name), t)
      this.byName.set(nameKey(t.slug), t)
    }
    this.slugs = new Set(types.map((t) => t.slug))
  }

  /** The type's id, or a planned type's key; an error when unknown and not to be made. */
  resolve(name: string, line: number): { typeId: number | string } | { error: string } {
    const type = this.byName.get(nameKey(name))
    if (type) return { typeId: type.id }
    if (!this.createSections) {
      const types = this.types.map((t) => t.name).join(', ') || '—'
      return {
        error: `строка ${line}: type: тип «${name}» не найден; типы: ${types} (новый тип создаёт --create-sections)`,
      }
    }
    const key = `t:${nameKey(name)}`
    if (!this.planned.has(key)) {
      this.planned.set(key, {
        key,
        name,
        slug: uniqueSlug(slugify(name), this.slugs, 'object-type'),
      })
    }
    return { typeId: key }
  }

  /** A type's name for the report: a stored one's by id, a planned one's by key. */
  name(id: unknown): string {
    return (
      this.types.find((t) => t.id === id)?.name ??
      [...this.planned.values()].find((t) => t.key === id)?.name ??
      String(id)
    )
  }
}
