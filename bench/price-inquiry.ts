/**
 * Price inquiry benchmark (issue 28): the price of a 50-line cart for a shop and a
 * channel, in one `POST /api/store-price/inquiry` over the real HTTP server, with 10 price lists and
 * 100,000 goods in tenant 100001 (each extra list holds a third of the goods).
 *
 *   pnpm bench price-inquiry [--goods 100000] [--engines pglite,postgres] [--iterations 400] [--warmup 50]
 *                            [--pg-url postgres://…]
 *
 * Writes bench/results/price-inquiry-<UTC stamp>.json and .md.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { Engine } from '../apps/server/src/core/db/database'
import { tokenFor } from '../apps/server/src/test/app'
import { startBenchApp, type BenchApp } from './lib/bench-app'
import { pgUrlOption } from './lib/postgres'
import { logSince, machineFacts, mdTable, round, textTable, writeReport } from './lib/report'
import { cleanupMark, cleanupTo, cleanUpOnSignals } from './lib/run-state'

const { values: argv } = parseArgs({
  options: {
    goods: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    iterations: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '50' },
    'pg-url': pgUrlOption,
  },
  allowPositionals: false,
})
const GOODS = Number(argv.goods)
const ENGINES = argv.engines.split(',') as Engine[]
const ITERATIONS = Number(argv.iterations)
const WARMUP = Number(argv.warmup)
const LINES = 50
const LISTS = 10
const TENANT = '100001'
const INQUIRY = '/api/store-price/inquiry'

const startedAt = new Date()
const suiteStart = performance.now()
const log = logSince(suiteStart)
cleanUpOnSignals(() => undefined)

/** Copies of a demo goods up to GOODS, and lists up to LISTS (retail, channel, shop group), each with a third of the copies. */
async function fill(bench: BenchApp) {
  return bench.app.db.withTenant({ tenantId: TENANT }, async (tx) => {
    const q = async <R>(text: string, params: unknown[] = []) =>
      (await tx.$client.query(text, params)).rows as R[]
    const count = async (table: string) =>
      Number((await q<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n)
    // filling 100k goods and their list items outlasts the server's per-statement limit (30 s)
    await q('SET LOCAL statement_timeout = 0')
    const copies = GOODS - (await count('goods_item'))
    await q(
      `INSERT INTO goods_item
       SELECT (jsonb_populate_record(NULL::goods_item, to_jsonb(g) || jsonb_build_object(
         'id', 900000000000 + s,
         'goods_code', 'BENCH' || s,
         'barcode', NULL,
         'trade_name', g.trade_name || ' ' || s,
         'retail_price', round((1 + (s % 500)) * 1.37, 2)
       ))).*
       FROM (SELECT * FROM goods_item WHERE is_deleted = 0 ORDER BY id LIMIT 1) g, generate_series(1, $1::int) s`,
      [copies],
    )
    const [shops] = await q<{ shop_ids: string }>(
      'SELECT shop_ids FROM price_list WHERE shop_ids IS NOT NULL LIMIT 1',
    )
    const scopes = [
      ['retail', null, null],
      ['channel', 'online', null],
      ['shop_group', null, shops!.shop_ids],
    ] as const
    for (let i = await count('price_list'); i < LISTS; i++) {
      const [scope, value, shopIds] = scopes[i % scopes.length]!
      const listId = 910000000000 + i
      await q(
        `INSERT INTO price_list (id, code, name, scope, scope_value, shop_ids, priority)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [listId, `BENCH-${i}`, `基准价目表${i}`, scope, value, shopIds, 5 + i * 3],
      )
      await q(
        `INSERT INTO price_list_item (id, list_id, goods_id, mode, price_fen)
         SELECT 920000000000 + $1::bigint * 1000000 + s, $2::bigint, 900000000000 + s, 'fixed', 100 + (s * $1::int) % 9000
         FROM generate_series(1, $3::int) s WHERE s % 3 = $1::int % 3`,
        [i, listId, copies],
      )
    }
    await q('ANALYZE')
    return {
      goods: await count('goods_item'),
      lists: await count('price_list'),
      items: await count('price_list_item'),
      copies,
      shopId: shops!.shop_ids.split(',')[0]!,
    }
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

async function measure(engine: Engine) {
  const mark = cleanupMark()
  const bench = await startBenchApp(engine, argv['pg-url'], log)
  try {
    log(`${engine}: filling ${GOODS} goods and ${LISTS} lists`)
    const t0 = performance.now()
    const { shopId, copies, ...sizes } = await fill(bench)
    const fillMs = Math.round(performance.now() - t0)
    const token = await tokenFor(bench.app, TENANT, 'admin')
    const cart = (n: number) =>
      Array.from({ length: LINES }, (_, i) => String(900000000000 + 1 + ((n * 7919 + i * 1999) % copies)))
    const ask = async (n: number) => {
      const started = performance.now()
      const res = await fetch(`${bench.origin}${INQUIRY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'blade-auth': `bearer ${token}` },
        body: JSON.stringify({ goodsIds: cart(n), shopId, channel: 'online' }),
      })
      const body = (await res.json()) as { success: boolean; data: { priceFen: number | null }[] }
      if (!body.success || body.data.length !== LINES || body.data.some((a) => a.priceFen === null))
        throw new Error(`inquiry failed: ${JSON.stringify(body).slice(0, 300)}`)
      return performance.now() - started
    }
    log(`${engine}: ${WARMUP} warm-up carts, then ${ITERATIONS} timed`)
    for (let i = 0; i < WARMUP; i++) await ask(i)
    const times: number[] = []
    for (let i = 0; i < ITERATIONS; i++) times.push(await ask(WARMUP + i))
    const sorted = [...times].sort((a, b) => a - b)
    return {
      engine,
      ...sizes,
      fillMs,
      iterations: ITERATIONS,
      meanMs: round(times.reduce((a, b) => a + b, 0) / times.length, 2),
      p50Ms: round(percentile(sorted, 0.5), 2),
      p90Ms: round(percentile(sorted, 0.9), 2),
      p99Ms: round(percentile(sorted, 0.99), 2),
      maxMs: round(sorted.at(-1)!, 2),
    }
  } finally {
    await cleanupTo(mark)
  }
}

const machine = machineFacts()
const results = []
for (const engine of ENGINES) results.push(await measure(engine))
const HEAD = [
  'engine',
  'goods',
  'lists',
  'list items',
  'carts',
  'mean ms',
  'p50 ms',
  'p90 ms',
  'p99 ms',
  'max ms',
]
const rows = results.map((r) => [
  r.engine,
  r.goods,
  r.lists,
  r.items,
  r.iterations,
  r.meanMs,
  r.p50Ms,
  r.p90Ms,
  r.p99Ms,
  r.maxMs,
])
const markdown = [
  `# Price inquiry benchmark — ${startedAt.toISOString()}`,
  '',
  `Command: \`pnpm bench price-inquiry ${process.argv.slice(2).join(' ')}\``,
  '',
  '## Machine',
  '',
  mdTable(
    ['fact', 'value'],
    [
      ['CPU', `${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB`],
      ['load average at start (1 min)', String(machine.loadAverage[0])],
      ['OS, Node, pnpm', `${machine.os}, ${machine.node}, ${machine.pnpm ?? '?'}`],
      ['commit', `${machine.gitCommit ?? '?'}${machine.gitDirty ? ' (dirty)' : ''}`],
    ],
  ),
  '',
  '## Settings',
  '',
  `- Tenant ${TENANT} filled to ${GOODS} goods and ${LISTS} price lists (the demo's 4, then retail, ` +
    'channel and shop-group lists of rising priority, each with a fixed price for a third of the goods).',
  `- One cart = ${LINES} goods asked in one \`POST ${INQUIRY}\` with a shop and the channel \`online\` ` +
    '(every list scope applies to some line); a different cart each call, one call at a time, over loopback HTTP ' +
    `through the whole server (auth, validation, tenant transaction, three queries). ${WARMUP} warm-up carts, then ${ITERATIONS} timed.`,
  '- The inquiry answers a whole cart in one call (up to 200 goods): no batch endpoint was needed.',
  '',
  '## Inquiry of a 50-line cart',
  '',
  mdTable(HEAD, rows),
  '',
].join('\n')
const files = writeReport(
  'price-inquiry',
  startedAt,
  { suite: 'price-inquiry', startedAt: startedAt.toISOString(), machine, results },
  markdown,
)
console.log(`\n${textTable(HEAD, rows)}\n\n${files.md}`)
