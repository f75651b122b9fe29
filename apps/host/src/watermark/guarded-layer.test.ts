import { layerStyle, mountGuardedLayer } from './guarded-layer'

const tile = { url: 'data:image/png;base64,AAAA', width: 281, height: 192 }
/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const layers = () => [...document.body.children].filter((el) => el.getAttribute('aria-hidden') === 'true')

describe('watermark layer (spec §3: the user cannot remove it from the page)', () => {
  let remove: () => void
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>'
    remove = mountGuardedLayer(document.body, layerStyle(tile))
  })
  afterEach(() => remove())

  test('covers the window with the repeated tile and lets clicks through', () => {
    const [layer] = layers() as HTMLElement[]
    expect(layer!.style.position).toBe('fixed')
    expect(layer!.style.pointerEvents).toBe('none')
    expect(layer!.style.backgroundImage).toContain(tile.url)
    expect(layer!.style.backgroundSize).toBe('281px 192px')
  })

  test('a deleted layer is put back', async () => {
    layers()[0]!.remove()
    await settle()
    expect(layers()).toHaveLength(1)
    document.body.innerHTML = ''
    await settle()
    expect(layers()).toHaveLength(1)
  })

  test('a changed style is restored', async () => {
    const layer = layers()[0] as HTMLElement
    const before = layer.getAttribute('style')
    layer.style.display = 'none'
    await settle()
    expect(layer.getAttribute('style')).toBe(before)
    layer.setAttribute('style', 'opacity: 0')
    await settle()
    expect(layer.getAttribute('style')).toBe(before)
  })

  test('an attribute that would hide it is taken off', async () => {
    const layer = layers()[0] as HTMLElement
    layer.setAttribute('hidden', '')
    layer.className = 'gone'
    await settle()
    expect(layer.hasAttribute('hidden')).toBe(false)
    expect(layer.hasAttribute('class')).toBe(false)
  })

  test('the shell itself can remove it for good', async () => {
    remove()
    await settle()
    expect(layers()).toHaveLength(0)
  })
})
