/**
 * The bridge's contract version. A sub-app records the version it was built against; the host refuses
 * a sub-app whose major differs from its own, because the state shape or a service may have changed
 * under it. Minor versions only add: a sub-app built against 1.2 runs in a host with 1.5 and with 1.0
 * (it must feature-test what 1.1+ added).
 */
export const BRIDGE_VERSION = '1.4.0'

export function majorOf(version: string): number {
  const major = Number.parseInt(version, 10)
  if (!Number.isInteger(major) || major < 0) throw new TypeError(`not a version: ${version}`)
  return major
}

export type Compatibility = { ok: true } | { ok: false; host: number; subApp: number }

/** Whether a sub-app built against `subAppVersion` (a version or a bare major) may run in this host. */
export function checkCompatibility(
  subAppVersion: string | number,
  hostVersion = BRIDGE_VERSION,
): Compatibility {
  const host = majorOf(hostVersion)
  const subApp = typeof subAppVersion === 'number' ? subAppVersion : majorOf(subAppVersion)
  return host === subApp ? { ok: true } : { ok: false, host, subApp }
}
