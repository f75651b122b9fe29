/** localStorage as the shell's state uses it: JSON values, a corrupt value read as missing. */
export function readStored<T>(key: string): T | undefined {
  const raw = localStorage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value))
}
