// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build

const config = {
  rootDir: '../',
  preset: '@redwoodjs/testing/config/jest/web',
  // Added after the preset's own setup file (Jest concatenates the two lists).
  // Writes the compiled message catalogues (generated, never committed) before any test imports them.
  globalSetup: '<rootDir>/web/config/jest.globalSetup.mjs',
  setupFilesAfterEnv: ['<rootDir>/web/config/jest.setup.ts'],
  // Merged with the preset's: MockProviders wrap tests in the shop's GraphQL
  // client, not Apollo (see RedwoodApolloProviderForTests).
  moduleNameMapper: {
    '^@redwoodjs/web/apollo$': '<rootDir>/web/src/testing/RedwoodApolloProviderForTests.tsx',
  },
  // As the api project: the root's testTimeout does not reach a project's own run.
  testTimeout: 30_000,
}

module.exports = config
