'use strict'
const path = require('node:path')
/**
 * The libraries the host and every federated sub-app share as singletons (ARCHITECTURE.md §1): one
 * React, one router, one antd (so the host's theme reaches sub-app buttons), one i18next, one bridge.
 *
 * MF shares whole packages (no tree shaking across the boundary), so this list is the cost side of
 * federation: a package belongs here only when sub-apps use it and a second copy would break (context,
 * singletons) or cost more than sharing it whole — @ant-design/icons is left out for that reason: shared, the
 * host would carry every icon (measured: sharing it made the shell after login 856 KiB gzip instead of 707); unshared, each
 * bundle keeps only the icons it draws. `react-dom/client` and the bridge's `/react` entry are
 * separate requests and need their own keys (the trailing-slash form), or a second React appears.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-router',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/pro-components',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'dayjs',
  'dayjs/',
  '@store/bridge',
  '@store/bridge/',
  '@store/request',
  '@store/ui',
  '@store/i18n',
]

/**
 * Shared config for Module Federation. Versions are not enforced by MF (`requiredVersion: false`):
 * the workspace pins one version of each, and the bridge's own major check guards the one contract
 * that matters across releases.
 * @param {{ eager?: boolean }} [options]
 */
function sharedSingletons({ eager = false } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((key) => [key, { singleton: true, requiredVersion: false, eager }]),
  )
}

/**
 * The host's shared config: the singletons, except that antd is only provided, never consumed. Shared
 * under its package name, antd would be one module holding every component, and the shell would load
 * all of it before it draws a button (≈440 KiB gzip). Instead the host imports antd like any package
 * (tree-shaken) and provides `antd` to sub-apps from `src/antd-shared.ts`, a file no host code imports,
 * so nothing in the host consumes it (a path key provides and consumes only that file). The same
 * version is what sub-apps ask for; the host registers first, so its copy is the one they get.
 * @param {string} appDir
 */
function hostShared(appDir) {
  const { antd, ...others } = sharedSingletons()
  const antdEntry = path.join(appDir, 'src/antd-shared.ts')
  const { version } = require(require.resolve('antd/package.json', { paths: [appDir] }))
  return { ...others, [antdEntry]: { ...antd, shareKey: 'antd', version } }
}

/**
 * A federated sub-app's shared config. In production the host always provides these packages, so the
 * sub-app's release carries no fallback copy of them (`import: false`): before, every release built,
 * minified and shipped its own antd, pro-components, React and router (4.2 MB of the template's 4.3 MB
 * of JavaScript, most of its build time), which no browser ever loaded. The prefix keys (`react/`,
 * `dayjs/`…) keep their fallbacks: they cover whichever subpath the sub-app imports, and the host
 * provides only the subpaths it imports itself. Development builds keep every fallback, so a sub-app's
 * standalone page runs without the host.
 * @param {'production' | 'development'} mode
 */
function remoteShared(mode) {
  const shared = sharedSingletons()
  if (mode !== 'production') return shared
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      key.endsWith('/') ? config : { ...config, import: false },
    ]),
  )
}

module.exports = { SINGLETONS, sharedSingletons, hostShared, remoteShared }
