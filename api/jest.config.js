// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build

const preset = require('@redwoodjs/testing/config/jest/api/jest-preset')

const testImports = preset.globals.__RWJS__TEST_IMPORTS
// `npm test` runs two api halves side by side, each on its own database
// (scripts/cli/shop.mjs runJest): each keeps its own scenario teardown order,
// which Redwood rewrites between test files.
const testDatabase = new URL(process.env.TEST_DATABASE_URL || 'postgresql://localhost/test')
  .pathname.slice(1)
  .replace(/[^\w-]/g, '_')

const config = {
  rootDir: '../',
  preset: '@redwoodjs/testing/config/jest/api',
  // Test support (REST test client, fake CRM, user fixtures) lives in
  // api/testing, outside the built and deployed api/src.
  moduleNameMapper: { '^testing/(.*)$': '<rootDir>/api/testing/$1' },
  // Added to the preset's own setup (Jest concatenates the two lists).
  setupFilesAfterEnv: ['<rootDir>/api/testing/freshResponseCache.ts'],
  // The root config's testTimeout does not reach a project run on its own
  // (`yarn rw test api` ran with Jest's 5 s and a loaded runner's scenario
  // left its rows behind): the project says it too.
  testTimeout: 30_000,
  globals: {
    __RWJS__TEST_IMPORTS: {
      ...testImports,
      tearDownCachePath: testImports.tearDownCachePath.replace(/\.json$/, `.${testDatabase}.json`),
    },
  },
}

module.exports = config
