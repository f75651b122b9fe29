/**
 * The bytes a sign-in's start-up calls put on the wire: each call as the shell sends it (Accept-Encoding
 * gzip, br), without compression, and the reload with the ETags it got (304s).
 *
 *   pnpm --dir bench exec tsx tools/wire-sizes.ts [--engine pglite|postgres] [--pg-url postgres://…]
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import type { Engine } from '../../apps/server/src/core/db/database'
import { tokenFor } from '../../apps/server/src/test/app'
import { startBenchApp } from '../lib/bench-app'
import { pgUrlOption } from '../lib/postgres'
import { cleanupTo, cleanupMark } from '../lib/run-state'
import { mdTable } from '../lib/report'

const { values: argv } = parseArgs({
  options: { engine: { type: 'string', default: 'pglite' }, 'pg-url': pgUrlOption },
})

/** What the shell asks for after a sign-in (host session start-up). */
const START_UP = [
  '/api/blade-auth/oauth/user-info',
  '/api/blade-system/menu/routes',
  '/api/blade-system/menu/buttons',
  '/api/blade-system/menu/tabs',
  '/api/blade-system/menu/hovs',
  '/api/blade-system/menu/hide-columns',
  '/api/blade-system/menu/applicationInfoList',
  '/api/blade-system/menu/list-printplans',
]

function get(origin: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; etag?: string; encoding?: string }>(
    (resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers }, (res) => {
          let bytes = 0
          res.on('data', (chunk: Buffer) => (bytes += chunk.length))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              bytes,
              etag: res.headers.etag,
              encoding: res.headers['content-encoding'],
            }),
          )
        })
        .on('error', reject)
    },
  )
}

const mark = cleanupMark()
try {
  const { app, origin } = await startBenchApp(argv.engine as Engine, argv['pg-url'], (m) => console.log(m))
  const token = await tokenFor(app, '100001', 'admin')
  const auth = { 'blade-auth': `bearer ${token}` }
  const rows: (string | number)[][] = []
  const total = { plain: 0, packed: 0, reload: 0 }
  for (const path of START_UP) {
    const plain = await get(origin, path, auth)
    const packed = await get(origin, path, { ...auth, 'accept-encoding': 'gzip, br' })
    const reload = await get(origin, path, {
      ...auth,
      'accept-encoding': 'gzip, br',
      ...(packed.etag && { 'if-none-match': packed.etag }),
    })
    total.plain += plain.bytes
    total.packed += packed.bytes
    total.reload += reload.bytes
    rows.push([path, plain.bytes, `${packed.bytes} (${packed.encoding ?? 'identity'})`, reload.status])
  }
  rows.push(['together', total.plain, total.packed, `${total.reload} bytes of bodies`])
  console.log(
    mdTable(['call (admin of 100001)', 'bytes plain', 'bytes as the shell gets them', 'reload'], rows),
  )
} finally {
  await cleanupTo(mark)
}
