'use strict'
/**
 * Webpack preset for the Storedesk host shell: a Module Federation host with no remotes at build time
 * (the host registers each sub-app from the server's registry at runtime) and the shared singletons.
 * `createPageConfig` builds a page that stays out of federation (the login page: it must not pay for
 * whole shared packages, frontend-stack.md "Cost").
 */
const fs = require('node:fs')
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack')
const { createBaseConfig, devServer } = require('./base.cjs')
const { PrecompressPlugin } = require('./precompress.cjs')
const { hostShared } = require('./shared.cjs')

const HOST_NAME = 'storedesk_host'
/**
 * The shell's page holds its own script and style tags inert in `<template id="shell-tags">` and loads
 * only the gate (`<gate>.js`), which starts them when the browser holds a session (apps/host/src/gate).
 */
const SHELL_TAGS_ID = 'shell-tags'

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (holds src/index.tsx and public/index.html)
 * @param {'production' | 'development'} options.mode
 * @param {number} [options.port] dev-server port
 * @param {string} [options.apiTarget] where the dev server proxies the API
 * @param {string[]} [options.pages] the pages built beside the host into its folder (`createPageConfig`)
 * @param {string} [options.gate] the name of the gate script built beside the host (`createScriptConfig`):
 *   the page then loads the gate alone, and the gate starts the shell's tags
 * @returns {import('webpack').Configuration}
 */
