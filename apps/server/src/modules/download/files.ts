import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Config } from '../../config'
import { isInMemory } from '../../core/db/embedded'

/**
 * Where finished exports (and import error reports, which are download records too) are kept:
 * `files/exports/<tenant>/<record id>.xlsx` under the data folder; uploaded files waiting for their
 * import: `files/uploads/<tenant>/<history id>.xlsx`.
 */
export class ExportFiles {
  constructor(readonly dir: string) {}

  pathOf(tenantId: string, recordId: string): string {
    return join(this.dir, 'exports', tenantId, `${recordId}.xlsx`)
  }

  uploadPathOf(tenantId: string, historyId: string): string {
    return join(this.dir, 'uploads', tenantId, `${historyId}.xlsx`)
  }

  async remove(tenantId: string, recordId: string): Promise<void> {
    const path = this.pathOf(tenantId, recordId)
    await Promise.all([rm(path, { force: true }), rm(`${path}.part`, { force: true })])
  }
}

/** The data folder's `files`; an in-memory database (tests) gets a temporary folder, removed on close. */
export async function openExportFiles(
  config: Config,
): Promise<{ files: ExportFiles; close(): Promise<void> }> {
  if (!isInMemory(config.dataDir)) {
    return { files: new ExportFiles(join(config.dataDir, 'files')), close: async () => {} }
  }
  const dir = await mkdtemp(join(tmpdir(), 'storedesk-files-'))
  return { files: new ExportFiles(dir), close: () => rm(dir, { recursive: true, force: true }) }
}
