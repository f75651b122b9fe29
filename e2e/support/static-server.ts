import { createReadStream, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
}

/**
 * A bare static file server on loopback with CORS: a CDN standing in for a sub-app's release folder.
 * `delayMs` holds every answer back that long (a slow CDN).
 */
export async function serveFolder(folder: string, port: number, { delayMs = 0 } = {}): Promise<Server> {
  const server = createServer((req, res) => setTimeout(() => answer(folder, req, res), delayMs))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** The file the request names, or 404. */
function answer(folder: string, req: IncomingMessage, res: ServerResponse) {
  const file = join(
    folder,
    normalize(decodeURIComponent(req.url!.split('?')[0]!)).replace(/^(\.\.[/\\])+/, ''),
  )
  try {
    if (!statSync(file).isFile()) throw new Error('not a file')
  } catch {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
  })
  createReadStream(file).pipe(res)
}
