// A small round-robin load balancer for loopback clusters (`pnpm start:cluster`): HTTP requests and
// websocket upgrades go to the next node in turn; a node that refuses the connection is skipped.
import { createServer, request } from 'node:http'
import { connect } from 'node:net'

/** Starts the balancer on `host:port` in front of `targets` ([{ host, port }]); resolves with its server. */
export function startBalancer({ host = '127.0.0.1', port, targets }) {
  let next = 0
  const pick = () => targets[next++ % targets.length]

  const server = createServer((req, res) => {
    const forward = (tries) => {
      const target = pick()
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
        .filter(Boolean)
        .join(', ')
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor }
      const upstream = request(
        { host: target.host, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => {
        if (tries > 1 && !res.headersSent) return forward(tries - 1)
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
        res.end('no server node answered')
      })
      req.pipe(upstream)
    }
    forward(targets.length)
  })

  // Websockets: the raw upgrade request is replayed to one node and the two sockets are joined.
  server.on('upgrade', (req, socket, head) => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
    const forward = (tries) => {
      const target = pick()
      let joined = false
      const upstream = connect(target.port, target.host, () => {
        joined = true
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length) upstream.write(head)
        upstream.pipe(socket)
        socket.pipe(upstream)
      })
      upstream.on('error', () => {
        if (!joined && tries > 1) return forward(tries - 1)
        socket.destroy()
      })
      // a websocket has closed by its own frames before either side ends the TCP stream: end both
      const end = () => {
        upstream.destroy()
        socket.destroy()
      }
      upstream.on('end', end)
      socket.on('end', end)
      socket.on('error', end)
      socket.on('close', () => upstream.destroy())
    }
    forward(targets.length)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
