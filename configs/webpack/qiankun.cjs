'use strict'
/**
 * Webpack preset for a qiankun sub-app: one that brings its own runtime (its own React and antd) and
 * runs in qiankun's sandbox, loaded from its HTML entry (frontend-stack.md "qiankun"). The entry module
 * exports bootstrap/mount/unmount (from @store/micro's `qiankunLifecycle`) and renders on its own when
 * opened outside qiankun.
 */
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const { createBaseConfig, devServer } = require('./base.cjs')
const { releasePlugins } = require('./release.cjs')

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {'production' | 'development'} options.mode
 * @param {string} options.name the sub-app's name (= base route without the slash)
 * @param {number} [options.port]
 * @param {string} [options.apiTarget]
 * @returns {import('webpack').Configuration}
 */
function createQiankunConfig({ appDir, mode, name, port = 3200, apiTarget }) {
  const base = createBaseConfig({
    appDir,
    mode,
    name,
    entry: { main: './src/index.tsx' },
    output: {
      // qiankun reads the lifecycles from the UMD library the HTML entry's last script defines.
      library: { name: `${name}-[name]`, type: 'umd' },
      chunkLoadingGlobal: `webpackJsonp_${name}`,
      uniqueName: name,
      publicPath: 'auto',
    },
    configFiles: [__filename, require.resolve('./release.cjs')],
  })
  return {
    ...base,
    plugins: [
      ...base.plugins,
      ...releasePlugins({ appDir, name, component: 'qiankun', entry: 'index.html', mode }),
      new HtmlWebpackPlugin({ template: path.join(appDir, 'public/index.html') }),
    ],
    devServer: devServer({ port, apiTarget, crossOrigin: true }),
  }
}

module.exports = { createQiankunConfig }
