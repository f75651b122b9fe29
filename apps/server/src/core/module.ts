import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Tx } from './db/database'
import type { IdGenerator } from './ids'
import type { AppSeed } from './menus'

/** Registers a module's plugins on the root instance (so its fastify-plugin decorations are shared). */
export type ModuleSetup = (app: FastifyInstance, config: Config) => PromiseLike<unknown>

/** A demo tenant: its name and accounts (password and role alias each). */
export interface DemoTenant {
  tenantId: string
  tenantFullName: string
  users: readonly { account: string; password: string; realName: string; role: string }[]
}

/**
 * What the modules seeded before this one hand on (the shops and goods the members buy…). Each module
 * that hands something on adds its key here by declaration merging, in its manifest.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DemoSeeded {}

/** A role a demo tenant is seeded with: the buttons, tabs and HOVs carrying its codes are granted. */
export interface DemoRole {
  alias: string
  name: string
  codes?: readonly string[]
}

/** One demo tenant being seeded: every step runs in the seeding transaction, as that tenant. */
export interface DemoTenantSeeding {
  tx: Tx
  ids: IdGenerator
  tenant: DemoTenant
  /** whose demo data the tenant gets: its own, or (isolation tests) a demo tenant's */
  catalogue: string
  /** how many members (with their history) */
  members: number
  /** the roles it gets */
  roles: readonly DemoRole[]
  /** what the modules before this one seeded (a module's `dependsOn` guarantees its order) */
  seeded: DemoSeeded
}

/** The platform's data being seeded, once, on an empty database. */
export interface PlatformSeeding {
  tx: Tx
  ids: IdGenerator
}

/**
 * A server module's manifest (`modules/<name>/index.ts` exports it): what `app.ts` registers and what
 * the seeders run, in the order of `MODULES`.
 */
export interface ServerModule {
  /** its folder under `modules/` */
  name: string
  /** modules whose decorations or seeded data it needs at start: they come earlier in `MODULES` */
  dependsOn?: readonly string[]
  /** decorations the core's authentication guard relies on: registered before it */
  foundation?: ModuleSetup
  /** its routes, hooks and workers */
  routes?: ModuleSetup
  /** the areas it declares: applications with their menus, buttons, tabs and HOVs */
  applications?: readonly AppSeed[]
  /** the platform data every deployment needs */
  seedPlatform?: (seeding: PlatformSeeding) => Promise<void>
  /** its demo data for one demo tenant; what it returns is merged into `seeded` for the next modules */
  seedDemoTenant?: (seeding: DemoTenantSeeding) => Promise<Partial<DemoSeeded> | void>
}

export function defineModule(module: ServerModule): ServerModule {
  return module
}
