import fs from 'node:fs'
import path from 'node:path'

import { Kind, type DocumentNode } from 'graphql'

/**
 * Redwood finds a Query or Mutation field's resolver by its name among the
 * exports of src/services; a field without one answers null, which the
 * schema turns into a 500. The business areas live in src/modules, so a
 * use case moved there must still be exported from a services file.
 */

const files = (folder: string, pattern: RegExp): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return files(file, pattern)
    return pattern.test(entry.name) && !/\.(test|scenarios)\.ts$/.test(entry.name) ? [file] : []
  })

function rootFields(): string[] {
  const names: string[] = []
  for (const file of files(__dirname, /\.sdl\.ts$/)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { schema } = require(file) as { schema: DocumentNode }
    for (const definition of schema.definitions) {
      if (
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
          definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        (definition.name.value === 'Query' || definition.name.value === 'Mutation')
      ) {
        for (const field of definition.fields ?? []) names.push(field.name.value)
      }
    }
  }
  return names
}

describe('GraphQL resolvers', () => {
  it('every Query and Mutation field has a resolver exported from src/services', () => {
    const exported = new Set<string>()
    for (const file of files(path.join(__dirname, '../services'), /\.ts$/)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      for (const [name, value] of Object.entries(require(file) as Record<string, unknown>)) {
        if (typeof value === 'function') exported.add(name)
      }
    }
    const fields = rootFields()
    expect(fields.length).toBeGreaterThan(50)
    expect(fields.filter((name) => !exported.has(name))).toEqual([])
  })
})

describe('what a guest order look-up shows', () => {
  it("Order.guest carries the guest's name and phone, never the e-mail", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { schema } = require('./orders.sdl') as { schema: DocumentNode }
    const order = schema.definitions.find(
      (d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'Order'
    )
    const guestField =
      order && 'fields' in order ? order.fields?.find((f) => f.name.value === 'guest') : undefined
    const typeName =
      guestField?.type.kind === Kind.NAMED_TYPE ? guestField.type.name.value : undefined
    const guestType = schema.definitions.find(
      (d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === typeName
    )
    const fields =
      guestType && 'fields' in guestType ? guestType.fields?.map((f) => f.name.value) : []
    expect(fields).toEqual(['name', 'phone'])
  })
})
