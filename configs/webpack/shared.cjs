'use strict'
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

module.exports = { SINGLETONS, sharedSingletons }
