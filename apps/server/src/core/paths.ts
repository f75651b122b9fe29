import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The server package folder, whether running from src (tests, tsx) or from the dist bundle. */
function findServerRoot(from: string): string {
  let dir = from
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'src/migrations'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`Cannot find the server package above ${from}`)
    dir = parent
  }
  return dir
}

export const serverRoot = findServerRoot(__dirname)
export const migrationsDir = join(serverRoot, 'src/migrations')
export const repoRoot = join(serverRoot, '../..')
