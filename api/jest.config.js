// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build

const config = {
  rootDir: '../',
  preset: '@redwoodjs/testing/config/jest/api',
  // Scenarios on real PostgreSQL on a 2-core machine that may be building or
  // serving the shop meanwhile: a test that waited past Jest's 5 s left its
  // scenario behind, and every later test of its file failed on unique
  // names (seen on a loaded fresh-machine run). A hung test still fails.
  testTimeout: 30_000,
}

module.exports = config
