import type { Server } from 'node:http'

export interface BalancerTarget {
  host: string
  port: number
}

/** Starts the round-robin balancer on `host:port` in front of `targets`; resolves with its server. */
export function startBalancer(options: {
  host?: string
  port: number
  targets: BalancerTarget[]
}): Promise<Server>
