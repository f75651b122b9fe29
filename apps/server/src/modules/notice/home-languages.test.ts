import type { FastifyInstance } from 'fastify'
import { inboxEndpoints, shellLookupEndpoints } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'

describe(`§1 the home page’s notices and the footer’s version in every language (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it.each(['zh_CN', 'zh_HK', 'en'])(
    '§1 in %s the administrator of 100001 gets the latest notices and the current version',
    async (lang) => {
      const token = await tokenFor(app, '100001', 'admin')
      const headers = { ...auth(token), 'accept-language': lang }
      const notices = await app.inject({
        url: `${inboxEndpoints.page.path}?current=1&size=10`,
        headers,
      })
      expect([notices.statusCode, notices.json().data.total > 0]).toEqual([200, true])
      const version = await app.inject({ url: `${shellLookupEndpoints.version.path}?dataType=1`, headers })
      expect([version.statusCode, typeof version.json().data?.version]).toEqual([200, 'string'])
    },
  )
})
