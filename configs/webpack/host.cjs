'use strict'
/**
 * Webpack 5 preset for the Storedesk host shell.
 *
 * Output naming follows what Module Federation will need (shared/frontend-stack.md): entry and runtime
 * chunks keep stable names (`main.js`, later `remoteEntry.js`) and are served with `no-cache`; lazily
 * loaded chunks and CSS carry a content hash and can be served as immutable.
 *
 * Loaders are resolved from this package (require.resolve), so an app needs no loader of its own.
 */
const fs = require('node:fs')
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')

/** Where the API server listens in development (apps/server default). */
const DEFAULT_API_TARGET = 'http://127.0.0.1:8080'
/**
 * Paths the dev server forwards to the API server. `/readyz` is listed with `/healthz` because the
 * host's status page calls both: without it the history fallback would answer `/readyz` with
 * index.html and a 200.
 */
const PROXIED_PATHS = ['/api', '/healthz', '/readyz']
/** Output language level; the swc transform and webpack's own runtime code use the same one. */
const ES_TARGET = 'es2020'

const MODES = new Set(['production', 'development'])

/**
 * Inline swc options (no .swcrc is read).
 * @param {'typescript' | 'ecmascript'} syntax
 * @param {boolean} isProd
 */
function swcOptions(syntax, isProd) {
  return {
    swcrc: false,
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
      target: ES_TARGET,
      transform: {
        react: { runtime: 'automatic', development: !isProd },
      },
    },
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (holds src/index.tsx and public/index.html)
 * @param {'production' | 'development'} options.mode
 * @param {number} [options.port] dev-server port
 * @param {string} [options.apiTarget] where the dev server proxies the API (default http://127.0.0.1:8080)
 * @returns {import('webpack').Configuration}
 */
function createHostConfig({ appDir, mode, port = 3000, apiTarget = DEFAULT_API_TARGET }) {
  if (typeof appDir !== 'string' || !path.isAbsolute(appDir)) {
    throw new TypeError(`createHostConfig: appDir must be an absolute path, got ${String(appDir)}`)
  }
  if (!MODES.has(mode)) {
    throw new TypeError(`createHostConfig: mode must be 'production' or 'development', got ${String(mode)}`)
  }
  const isProd = mode === 'production'
  const swcLoader = require.resolve('swc-loader')

  // Rebuild the cache whenever this preset or the app's own webpack config changes.
  const buildDependencies = [__filename]
  const appConfig = path.join(appDir, 'webpack.config.cjs')
  if (fs.existsSync(appConfig)) buildDependencies.push(appConfig)

  return {
    mode,
    context: appDir,
    target: ['web', ES_TARGET],
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '...'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: swcLoader, options: swcOptions('typescript', isProd) },
        },
        {
          test: /\.m?jsx?$/,
          exclude: /node_modules/,
          use: { loader: swcLoader, options: swcOptions('ecmascript', isProd) },
        },
        {
          test: /\.css$/,
          use: [
            isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            require.resolve('css-loader'),
          ],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(appDir, 'public/index.html') }),
      isProd &&
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
    ].filter(Boolean),
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(appDir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: buildDependencies },
    },
    performance: { hints: isProd ? 'warning' : false },
    devServer: {
      port,
      historyApiFallback: true,
      // Only the build output is served; public/index.html is a template, not a static file.
      static: false,
      proxy: [{ context: PROXIED_PATHS, target: apiTarget }],
      client: { overlay: { errors: true, warnings: false } },
    },
  }
}

module.exports = { createHostConfig, DEFAULT_API_TARGET, PROXIED_PATHS }
