'use strict'
const { dirname } = require('node:path')
const { prebundledTypebox } = require('./prebundled.cjs')

/** Packages published as ES modules only: jest must transform them too. */
const ESM_PACKAGES = ['typebox']
/**
 * Jest preset for browser code (host, sub-apps, ui packages): jsdom, swc with React's automatic
 * runtime, CSS stubbed, and the set-up antd needs under jsdom (frontend-stack.md "jest with antd").
 * @param {string} displayName
 * @param {string} rootDir
 * @param {{ esmPackages?: string[] }} [options] more ES-module-only packages the project's code imports
 * @returns {import('jest').Config}
 */
function webProject(displayName, rootDir, { esmPackages = [] } = {}) {
  return {
    globals: { ANTD_CSSINJS: antdCssInJs(rootDir) },
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFiles: [require.resolve('./web-setup.cjs')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // @store/contract's TypeBox ships only ES modules: swc turns it into CommonJS like our own code.
    transformIgnorePatterns: [
      `/node_modules/(?!(\\.pnpm|${[...ESM_PACKAGES, ...esmPackages].join('|')})[/@])`,
    ],
    moduleNameMapper: {
      '\\.css$': require.resolve('./style-stub.cjs'),
      // bundles import antd's ES locales (no CommonJS wrapper in the login page); jest runs CommonJS
      '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
      ...typeboxOf(rootDir),
    },
  }
}

/** The prebundled TypeBox for a project that uses the contract (its only way to TypeBox). */
function typeboxOf(rootDir) {
  try {
    const contract = dirname(require.resolve('@store/contract/package.json', { paths: [rootDir] }))
    return prebundledTypebox(contract)
  } catch {
    return {}
  }
}

/**
 * The copy of @ant-design/cssinjs the project's antd renders with (web-setup.cjs switches its style
 * injection off), or null for a project without antd.
 * @param {string} rootDir
 */
function antdCssInJs(rootDir) {
  try {
    const antd = dirname(require.resolve('antd/package.json', { paths: [rootDir] }))
    return require.resolve('@ant-design/cssinjs', { paths: [antd] })
  } catch {
    return null
  }
}

module.exports = { webProject }
