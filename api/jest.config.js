// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build

const config = {
  rootDir: '../',
  preset: '@redwoodjs/testing/config/jest/api',
  // Test support (REST test client, fake CRM, user fixtures) lives in
  // api/testing, outside the built and deployed api/src.
  moduleNameMapper: { '^testing/(.*)$': '<rootDir>/api/testing/$1' },
  // Added to the preset's own setup (Jest concatenates the two lists).
  setupFilesAfterEnv: ['<rootDir>/api/testing/freshResponseCache.ts'],
}

module.exports = config
