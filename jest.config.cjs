// One jest run for the whole workspace: each app or package with tests has its own project config.
module.exports = {
  // A global option (ignored inside projects): server and browser tests start real databases, and
  // the first test of a jsdom file also loads antd and pro-components (once past 120 s on a busy
  // 2-core CI machine). A safety net: a passing test takes no longer for it.
  testTimeout: 300_000,
  testSequencer: '<rootDir>/configs/jest/sequencer.cjs',
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/e2e/jest.config.cjs',
  ],
}
