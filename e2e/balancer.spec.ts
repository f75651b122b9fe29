import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { startBalancer } from '../scripts/lib/balancer.mjs'
import { freePort } from './support/server'

/** A node that answers its name, and answers an upgrade by echoing on the raw socket. */
function node(name: string): Promise<Server> {
  const server = createServer((_req, res) => res.end(name))
  server.on('upgrade', (_req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n')
    socket.on('data', (data) => socket.write(`${name}:${data}`))
    socket.on('end', () => socket.end())
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const portOf = (server: Server) => (server.address() as AddressInfo).port
const close = (server: Server) => new Promise((resolve) => server.close(resolve))

/** `pnpm start:cluster`'s load balancer (scripts/lib/balancer.mjs). */
describe('the loopback load balancer', () => {
  const servers: Server[] = []
  let url: string
  let balancerPort: number
  let deadPort: number

  beforeAll(async () => {
    servers.push(await node('a'), await node('b'))
    deadPort = await freePort()
    balancerPort = await freePort()
    const targets = [
      ...servers.map((s) => ({ host: '127.0.0.1', port: portOf(s) })),
      { host: '127.0.0.1', port: deadPort },
    ]
    servers.push(await startBalancer({ port: balancerPort, targets }))
    url = `http://127.0.0.1:${balancerPort}`
  })
  afterAll(async () => {
    for (const server of servers) server.closeAllConnections()
    await Promise.all(servers.map(close))
  })

  it('sends requests to the nodes in turn and skips a node that refuses the connection', async () => {
    const answers: string[] = []
    for (let i = 0; i < 6; i++) answers.push(await (await fetch(`${url}/readyz`)).text())
    // the third and sixth turns fall on the dead node and go on to the next one
    expect(answers).toEqual(['a', 'b', 'a', 'b', 'a', 'b'])
  })

  it('passes a websocket upgrade through to one node, both ways', async () => {
    const socket = connect(balancerPort, '127.0.0.1')
    let received = ''
    socket.on('data', (d) => (received += d))
    socket.write('GET /socket.io/ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n')
    await new Promise((r) => setTimeout(r, 200))
    socket.write('ping')
    await new Promise((r) => setTimeout(r, 200))
    socket.destroy()
    expect(received).toContain('101 Switching Protocols')
    expect(received).toMatch(/[ab]:ping$/)
  })
})
