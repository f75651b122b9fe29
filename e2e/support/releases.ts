import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './server'

/**
 * A fresh apps folder for one test server, holding the sub-app releases `pnpm test` built into
 * e2e/.releases (each sub-app at its version, and child-store-demo also as 2.0.0).
 */
export function copyReleases(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storedesk-e2e-apps-'))
  cpSync(join(repoRoot, 'e2e/.releases'), dir, { recursive: true })
  return dir
}
