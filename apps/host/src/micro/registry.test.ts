import {
  absoluteEntry,
  containerName,
  innerPath,
  microAppByMenu,
  microAppOf,
  type MicroAppEntry,
} from './registry'
import { safeFrameUrl } from './IframeView'

const app = (name: string, baseroute = `/${name}`): MicroAppEntry => ({
  name,
  baseroute,
  component: 'federation',
  iframe: false,
  url: null,
  expose: './App',
  version: '1.0.0',
  entry: `/apps/${name}/1.0.0/mf-manifest.json`,
  bridge: 1,
})

describe('micro-app routing rule (spec §2: micro-apps by base route)', () => {
  const entries = [app('huikeCRM'), app('child-store-demo'), app('workflow-micro')]

  it('a path belongs to the sub-app whose base route holds it, and only on a segment boundary', () => {
    expect(microAppOf(entries, '/child-store-demo/list')?.name).toBe('child-store-demo')
    expect(microAppOf(entries, '/child-store-demo')?.name).toBe('child-store-demo')
    expect(microAppOf(entries, '/child-store-demo-other/list')).toBeUndefined()
    expect(microAppOf(entries, '/wel/index')).toBeUndefined()
  })

  it('the longest base route wins when base routes nest', () => {
    const nested = [app('a', '/shop'), app('b', '/shop/admin')]
    expect(microAppOf(nested, '/shop/admin/users')?.name).toBe('b')
    expect(microAppOf(nested, '/shop/goods')?.name).toBe('a')
  })

  it('a fixed path outside every base route (spec §2 /ecshop/order/orderManagement) mounts the sub-app its menu names', () => {
    const shop = [app('microshop', '/microshop')]
    expect(microAppByMenu(shop, '/ecshop/order/orderManagement', 'microshop')).toMatchObject({
      name: 'microshop',
      baseroute: '/ecshop',
    })
    expect(microAppByMenu(shop, '/microshop/goods', 'microshop')?.baseroute).toBe('/microshop')
    expect(microAppByMenu(shop, '/ecshop/order/orderManagement')).toBeUndefined()
  })

  it('a menu item is routed inside its sub-app by stripping the base path, query kept', () => {
    const demo = entries[1]!
    expect(innerPath(demo, '/child-store-demo/detail/7?tab=2')).toBe('/detail/7?tab=2')
    expect(innerPath(demo, '/child-store-demo')).toBe('/')
    expect(innerPath(demo, '/child-store-demo?x=1')).toBe('/?x=1')
  })

  it('names the MF container exactly as the remote preset does', () => {
    const preset = jest.requireActual<{ containerName: (n: string) => string }>(
      '@store/configs/webpack/remote',
    )
    for (const name of ['child-store-demo', 'huikeCRM', 'base-expand-micro']) {
      expect(containerName(name)).toBe(preset.containerName(name))
    }
  })

  it('registry entries may be paths on this server or absolute CDN addresses', () => {
    expect(absoluteEntry('/apps/x/1.0.0/mf-manifest.json', 'http://host.test')).toBe(
      'http://host.test/apps/x/1.0.0/mf-manifest.json',
    )
    expect(absoluteEntry('https://cdn.test/x/mf-manifest.json', 'http://host.test')).toBe(
      'https://cdn.test/x/mf-manifest.json',
    )
  })
})

describe('/myiframe pages embed web pages only', () => {
  it('accepts http(s) and refuses script, data and file addresses', () => {
    expect(safeFrameUrl('https://help.example.com/a?b=1')).toBe('https://help.example.com/a?b=1')
    expect(safeFrameUrl('javascript:alert(1)')).toBeNull()
    expect(safeFrameUrl('data:text/html,<script>1</script>')).toBeNull()
    expect(safeFrameUrl('file:///etc/passwd')).toBeNull()
    expect(safeFrameUrl(null)).toBeNull()
  })
})
