/**
 * A small time-limited cache whose misses are single-flight: when an entry expires under load, one
 * lookup runs and every concurrent caller waits for it instead of running its own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>()

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key)
    if (hit && hit.until > Date.now()) return hit.value
    const value = load()
    this.entries.set(key, { value, until: Date.now() + this.ttlMs })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  /** Forgets the entries whose key matches (every entry without a test): the next get loads afresh. */
  invalidate(matches: (key: string) => boolean = () => true): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key)
  }
}
