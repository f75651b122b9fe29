// One jest run for the whole workspace: each app or package with tests has its own project config.
module.exports = {
  // A global option (ignored inside projects): server and browser tests start real databases.
  testTimeout: 120_000,
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/e2e/jest.config.cjs',
  ],
}
