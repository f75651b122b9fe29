// These packages ship only ES modules (or import one dynamically, which jest's CommonJS runtime cannot):
// let swc turn them into CommonJS for jest like our own code. The bpmn.io ones lay diagrams out.
const ESM_PACKAGES = [
  'typebox',
  'jose',
  'content-disposition',
  'cookie',
  '@fastify/cookie',
  'bpmn-moddle',
  'moddle',
  'moddle-xml',
  'saxen',
  'min-dash',
]

const { prebundledTypebox } = require('../../configs/jest/prebundled.cjs')

module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/../../configs/jest/worker-database.cjs'],
  roots: ['<rootDir>/src'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_PACKAGES.join('|')})[/@])`],
  moduleNameMapper: prebundledTypebox(__dirname),
}
