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
  config: (_config, { command }) => (command === 'build' ? { build: { minify: 'esbuild' } } : {}),
})

const viteConfig: UserConfig = {
  plugins: [redwood(), minifyProductionBuild()],
}

export default defineConfig(viteConfig)
