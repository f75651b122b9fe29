import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { MICRO_COMPONENTS, PLATFORM_TENANT_ID, type ReleaseManifest } from '@store/contract'
import { enterTenant, type Database } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { compareSemver, isAppName, isEntry, isHttpUrl, isSemver, releasePath } from './rules'
import { microApp, microAppVersion } from './schema'
import { MicroAppService } from './service'

/** The file a sub-app build carries in its folder: what it is and where its entry is. */
export const RELEASE_FILE = 'storedesk-release.json'

/** A release folder found on disk, with its entry as the registry names it. */
export type FoundRelease = ReleaseManifest & { entryUrl: string }

/** A manifest's entry as the registry names it: its own URL, or the file's path on this server. */
const entryUrlOf = (m: ReleaseManifest) =>
  isHttpUrl(m.entry) ? m.entry : `${releasePath(m.name, m.version)}${m.entry}`

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory()
const children = (dir: string) => readdirSync(dir).filter((n) => isDir(join(dir, n)))

/**
 * Why a release folder cannot be registered, or undefined when it can. The manifest must name the
 * folder it sits in (`<name>/<version>/`), and a relative entry must be a file of that folder.
 */
export function releaseProblem(folder: string, name: string, version: string, m: ReleaseManifest) {
  if (typeof m !== 'object' || m === null) return 'it is not a JSON object'
  if (m.name !== name || m.version !== version) return `it says ${m.name}@${m.version}`
  if (!isAppName(name) || !isSemver(version)) return 'the folder is not <name>/<semantic version>'
  if (!MICRO_COMPONENTS.includes(m.component)) return `component must be ${MICRO_COMPONENTS.join(' or ')}`
  if (!Number.isInteger(m.bridge) || m.bridge < 1) return 'bridge must be the bridge major (1, 2…)'
  if (typeof m.entry !== 'string' || !isEntry(name, version, entryUrlOf(m)))
    return `its entry ${String(m.entry)} is neither a file of the folder nor an http(s) URL`
  if (!isHttpUrl(m.entry) && !existsSync(join(folder, m.entry))) return `its entry ${m.entry} is missing`
  return undefined
}

/**
 * Every release folder under the apps folder (`<name>/<version>/storedesk-release.json`), in
 * semantic-version order per app; a broken one is logged and skipped.
 */
export function findReleases(appsDir: string, log: FastifyBaseLogger): FoundRelease[] {
  if (!isDir(appsDir)) return []
  const found: FoundRelease[] = []
  for (const name of children(appsDir).sort()) {
    const versions = children(join(appsDir, name)).filter(isSemver).sort(compareSemver)
    for (const version of versions) {
      const folder = join(appsDir, name, version)
      const file = join(folder, RELEASE_FILE)
      if (!existsSync(file)) continue
      let manifest: ReleaseManifest
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest
      } catch {
        log.warn({ file }, 'skipped a sub-app release: its release file is not JSON')
        continue
      }
      const problem = releaseProblem(folder, name, version, manifest)
      if (problem) {
        log.warn({ file, problem }, 'skipped a sub-app release')
        continue
      }
      found.push({ ...manifest, entryUrl: entryUrlOf(manifest) })
    }
  }
  return found
}

/**
 * Registers the release folders not yet published, so `pnpm start` serves copied builds with no admin
 * step. An app missing from the catalogue joins it at its own base route; an app's first version
 * becomes current. One transaction behind a table lock: nodes starting together register each once.
 */
export async function registerReleases(
  db: Database,
  ids: IdGenerator,
  appsDir: string,
  log: FastifyBaseLogger,
): Promise<string[]> {
  const releases = findReleases(appsDir, log)
  if (!releases.length) return []
  const service = new MicroAppService(ids)
  const registered = await db.withSystem(async (tx) => {
    await tx.execute(sql`LOCK TABLE micro_app_version IN EXCLUSIVE MODE`)
    await enterTenant(tx, PLATFORM_TENANT_ID)
    const added: string[] = []
    for (const r of releases) {
      const [known] = await tx
        .select({ version: microAppVersion.version })
        .from(microAppVersion)
        .where(and(eq(microAppVersion.name, r.name), eq(microAppVersion.version, r.version)))
      if (known) continue
      await tx
        .insert(microApp)
        .values({ id: ids.next(), name: r.name, baseroute: `/${r.name}`, component: r.component })
        .onConflictDoNothing()
      const [app] = await tx
        .select({ id: microApp.id })
        .from(microApp)
        .where(and(eq(microApp.name, r.name), eq(microApp.isDeleted, 0)))
      if (!app) {
        log.warn(
          { release: r, problem: `its base route /${r.name} belongs to another app` },
          'skipped a sub-app release',
        )
        continue
      }
      await service.publish(
        tx,
        { name: r.name, version: r.version, entry: r.entryUrl, bridge: r.bridge },
        { userId: null, timeZone: 'UTC' },
      )
      added.push(`${r.name}@${r.version}`)
    }
    return added
  })
  if (registered.length)
    log.info({ releases: registered, appsDir }, 'registered sub-app releases found on disk')
  return registered
}
