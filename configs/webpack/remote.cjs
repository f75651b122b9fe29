'use strict'
/**
 * Webpack preset for a federated sub-app (the default way a sub-app is mounted, ARCHITECTURE.md §1).
 * One build gives two things:
 *   - the Module Federation remote: `remoteEntry.js` + `mf-manifest.json` exposing `./App`
 *     (src/App.tsx, made with `defineSubApp` from @store/micro), which the host loads at runtime;
 *   - a standalone page (`index.html` from src/index.tsx) for development without the host.
 * `publicPath: 'auto'` lets the same build run from any release folder or CDN the registry names.
 */
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack')
const { createBaseConfig, devServer } = require('./base.cjs')
const { releaseInfo, releasePlugins } = require('./release.cjs')
const { remoteShared } = require('./shared.cjs')

/** The remote's container name: a JS identifier made from the sub-app's name. */
const containerName = (name) => `storedesk_${name.replace(/[^A-Za-z0-9_]/g, '_')}`

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {'production' | 'development'} options.mode
 * @param {string} options.name the sub-app's name (= base route without the slash)
 * @param {number} [options.port] standalone dev-server port
 * @param {string} [options.apiTarget]
 * @returns {import('webpack').Configuration}
 */
function createRemoteConfig({ appDir, mode, name, port = 3100, apiTarget }) {
  const container = containerName(name)
  const base = createBaseConfig({
    appDir,
    mode,
    name,
    entry: { main: './src/index.tsx' },
    // The chunk-loading global is named by the version too: two versions of a sub-app in one page (a
    // tab opened before a release and one after) never install each other's chunks of the same id.
    output: {
      publicPath: 'auto',
      uniqueName: `${container}_${releaseInfo(appDir).version.replace(/\W/g, '_')}`,
    },
    configFiles: [__filename, require.resolve('./shared.cjs'), require.resolve('./release.cjs')],
  })
  return {
    ...base,
    plugins: [
      ...base.plugins,
      ...releasePlugins({ appDir, name, component: 'federation', entry: 'mf-manifest.json', mode }),
      new HtmlWebpackPlugin({ template: path.join(appDir, 'public/index.html'), chunks: ['main'] }),
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: remoteShared(mode),
        manifest: true,
        dts: false,
      }),
    ],
    devServer: devServer({ port, apiTarget, crossOrigin: true }),
  }
}

module.exports = { createRemoteConfig, containerName }
