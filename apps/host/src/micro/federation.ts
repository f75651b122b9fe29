import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import type { SubApp } from '@store/micro'
import { absoluteEntry, containerName, type MicroAppEntry } from './registry'

/** Which entry each remote is registered with: a new version (gray release) or a retry re-registers. */
const registered = new Map<string, string>()

/**
 * Load a federated sub-app's `./App` from the URL the registry names. Remotes are registered when first
 * needed, never at start-up (the eager strategy would fetch every remote's entry on load).
 */
export async function loadFederatedSubApp(
  entry: MicroAppEntry & { entry: string },
  retry: boolean,
): Promise<SubApp> {
  const name = containerName(entry.name)
  const url = absoluteEntry(entry.entry)
  if (retry || registered.get(name) !== url) {
    registerRemotes([{ name, entry: url }], { force: registered.has(name) })
    registered.set(name, url)
  }
  const module = await loadRemote<{ default: SubApp }>(`${name}/${entry.expose.replace(/^\.\//, '')}`)
  if (!module?.default?.Component) throw new Error(`${entry.name}: ${entry.expose} does not export a sub-app`)
  return module.default
}
