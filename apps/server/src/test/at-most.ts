/**
 * Runs `n` tasks together with at most `limit` in flight: every transaction waits for a pooled
 * connection at most 10 s, and the embedded engine has one, so an unbounded crowd's tail would
 * time out waiting instead of reaching the guarded row (on PostgreSQL the `limit` run truly in parallel).
 */
export async function atMost<T>(limit: number, n: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(n)
  let next = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      results[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}
