import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName, freshAddress, CLIENT_AUTH } from '../../test/app'

/** A password sign-in of an account nobody has, from `remoteAddress`, forwarded for `client`. */
async function signIn(app: FastifyInstance, remoteAddress: string, client: string): Promise<string> {
  const username = `nobody${randomBytes(4).toString('hex')}`
  const res = await app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?grant_type=password&tenantId=100001&username=${username}&password=Wrong%4012345`,
    headers: { authorization: CLIENT_AUTH, 'x-forwarded-for': client },
    remoteAddress,
  })
  return res.json().error as string
}

/** Issue 9 "Many nodes": behind a load balancer, failed sign-ins are counted per client, not per balancer. */
describe(`STOREDESK_TRUST_PROXY (${engineName})`, () => {
  it('a trusted balancer’s X-Forwarded-For is the client address: one client’s failure asks no captcha of another', async () => {
    const balancer = freshAddress()
    const app = await buildTestApp({ env: { STOREDESK_TRUST_PROXY: balancer } })
    try {
      expect(await signIn(app, balancer, freshAddress())).toBe('invalid_grant')
      expect(await signIn(app, balancer, freshAddress())).toBe('invalid_grant')
    } finally {
      await app.close()
    }
  })

  it('unset, the forwarded header is ignored: every client behind one address shares its failure count', async () => {
    const balancer = freshAddress()
    const app = await buildTestApp()
    try {
      expect(await signIn(app, balancer, freshAddress())).toBe('invalid_grant')
      expect(await signIn(app, balancer, freshAddress())).toBe('captcha_required')
    } finally {
      await app.close()
    }
  })
})
