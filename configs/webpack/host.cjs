'use strict'
/**
 * Webpack preset for the Storedesk host shell: a Module Federation host with no remotes at build time
 * (the host registers each sub-app from the server's registry at runtime) and the shared singletons.
 * `createPageConfig` builds a page that stays out of federation (the login page: it must not pay for
 * whole shared packages, frontend-stack.md "Cost").
 */
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack')
const { createBaseConfig, devServer } = require('./base.cjs')
const { sharedSingletons } = require('./shared.cjs')

const HOST_NAME = 'storedesk_host'

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (holds src/index.tsx and public/index.html)
 * @param {'production' | 'development'} options.mode
 * @param {number} [options.port] dev-server port
 * @param {string} [options.apiTarget] where the dev server proxies the API
 * @returns {import('webpack').Configuration}
 */
function createHostConfig({ appDir, mode, port = 3000, apiTarget }) {
  const base = createBaseConfig({
    appDir,
    mode,
    name: 'host',
    entry: { main: './src/index.tsx' },
    output: { publicPath: '/', uniqueName: HOST_NAME },
    configFiles: [__filename, require.resolve('./shared.cjs')],
  })
  return {
    ...base,
    plugins: [
      ...base.plugins,
      // `hash`: main.js keeps its name (MF), so the build hash in its query is what tells a release
      // apart for the shell's new-version banner (spec §4).
      new HtmlWebpackPlugin({ template: path.join(appDir, 'public/index.html'), hash: true }),
      new ModuleFederationPlugin({ name: HOST_NAME, remotes: {}, shared: sharedSingletons(), dts: false }),
    ],
    devServer: devServer({ port, apiTarget }),
  }
}

/**
 * A page of the host built without federation into the same output folder, after the host (which
 * cleans the folder).
 * @param {object} options
 * @param {string} options.appDir
 * @param {'production' | 'development'} options.mode
 * @param {string} options.name the page's entry and HTML name (`<name>.js`, `<name>.html`)
 * @param {string} options.entry the page's entry module, relative to appDir
 * @param {string} [options.template] HTML template, default public/index.html
 * @returns {import('webpack').Configuration}
 */
function createPageConfig({ appDir, mode, name, entry, template = 'public/index.html' }) {
  const base = createBaseConfig({
    appDir,
    mode,
    name,
    entry: { [name]: entry },
    output: { publicPath: '/', clean: false, uniqueName: `${HOST_NAME}_${name}` },
    configFiles: [__filename],
  })
  return {
    ...base,
    dependencies: ['host'],
    output: { ...base.output, chunkFilename: `${name}.[name].[contenthash:8].js` },
    plugins: [
      ...base.plugins,
      new HtmlWebpackPlugin({
        template: path.join(appDir, template),
        filename: `${name}.html`,
        chunks: [name],
      }),
    ],
  }
}

module.exports = { createHostConfig, createPageConfig, HOST_NAME }
