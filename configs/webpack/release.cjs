'use strict'
/**
 * What a sub-app build records about itself: the version it is released as (STOREDESK_APP_VERSION,
 * set by scripts/release-subapp.mjs; else the app's package.json version) and the bridge version it was
 * built against. Both are compiled into the bundle (`__STOREDESK_APP_VERSION__`,
 * `__STORE_BRIDGE_VERSION__`) and written to `storedesk-release.json`, which the server reads when it
 * registers the release (docs/sub-apps.md). A production build also records `source`, the hash of what
 * it was built from (source-hash.cjs): a release of the same sources and version copies it instead of
 * building again.
 */
const fs = require('node:fs')
const path = require('node:path')
const webpack = require('webpack')
const { sourceHash } = require('./source-hash.cjs')

const RELEASE_FILE = 'storedesk-release.json'
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** @param {string} appDir */
function releaseInfo(appDir) {
  const manifest = readJson(path.join(appDir, 'package.json'))
  const version = process.env.STOREDESK_APP_VERSION || manifest.version
  if (!SEMVER.test(version)) throw new Error(`${manifest.name}: release version '${version}' is not x.y.z`)
  const bridgeManifest = require.resolve('@store/bridge/package.json', { paths: [appDir] })
  return { version, bridgeVersion: readJson(bridgeManifest).version }
}

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name the sub-app's name (= its base route without the slash)
 * @param {'federation' | 'qiankun'} options.component how the host mounts it
 * @param {string} options.entry the file the host loads first, relative to the release folder
 * @param {'production' | 'development'} options.mode
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function releasePlugins({ appDir, name, component, entry, mode }) {
  const { version, bridgeVersion } = releaseInfo(appDir)
  const descriptor = {
    name,
    version,
    component,
    entry,
    bridge: Number.parseInt(bridgeVersion, 10),
    bridgeVersion,
    ...(mode === 'production' ? { source: releaseSource(appDir, version) } : {}),
  }
  return [
    new webpack.DefinePlugin({
      __STOREDESK_APP_VERSION__: JSON.stringify(version),
      __STORE_BRIDGE_VERSION__: JSON.stringify(bridgeVersion),
    }),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('StoredeskRelease', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'StoredeskRelease', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              const json = `${JSON.stringify(descriptor, null, 2)}\n`
              compilation.emitAsset(RELEASE_FILE, new webpack.sources.RawSource(json))
            },
          )
        })
      },
    },
  ]
}

/** What a production release of `version` is built from. @param {string} appDir @param {string} version */
const releaseSource = (appDir, version) => sourceHash(appDir, ['production', version])

module.exports = { RELEASE_FILE, releasePlugins, releaseInfo, releaseSource }
