import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName } from '../../test/app'
import { client, tokenFor } from '../access/access-test-kit'

const MENU = '/api/blade-system/menu'
const HAN = /\p{Script=Han}/u

interface Node {
  code: string
  title: string
  view: string
  applicationName: string | null
  meta: { i18n: Record<string, string> }
  children?: Node[]
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])

/** Every text a node shows in English: the fields in the caller's language and its English name. */
const englishTexts = (n: Node) => [n.title, n.view, n.applicationName ?? '', n.meta.i18n.en ?? '']

describe(`§1 the menus in English (${engineName})`, () => {
  let app: FastifyInstance
  let http: ReturnType<typeof client>

  beforeAll(async () => {
    app = await buildTestApp()
    http = client(app)
  })
  afterAll(() => app.close())

  it.each([
    ['100001', 'admin'],
    ['100002', 'admin'],
    ['000000', 'admin'],
    ['100001', 'clerk'],
  ])(
    '§1 the English menu tree and application bar of %s %s hold no Chinese character',
    async (tenant, account) => {
      const token = await tokenFor(app, tenant, account)
      const routes = await http.get(token, `${MENU}/routes?lang=en`)
      const nodes = flat(routes.json().data as Node[])
      expect(nodes.length).toBeGreaterThan(5)
      const chinese = nodes.filter((n) => englishTexts(n).some((text) => HAN.test(text)))
      expect(chinese.map((n) => [n.code, ...englishTexts(n)])).toEqual([])

      const applications = (await http.get(token, `${MENU}/applicationInfoList?lang=en`)).json().data as {
        code: string
        title: string
      }[]
      expect(applications.length).toBeGreaterThan(0)
      expect(applications.filter((a) => HAN.test(a.title))).toEqual([])
    },
  )
})
