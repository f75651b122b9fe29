import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import type { SubApp } from '@store/micro'
import { absoluteEntry, containerName, type MicroAppEntry } from './registry'

/** A sub-app the registry gives something to load: its entry for this tenant (gray release included). */
export type LoadableEntry = MicroAppEntry & { entry: string }

/** Each sub-app's latest registration: the name the runtime knows it by and the entry URL it loads. */
const registered = new Map<string, { name: string; url: string }>()
let registrations = 0

/**
 * Registers a remote with the URL the registry names, when first needed, never at start-up (the eager
 * strategy would fetch every remote's entry on load). Returns the name to load it by.
 *
 * Another version (a release made current, a gray-release pin) or a retry gets a registration of its own
 * under a new name; a retry of the same version reuses its container when its entry did arrive, so a
 * chunk that failed (a redeploy removed it) is asked for again by the container's own loader. The runtime's `force` would remove the old remote first, and removing a remote
 * drops from the share scope the shared modules it was the first to load, which the shell and the
 * other sub-apps still use: the next mount then fails with "Can not get 'antd'".
 */
function register(entry: LoadableEntry, retry: boolean): string {
  const container = containerName(entry.name)
  const url = absoluteEntry(entry.entry)
  const latest = registered.get(container)
  if (latest && latest.url === url && !retry) return latest.name
  const name = latest ? `${container}__${++registrations}` : container
  // Every version's entry defines the same global (a `var`: it cannot be deleted, only emptied); left
  // in place, the runtime would take the old version's container for the new one. Tabs open on the
  // old version keep the container they hold.
  if (latest && latest.url !== url) (globalThis as Record<string, unknown>)[container] = undefined
  registerRemotes([{ name, entry: url }])
  registered.set(container, { name, url })
  return name
}

/** The expose as the runtime names it (`./App` → `App`). */
const exposeOf = (entry: LoadableEntry): string => entry.expose.replace(/^\.\//, '')

/** Load a federated sub-app's `./App` from the URL the registry names. */
export async function loadFederatedSubApp(entry: LoadableEntry, retry: boolean): Promise<SubApp> {
  const name = register(entry, retry)
  const module = await loadRemote<{ default: SubApp }>(`${name}/${exposeOf(entry)}`)
  if (!module?.default?.Component) throw new Error(`${entry.name}: ${entry.expose} does not export a sub-app`)
  return module.default
}

/**
 * Fetches ahead what mounting the sub-app will need (issue 22 prefetch): its manifest and remote entry,
 * and the chunks its expose loads at once, through the runtime's own preload, so the mount reuses them.
 */
export function preloadFederatedSubApp(entry: LoadableEntry): Promise<void> {
  const name = register(entry, false)
  return preloadRemote([{ nameOrAlias: name, exposes: [exposeOf(entry)], resourceCategory: 'sync' }])
}
