import type { StorybookConfig } from 'storybook-framework-redwoodjs-vite'

import { getPaths, importStatementPath } from '@redwoodjs/project-config'

import { messageCatalogues } from '../config/i18nCatalogs.mjs'

const redwoodProjectPaths = getPaths()

type Alias = { find: string | RegExp; replacement: string }
const aliasList = (alias: unknown): Alias[] =>
  Array.isArray(alias)
    ? alias
    : Object.entries((alias ?? {}) as Record<string, string>).map(([find, replacement]) => ({
        find,
        replacement,
      }))

const config: StorybookConfig = {
  framework: 'storybook-framework-redwoodjs-vite',

  stories: [
    `${importStatementPath(redwoodProjectPaths.web.src)}/**/*.stories.@(js|jsx|ts|tsx|mdx)`,
  ],

  addons: ['@storybook/addon-essentials'],

  // Stories render over the shop's GraphQL client, as Jest and the browser
  // do (see RedwoodApolloProviderForTests).
  // The compiled message catalogues are generated, not committed (docs/stack.md).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [messageCatalogues(), ...(viteConfig.plugins ?? [])],
    resolve: {
      ...viteConfig.resolve,
      alias: [
        ...aliasList(viteConfig.resolve?.alias),
        {
          find: /^@redwoodjs\/web\/apollo$/,
          replacement: `${redwoodProjectPaths.web.src}/testing/RedwoodApolloProviderForTests.tsx`,
        },
      ],
    },
  }),
}

export default config
