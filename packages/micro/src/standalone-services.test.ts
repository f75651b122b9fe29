import { clientLogEndpoints } from '@store/contract'
import type { Api } from '@store/request'
import { standaloneServices } from './standalone-services'

/** A client that records what is posted and answers each post with the stored count. */
function recordingApi() {
  const posts: { url: string; body: unknown }[] = []
  const api = {
    post: async (url: string, body?: unknown) => {
      posts.push({ url, body })
      return Array.isArray(body) ? body.length : 0
    },
  } as unknown as Api
  return { api, posts }
}

describe('a sub-app running alone tracks operations as the host does', () => {
  it('saves each tracked operation at once as an operation-log record of the page it was made on', async () => {
    window.history.replaceState(null, '', '/goods/list?brand=1')
    const { api, posts } = recordingApi()
    const before = Date.now()
    standaloneServices(api, () => undefined).track({
      pageName: 'Goods',
      functionId: 'export',
      extras: { rows: 3 },
    })
    await Promise.resolve()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.url).toBe(clientLogEndpoints.saveOperations.path)
    const [record] = posts[0]!.body as Record<string, unknown>[]
    expect(record).toEqual({
      operationType: 'operation',
      menuName: 'Goods',
      operation: 'export',
      content: '{"rows":3}',
      path: '/goods/list?brand=1',
      timestamp: expect.any(Number),
    })
    expect(record!.timestamp as number).toBeGreaterThanOrEqual(before)
  })

  it('a failed save is dropped quietly', async () => {
    const api = { post: () => Promise.reject(new Error('offline')) } as unknown as Api
    expect(() => standaloneServices(api, () => undefined).track({ pageName: 'Goods' })).not.toThrow()
    await Promise.resolve()
  })
})
