const DAY = 86_400_000

/** yyyy-MM-dd (UTC) `offset` days from today: for demo and test qualifications and invoices. */
export const dayFrom = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)
