/* eslint-env node, es2022 */
// Web Jest: the compiled message catalogues are generated (never committed),
// so they are written once before the test files import them (docs/stack.md).
import { writeCatalogs } from './i18nCatalogs.mjs'

export default function globalSetup() {
  writeCatalogs()
}
