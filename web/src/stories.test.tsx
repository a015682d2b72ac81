import fs from 'node:fs'
import path from 'node:path'

import { composeStories } from '@storybook/react'

import { act, render } from '@redwoodjs/testing/web'

import preview from '../.storybook/preview'

/**
 * Every story renders: the Storybook smoke test in CI only starts Storybook,
 * so a story broken by a changed prop or mock would otherwise go unnoticed.
 * Each story is rendered with the project's decorators (.storybook/preview)
 * inside Redwood's mock providers, and must neither throw nor log an error.
 */
jest.mock('@redwoodjs/web/toast')

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return storyFiles(full)
    return entry.name.endsWith('.stories.tsx') ? [full] : []
  })
}

const files = storyFiles(__dirname).sort()

it('finds the stories', () => {
  expect(files.length).toBeGreaterThan(30)
})

describe.each(files.map((file) => [path.relative(__dirname, file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stories = composeStories(require(file), preview) as Record<string, React.FC>
  it.each(Object.entries(stories))('%s renders without errors', async (storyName, Story) => {
    const errors: unknown[] = []
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    try {
      render(<Story />)
      // Let mocked queries answer and effects run before judging.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      // A cell's failure state logs the story's own error (SPEC §8: console only).
      const unexpected = /failure/i.test(storyName)
        ? errors.filter((args) => !(args as unknown[]).some((arg) => arg instanceof Error))
        : errors
      expect(unexpected).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })
})
