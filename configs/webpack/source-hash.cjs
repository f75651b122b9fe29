'use strict'
/**
 * The content hash of what a build is made from: the app's own files, the sources of every workspace
 * package it depends on (followed through their own `workspace:` dependencies), the shared build
 * presets and the lockfile (the versions of everything installed). Two checkouts with the same hash
 * build the same output, so a build stamped with it (`source` in storedesk-release.json, `storedesk-build.json`
 * for the host) is reused instead of built again (docs/builds.md).
 *
 * Tests, docs and build output are left out: changing them changes no bundle.
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.join(__dirname, '../..')
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage', '__snapshots__'])
const SKIPPED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.md$|^jest\.config\.cjs$|^tsconfig(\..+)?\.json$/
/** Files outside the app that every build reads. */
const SHARED_INPUTS = ['configs/webpack', 'configs/package.json', 'pnpm-lock.yaml']

/** @param {string} dir @param {string[]} out absolute paths of the files under dir, unsorted */
function collectFiles(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        collectFiles(path.join(dir, entry.name), out)
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      out.push(path.join(dir, entry.name))
    }
  }
  return out
}

/** @param {string} dir */
function workspaceDependencies(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const all = { ...manifest.dependencies, ...manifest.devDependencies }
  return Object.entries(all)
    .filter(([, spec]) => String(spec).startsWith('workspace:'))
    .map(([name]) => fs.realpathSync(path.join(dir, 'node_modules', name)))
}

/** The app's folder and the folders of its workspace dependencies, each once. @param {string} appDir */
function inputFolders(appDir) {
  const seen = new Set()
  const visit = (dir) => {
    if (seen.has(dir)) return
    seen.add(dir)
    workspaceDependencies(dir).forEach(visit)
  }
  visit(fs.realpathSync(appDir))
  return [...seen]
}

/**
 * @param {string} appDir absolute path of the app
 * @param {string[]} [extra] more values the output depends on (the release version, the mode)
 * @returns {string} hex sha256
 */
function sourceHash(appDir, extra = []) {
  const files = inputFolders(appDir).flatMap((dir) => collectFiles(dir, []))
  for (const input of SHARED_INPUTS) {
    const full = path.join(ROOT, input)
    if (fs.statSync(full).isDirectory()) collectFiles(full, files)
    else files.push(full)
  }
  const hash = crypto.createHash('sha256')
  for (const value of extra) hash.update(`${value}\0`)
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${path.relative(ROOT, file)}\0`)
    hash.update(fs.readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

module.exports = { sourceHash }
