// One jest run for the whole workspace: each app or package with tests has its own project config.
module.exports = {
  projects: ['<rootDir>/apps/*/jest.config.cjs', '<rootDir>/packages/*/jest.config.cjs'],
}
