// This the Redwood root jest config
// Each side, e.g. ./web/ and ./api/ has specific config that references this root
// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build

module.exports = {
  rootDir: '.',
  projects: ['<rootDir>/{*,!(node_modules)/**/}/jest.config.js'],
  // A global option (projects cannot set it). Api scenarios run on real
  // PostgreSQL on a 2-core machine that may be building or serving the shop
  // meanwhile: a test that waited past Jest's 5 s left its scenario behind,
  // and every later test of its file failed on unique names (seen on a loaded
  // fresh-machine run). Web tests' findBy… wait up to 5 s
  // (web/config/jest.setup.ts). A hung test still fails. Each project's
  // config says it too: a run of one side (`yarn rw test api`, and the
  // runs of both that seemed to apply this) kept Jest's 5 s without it.
  testTimeout: 30_000,
}
