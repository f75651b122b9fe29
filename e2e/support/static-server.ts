import { createReadStream, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
}

/** A bare static file server on loopback with CORS: a CDN standing in for a sub-app's release folder. */
export async function serveFolder(folder: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
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
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
