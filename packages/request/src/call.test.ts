import { DetailQuery, IdsBody, IdsQuery, defineEndpoint, inboxEndpoints } from '@store/contract'
import { call } from './call'
import type { Api } from './client'

type FakeApi = Api & Record<'get' | 'post' | 'put' | 'delete', jest.Mock>
const fakeApi = () => {
  const answer = jest.fn(async () => 'answer')
  return { get: answer, post: answer, put: answer, delete: answer } as unknown as FakeApi
}

const { page, read } = inboxEndpoints
const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/test/shelf/remove',
  summary: 'remove shelves',
  query: IdsQuery,
  reply: DetailQuery,
})
const save = defineEndpoint({
  method: 'PUT',
  path: '/api/test/shelf/save',
  summary: 'save shelves',
  body: IdsBody,
  reply: IdsBody,
})

describe('call: a contract endpoint through the API client', () => {
  it('a GET sends the query as params and resolves with what the client unwrapped', async () => {
    const api = fakeApi()
    await expect(call(api, page, { query: { current: 2 }, timeout: 5 })).resolves.toBe('answer')
    expect(api.get).toHaveBeenCalledWith(page.path, { current: 2 }, { timeout: 5 })
  })

  it('a query of optional fields may be left out', async () => {
    const api = fakeApi()
    await call(api, page)
    expect(api.get).toHaveBeenCalledWith(page.path, undefined, {})
  })

  it('a POST sends the body as JSON and the query as params', async () => {
    const api = fakeApi()
    await call(api, read, { query: { type: 2 }, body: { ids: '1,2' } })
    expect(api.post).toHaveBeenCalledWith(read.path, { ids: '1,2' }, { params: { type: 2 } })
  })

  it('a PUT sends the body; a DELETE the query', async () => {
    const api = fakeApi()
    await call(api, save, { body: ['1'] })
    expect(api.put).toHaveBeenCalledWith(save.path, ['1'], { params: undefined })
    await call(api, remove, { query: { ids: '1' } })
    expect(api.delete).toHaveBeenCalledWith(remove.path, { ids: '1' }, { data: undefined })
  })

  it('checks the query and body against the endpoint at compile time', () => {
    const api = fakeApi()
    const typed = async () => {
      // @ts-expect-error a required query is missing
      await call(api, remove)
      // @ts-expect-error the body holds ids, not numbers
      await call(api, save, { body: [1] })
      // @ts-expect-error the endpoint takes no body
      await call(api, page, { body: { name: 'x' } })
      const unread: number = (await call(api, inboxEndpoints.unreadCount)).total
      return unread
    }
    expect(typed).toBeInstanceOf(Function)
  })
})
