import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import type { SubApp } from '@store/micro'
import { absoluteEntry, containerName, type MicroAppEntry } from './registry'

/** A sub-app the registry gives something to load: its entry for this tenant (gray release included). */
export type LoadableEntry = MicroAppEntry & { entry: string }

/** Which entry each remote is registered with: a new version (gray release) or a retry re-registers. */
const registered = new Map<string, string>()

/** Whether the remote's entry has run: its container is on the page, with the shared modules it took. */
const containerArrived = (name: string): boolean =>
  (globalThis as Record<string, unknown>)[name] !== undefined

/**
 * Registers a remote with the URL the registry names, when first needed, never at start-up (the eager
 * strategy would fetch every remote's entry on load). Returns the remote's name. A retry registers the
 * remote again only when its entry never arrived: re-registering one that did drops from the share
 * scope the shared modules it was first to load ("Can not get 'antd'"), while a chunk that failed (a
 * redeploy removed it) is simply asked for again by the container's own loader.
 */
function register(entry: LoadableEntry, retry: boolean): string {
  const name = containerName(entry.name)
  const url = absoluteEntry(entry.entry)
  const stale = registered.get(name) !== url
  if (stale || (retry && !containerArrived(name))) {
    registerRemotes([{ name, entry: url }], { force: registered.has(name) })
    registered.set(name, url)
  }
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