function createHostConfig({ appDir, mode, port = 3000, apiTarget, pages = [], gate }) {
  const base = createBaseConfig({
    appDir,
    mode,
    name: 'host',
    entry: { main: './src/index.tsx' },
    output: {
      publicPath: '/',
      uniqueName: HOST_NAME,
      clean: { keep: (file) => pages.some((page) => isPageFile(page, file)) },
    },
    configFiles: [__filename, require.resolve('./shared.cjs'), require.resolve('./precompress.cjs')],
  })
  return {
    ...base,
    plugins: [
      ...base.plugins,
      // `hash`: main.js keeps its name (MF), so the build hash in its query is what tells a release
      // apart for the shell's new-version banner (spec §4).
      new HtmlWebpackPlugin({ ...shellPage(path.join(appDir, 'public/index.html'), gate), hash: true }),
      new ModuleFederationPlugin({
        name: HOST_NAME,
        remotes: {},
        shared: hostShared(appDir),
        // The host provides the singletons; the default 'version-first' would fetch every registered
        // sub-app's entry whenever a lazy host chunk consumes a shared package, so one sub-app whose
        // remote is down would break the shell's own lazy screens.
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      ...precompress(mode),
    ],
    devServer: devServer({ port, apiTarget }),
  }
}

/**
 * The shell page's HtmlWebpackPlugin options. With a gate, the shell's tags go into an inert template
 * (a browser neither fetches nor preloads what a template holds), followed by the gate's script tag.
 * @param {string} templateFile @param {string | undefined} gate
 */
function shellPage(templateFile, gate) {
  if (!gate) return { template: templateFile }
  return {
    inject: false,
    templateContent: ({ htmlWebpackPlugin: { tags } }) =>
      fs
        .readFileSync(templateFile, 'utf8')
        .replace(
          '</body>',
          `<template id="${SHELL_TAGS_ID}">${tags.headTags}${tags.bodyTags}</template>` +
            `<script src="/${gate}.js"></script></body>`,
        ),
  }
}

/** A page's files all start with its name: `login.html`, `login.js`, `login.<chunk>.<hash>.js`. */
const isPageFile = (page, file) => file.startsWith(`${page}.`)

/** Production builds ship gzipped copies for the server to send (precompress.cjs). */
const precompress = (mode) => (mode === 'production' ? [new PrecompressPlugin()] : [])

/** Where a page's prerender bundle goes: out of dist, it is a build tool, not something served. */
const prerenderDir = (appDir) => path.join(appDir, 'node_modules/.cache/prerender')

/**
 * The Node bundle of a page's prerender module, built before the page so that the page's HTML can
 * carry what it renders (see `createPageConfig`'s `prerender`).
 * @param {{ appDir: string, mode: 'production' | 'development', name: string, entry: string }} options
 * @returns {import('webpack').Configuration}
 */
function createPrerenderConfig({ appDir, mode, name, entry }) {
  const base = createBaseConfig({
    appDir,
    mode,
    name: `${name}-prerender`,
    entry: { [name]: entry },
    outputDir: prerenderDir(appDir),
    output: { filename: '[name].cjs', library: { type: 'commonjs2' } },
    configFiles: [__filename],
  })
  return { ...base, target: 'node', devtool: false, optimization: { minimize: false } }
}

/**
 * One HTML file per prerendered variant: the template with the variant's markup in `#root`, its
 * styles in the head and its `lang`. The prerender bundle is read afresh each time (watch mode).
 * @param {string} bundle @param {string} templateFile @param {string} variant
 */
function prerenderedTemplate(bundle, templateFile, variant) {
  return () => {
    delete require.cache[bundle]
    const { htmlLang, head, root } = require(bundle).prerender(variant)
    return fs
      .readFileSync(templateFile, 'utf8')
      .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang}"`)
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', root)
  }
}

/**
 * A build of one entry into the host's folder, without federation, that cleans only its own files.
 * @param {{ appDir: string, mode: 'production' | 'development', name: string, entry: string }} options
 */
function besideHost({ appDir, mode, name, entry }) {
  return createBaseConfig({
    appDir,
    mode,
    name,
    entry: { [name]: entry },
    output: {
      publicPath: '/',
      clean: { keep: (file) => !isPageFile(name, file) },
      uniqueName: `${HOST_NAME}_${name}`,
    },
    configFiles: [__filename],
  })
}

/**
 * A script of the host built without federation beside it (`<name>.js`, no HTML): the shell's gate.
 * @param {{ appDir: string, mode: 'production' | 'development', name: string, entry: string }} options
 * @returns {import('webpack').Configuration}
 */
function createScriptConfig(options) {
  const base = besideHost(options)
  return { ...base, devtool: false, plugins: [...base.plugins, ...precompress(options.mode)] }
}

/**
 * A page of the host built without federation into the same output folder, beside the host: each
 * cleans only its own files (the host is told the page names), so the two compile in parallel.
 * @param {object} options
 * @param {string} options.appDir
 * @param {'production' | 'development'} options.mode
 * @param {string} options.name the page's entry and HTML name (`<name>.js`, `<name>.html`)
 * @param {string} options.entry the page's entry module, relative to appDir
 * @param {string} [options.template] HTML template, default public/index.html
 * @param {{ variants: string[] }} [options.prerender] each variant becomes `<name>.<variant>.html`
 *   (next to the plain `<name>.html`) holding what `prerender(variant)` of the page's prerender module
 *   returns: `{ htmlLang, head, root }`. That module is built by `createPrerenderConfig` with the same
 *   name, in the same multi-compiler run.
 * @returns {import('webpack').Configuration}
 */
function createPageConfig({ appDir, mode, name, entry, template = 'public/index.html', prerender }) {
  const base = besideHost({ appDir, mode, name, entry })
  return {
    ...base,
    ...(prerender && { dependencies: [`${name}-prerender`] }),
    output: { ...base.output, chunkFilename: `${name}.[name].[contenthash:8].js` },
    plugins: [
      ...base.plugins,
      new HtmlWebpackPlugin({
        template: path.join(appDir, template),
        filename: `${name}.html`,
        chunks: [name],
      }),
      ...(prerender?.variants ?? []).map(
        (variant) =>
          new HtmlWebpackPlugin({
            templateContent: prerenderedTemplate(
              path.join(prerenderDir(appDir), `${name}.cjs`),
              path.join(appDir, template),
              variant,
            ),
            filename: `${name}.${variant}.html`,
            chunks: [name],
          }),
      ),
      ...precompress(mode),
    ],
  }
}

module.exports = {
  createHostConfig,
  createPageConfig,
  createPrerenderConfig,
  createScriptConfig,
  HOST_NAME,
}
