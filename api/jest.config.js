// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build

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
}

module.exports = config
