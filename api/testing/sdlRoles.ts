import type { DocumentNode } from 'graphql'

/** The roles an SDL's operation lets in through `@requireAuth(roles: [...])`, or null without. */
export function rolesOf(schema: DocumentNode, operation: string): string[] | null {
  const sdl = schema.loc!.source.body
  const directive = new RegExp(
    `\\b${operation}[(:][^@]*@requireAuth\\(roles: \\[([^\\]]*)\\]\\)`
  ).exec(sdl)
  return directive && directive[1].split(',').map((role) => role.trim().replace(/"/g, ''))
}

/** Every Query and Mutation field an SDL declares. */
export function operationsOf(schema: DocumentNode): string[] {
  const sdl = schema.loc!.source.body
  return [...sdl.matchAll(/type (?:Query|Mutation) \{([^}]*)\}/g)].flatMap((block) =>
    [...block[1].matchAll(/^\s*(\w+)[(:]/gm)].map((m) => m[1])
  )
}
