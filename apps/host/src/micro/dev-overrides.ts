import { microRegistryEndpoints } from '@store/contract'
import { call, type Api } from '@store/request'
import { STORAGE_PREFIX } from '../session'
import { readStored } from '../store/persist'
import type { MicroAppEntry } from './registry'

/**
 * This browser's override list (docs/sub-apps.md "Develop against the live shell"): sub-app name →
 * the entry of a development remote (`http://localhost:3001/mf-manifest.json`), kept in localStorage.
 */
export const OVERRIDES_KEY = `${STORAGE_PREFIX}microOverrides`
/** The version an overridden sub-app runs as: a developer's build, not a release (never reported). */
export const DEV_VERSION = '0.0.0-dev'

export type Overrides = Readonly<Record<string, string>>

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The stored overrides whose address is an http(s) URL; anything else in the list is ignored. */
export function readOverrides(): Overrides {
  const stored = readStored<unknown>(OVERRIDES_KEY)
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {}
  return Object.fromEntries(Object.entries(stored).filter(([, url]) => isHttpUrl(url)))
}

/** The overrides this page runs with, for the shell's banner. */
let active: Overrides = {}
const listeners = new Set<() => void>()
function setActive(next: Overrides) {
  active = next
  for (const listener of listeners) listener()
}

export const devOverrides = {
  active: () => active,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Empties this browser's list; the page reloads to mount the released builds again. */
  clear() {
    localStorage.removeItem(OVERRIDES_KEY)
    setActive({})
  },
}

/** In a development build the shell honours overrides without asking the server. */
const inDevelopment = () => process.env.NODE_ENV === 'development'

async function overridesAllowed(api: Api): Promise<boolean> {
  if (inDevelopment()) return true
  try {
    return (await call(api, microRegistryEndpoints.devOverride)).allowed
  } catch {
    return false
  }
}

/**
 * The registry as this browser runs it: each overridden (non-iframe) sub-app loads from its development
 * remote, when the build is a development one or the tenant allows overrides (`micro.devOverride`);
 * otherwise the list is ignored. The server is asked only when the list names a sub-app.
 */
export async function withOverrides(api: Api, entries: MicroAppEntry[]): Promise<MicroAppEntry[]> {
  const stored = readOverrides()
  const named = entries.filter((e) => !e.iframe && e.name in stored)
  const honoured = named.length > 0 && (await overridesAllowed(api))
  setActive(honoured ? Object.fromEntries(named.map((e) => [e.name, stored[e.name]!])) : {})
  if (!honoured) return entries
  return entries.map((e) =>
    e.name in active ? { ...e, entry: active[e.name]!, version: DEV_VERSION, bridge: null } : e,
  )
}
