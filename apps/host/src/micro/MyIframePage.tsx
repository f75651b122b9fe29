import { NotAvailable } from './frames'
import { IframeView, safeFrameUrl } from './IframeView'

/**
 * /myiframe/{routerPath}: an external page named by the menu. The address comes from the `src` query
 * parameter (menus link `/myiframe/<name>?src=<url>`); only http(s) pages are embedded.
 */
export function MyIframePage({ path }: { path: string }) {
  const [pathname, query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  const src = safeFrameUrl(params.get('src'))
  const title = params.get('name') ?? pathname!.replace(/^\/myiframe\/?/, '')
  return src ? <IframeView src={src} title={title} /> : <NotAvailable />
}
