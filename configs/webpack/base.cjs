'use strict'
/**
 * What every Storedesk front-end build shares: swc for TypeScript and JSX, CSS extracted in production,
 * webpack's filesystem cache, and output names that suit Module Federation (frontend-stack.md): entry
 * and runtime chunks keep stable names and are served `no-cache`; lazily loaded chunks and CSS carry a
 * content hash and are served as immutable.
 *
 * Loaders are resolved from this package (require.resolve), so an app needs no loader of its own.
 */
const fs = require('node:fs')
const path = require('node:path')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const MinimizerPlugin = require('minimizer-webpack-plugin')

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
      transform: { react: { runtime: 'automatic', development: !isProd } },
    },
  }
}

/** @param {string} preset @param {{ appDir: unknown, mode: unknown }} options */
function assertOptions(preset, { appDir, mode }) {
  if (typeof appDir !== 'string' || !path.isAbsolute(appDir)) {
    throw new TypeError(`${preset}: appDir must be an absolute path, got ${String(appDir)}`)
  }
  if (!MODES.has(mode)) {
    throw new TypeError(`${preset}: mode must be 'production' or 'development', got ${String(mode)}`)
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app
 * @param {'production' | 'development'} options.mode
 * @param {string} options.name the build's name (webpack cache and multi-compiler name)
 * @param {import('webpack').EntryObject} options.entry
 * @param {string} [options.outputDir] default `<appDir>/dist`
 * @param {import('webpack').Configuration['output']} [options.output] merged over the defaults
 * @param {string[]} [options.configFiles] files whose change must invalidate the cache
 * @returns {import('webpack').Configuration}
 */
function createBaseConfig({ appDir, mode, name, entry, outputDir, output = {}, configFiles = [] }) {
  assertOptions(name, { appDir, mode })
  const isProd = mode === 'production'
  const swcLoader = require.resolve('swc-loader')
  const appConfig = path.join(appDir, 'webpack.config.cjs')
  const buildDependencies = [__filename, ...configFiles, appConfig].filter((file) => fs.existsSync(file))

  return {
    name,
    mode,
    context: appDir,
    target: ['web', ES_TARGET],
    entry,
    output: {
      path: outputDir ?? path.join(appDir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
      ...output,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '...'] },
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
      isProd &&
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
    ].filter(Boolean),
    // Production builds are always cold. A warm production build of the federated host after a source
    // change drops the `export *` of a shared package's module (react-router-dom's re-export of
    // react-router: the shell fails with React error #130). docs/builds.md has the evidence; webpack
    // 5.111 and 5.113 with @module-federation/enhanced 2.9 both do it. Development keeps the cache.
    cache: isProd
      ? false
      : {
          type: 'filesystem',
          name: `${name}-${mode}`,
          cacheDirectory: path.join(appDir, 'node_modules/.cache/webpack'),
          buildDependencies: { config: buildDependencies },
        },
    optimization: isProd ? { minimizer: [javascriptMinimizer()] } : {},
    performance: { hints: false },
  }
}

/**
 * swc's native minifier instead of webpack's default terser with two compress passes: it took most
 * of a production build's time (docs/builds.md has the figures) for bundles a few percent smaller.
 */
function javascriptMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { ecma: 2020 }, mangle: true },
  })
}

/** Where the API server listens in development (apps/server default). */
const DEFAULT_API_TARGET = 'http://127.0.0.1:8080'
/** Paths a dev server forwards to the API server: the API, health probes, released sub-apps, the socket. */
const PROXIED_PATHS = ['/api', '/healthz', '/readyz', '/apps', '/socket.io']

/**
 * The development server of an app: the build output only (public/index.html is a template), deep
 * links answered with index.html, the API proxied. Sub-apps also answer cross-origin fetches, because
 * a host on another port loads their manifest or HTML entry.
 * @param {{ port: number, apiTarget?: string, crossOrigin?: boolean }} options
 */
function devServer({ port, apiTarget = DEFAULT_API_TARGET, crossOrigin = false }) {
  return {
    port,
    historyApiFallback: true,
    static: false,
    ...(crossOrigin ? { headers: { 'Access-Control-Allow-Origin': '*' } } : {}),
    proxy: [{ context: PROXIED_PATHS, target: apiTarget, ws: true }],
    client: { overlay: { errors: true, warnings: false } },
  }
}

module.exports = { createBaseConfig, assertOptions, devServer, DEFAULT_API_TARGET, PROXIED_PATHS, ES_TARGET }
