// The workspace's sub-apps: apps/<dir> whose package.json says `"storedesk": { "subApp": true }`.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** @param {string} root the repository root @returns {{ dir: string, version: string }[]} */
export function subApps(root) {
  const appsDir = join(root, 'apps')
  return readdirSync(appsDir)
    .filter((dir) => existsSync(join(appsDir, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(appsDir, dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.storedesk?.subApp === true)
    .map(({ dir, manifest }) => ({ dir, version: manifest.version }))
}
