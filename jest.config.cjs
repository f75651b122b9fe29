// One jest run for the whole workspace: each app or package with tests has its own project config.
module.exports = {
  // A global option (ignored inside projects): server and browser tests start real databases, and
  // the first test of a jsdom file also loads antd and pro-components (once past 120 s on a busy
  // 2-core CI machine). A safety net: a passing test takes no longer for it.
  testTimeout: 300_000,
  // A worker that has grown past this after a test file is replaced by a fresh one. Each server test
  // file leaves some of its server behind (module registry, embedded database), and with the shop
  // marketing modules one worker reached node's 4.3 GB heap limit and crashed in CI. Set, it also keeps
  // the one-file-at-a-time runs (browser tests, PostgreSQL) in a worker rather than in jest's process.
  workerIdleMemoryLimit: '2GB',
  testSequencer: '<rootDir>/configs/jest/sequencer.cjs',
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/e2e/jest.config.cjs',
  ],
}
