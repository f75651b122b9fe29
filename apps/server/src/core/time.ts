const formatters = new Map<string, Intl.DateTimeFormat>()

/** `yyyy-MM-dd HH:mm:ss` in the given time zone (contract.md timestamps). */
export function formatDateTime(value: Date, timeZone: string): string {
  let fmt = formatters.get(timeZone)
  if (!fmt) {
    // The Swedish locale writes ISO-like "2026-11-23 09:04:25".
    fmt = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, fmt)
  }
  return fmt.format(value)
}
