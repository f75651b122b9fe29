/** Only web pages may be embedded: never javascript:, data: or file: addresses. */
export function safeFrameUrl(raw: string | null | undefined): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw, window.location.origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** An external page in a tab (registry apps with `iframe: true`, and /myiframe/{routerPath}). */
export function IframeView({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      className="sd-micro-iframe"
      src={src}
      title={title}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
