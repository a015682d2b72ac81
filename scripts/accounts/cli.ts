import { StringDecoder } from 'node:string_decoder'

import { InvalidInputError } from 'api/src/lib/errors'

/**
 * What the account commands share (create-admin, check-demo-passwords):
 * their options as `yarn rw exec` hands them over, and a password prompt.
 */

/** Ctrl+C or Ctrl+D at a prompt. */
export class PromptCancelled extends Error {
  constructor() {
    super('cancelled')
    this.name = 'PromptCancelled'
  }
}

/** A wrong command line: its message is printed above the usage. */
export class UsageError extends Error {}

/**
 * How an account command ends on a refusal: the usage for a wrong command
 * line, each field's Russian message under `notSaved`, «Отменено.» at a
 * cancelled prompt; exit code 1. Anything else is a fault and is thrown.
 */
export function reportAccountFailure(error: unknown, notSaved: string, usage: string): void {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`)
  } else if (error instanceof InvalidInputError) {
    const messages = Object.values(error.fields).flat()
    console.error(`${notSaved}:\n${messages.map((message) => `  - ${message}`).join('\n')}`)
  } else if (error instanceof PromptCancelled) {
    console.error('Отменено.')
  } else {
    throw error
  }
  process.exitCode = 1
}

/** What `yarn rw exec` adds itself: positional words, its own flags, camelCase twins. */
const EXEC_OWN = new Set(['_', '$0', 'l', 'list', 's', 'silent', 'prisma'])
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** The first option given that the command does not know, or null. */
export function unknownOption(args: Record<string, unknown>, known: string[]): string | null {
  const allowed = new Set([...known, ...known.map(camel)])
  return Object.keys(args).find((name) => !EXEC_OWN.has(name) && !allowed.has(name)) ?? null
}

/**
 * Reads a line from the terminal without showing it (no echo): raw mode,
 * Backspace edits, Enter ends, Ctrl+C or Ctrl+D reject with `PromptCancelled`. Only for
 * a TTY on standard input.
 */
export function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin
  return new Promise((resolve, reject) => {
    let value = ''
    const decoder = new StringDecoder('utf8')
    const finish = (error?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      process.stderr.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: Buffer) => {
      for (const char of decoder.write(chunk)) {
        if (char === '\r' || char === '\n') return finish()
        if (char === '\u0003' || char === '\u0004') return finish(new PromptCancelled())
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('')
        else if (char >= ' ') value += char
      }
    }
    process.stderr.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.on('data', onData)
  })
}
