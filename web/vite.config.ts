import dns from 'dns'

import type { Plugin, UserConfig } from 'vite'
import { defineConfig } from 'vite'

import redwood from '@redwoodjs/vite'

// So that Vite will load on localhost instead of `127.0.0.1`.
// See: https://vitejs.dev/config/server-options.html#server-host.
dns.setDefaultResultOrder('verbatim')

/**
 * @redwoodjs/vite 8.9 sets build.minify = false, shipping unminified bundles.
 * A later plugin's config() wins, so production builds are minified again.
 */
const minifyProductionBuild = (): Plugin => ({
  name: 'akvatoria:minify-production-build',
  config: (_config, { command }) =>
    command === 'build'
      ? // BUNDLE_STATS=1 adds source maps for bench/web's size breakdown.
        {
          build: {
            minify: 'esbuild',
            sourcemap: process.env.BUNDLE_STATS === '1',
            // One stylesheet in the page's <head>: a prerendered page is drawn
            // styled at once, instead of its page chunk's CSS arriving later
            // with its script and moving everything (all CSS is ~10 kB gzip).
            cssCodeSplit: false,
          },
        }
      : {},
})

const viteConfig: UserConfig = {
  plugins: [redwood(), minifyProductionBuild()],
  resolve: {
    alias: [
      {
        // @redwoodjs/web's ES build imports Apollo's CommonJS files by name
        // (`@apollo/client/core/core.cjs`), so the bundle carried Apollo twice
        // and all of graphql-js, untreeshaken. Point them at the ES modules.
        find: /^@apollo\/client\/(.+)\/[^/]+\.cjs$/,
        replacement: '@apollo/client/$1/index.js',
      },
    ],
  },
}

export default defineConfig(viteConfig)
