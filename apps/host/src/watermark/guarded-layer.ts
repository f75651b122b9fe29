/** The layer's own attributes; any other (hidden, a class that hides it) is taken off again. */
const OWN_ATTRIBUTES = new Set(['style', 'aria-hidden'])

/**
 * A layer over the page that a user cannot get rid of from the developer tools by deleting its node or
 * editing its attributes: a removed layer is put back and a changed style is restored at once. Returns
 * the function that really removes it (sign-out, a new setting).
 */
export function mountGuardedLayer(parent: HTMLElement, cssText: string): () => void {
  const layer = parent.ownerDocument.createElement('div')
  layer.setAttribute('aria-hidden', 'true')
  layer.style.cssText = cssText
  // what the browser made of cssText: the value a tampered style is compared with
  const style = layer.getAttribute('style') ?? ''
  parent.appendChild(layer)

  const restore = () => {
    if (layer.getAttribute('style') !== style) layer.setAttribute('style', style)
    for (const name of layer.getAttributeNames()) if (!OWN_ATTRIBUTES.has(name)) layer.removeAttribute(name)
    if (layer.getAttribute('aria-hidden') !== 'true') layer.setAttribute('aria-hidden', 'true')
    if (layer.parentNode !== parent) parent.appendChild(layer)
  }
  const observer = new MutationObserver(restore)
  observer.observe(parent, { childList: true })
  observer.observe(layer, { attributes: true })
  return () => {
    observer.disconnect()
    layer.remove()
  }
}

/** The layer's style: the tile repeated over the whole window, above everything, never in the way of a click. */
export const layerStyle = (tile: { url: string; width: number; height: number }): string =>
  [
    'position: fixed',
    'inset: 0',
    'z-index: 99999',
    'pointer-events: none',
    `background-image: url("${tile.url}")`,
    'background-repeat: repeat',
    `background-size: ${tile.width}px ${tile.height}px`,
  ].join('; ')
