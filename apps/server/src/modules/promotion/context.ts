import type { TenantWork } from '../../core/tenant-work'

/** One request's work in the promotions area: its transaction, who acts, and how they read times and messages. */
export type PromContext = TenantWork
