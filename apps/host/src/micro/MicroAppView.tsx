import { checkCompatibility } from '@store/bridge'
import { useBridge } from '@store/bridge/react'
import { FederatedView } from './FederatedView'
import { Failed, Incompatible, Loading, NotAvailable, useMicroTexts } from './frames'
import { IframeView, safeFrameUrl } from './IframeView'
import { QiankunView } from './QiankunView'
import { innerPath, microAppByMenu } from './registry'
import { useMicroRegistry } from './use-registry'

/**
 * The page of a tab whose path lies under a sub-app's base route: picks the sub-app from the tenant's
 * registry and mounts it the way its definition says (federation, qiankun or iframe).
 * `path` is the tab's full path with its query; `appName` the sub-app its menu names, for a fixed path
 * of the spec outside the app's base route.
 */
export function MicroAppView({ path, appName }: { path: string; appName?: string }) {
  const bridge = useBridge()
  const t = useMicroTexts()
  const registry = useMicroRegistry()
  if (registry.status === 'loading') return <Loading />
  if (registry.status === 'failed') {
    return <Failed name={t.noRegistry} message={registry.message} onRetry={() => window.location.reload()} />
  }
  const app = microAppByMenu(registry.entries, path.split('?')[0]!, appName)
  if (!app) return <NotAvailable />
  if (app.iframe) {
    const src = safeFrameUrl(app.url && `${app.url.replace(/\/+$/, '')}${innerPath(app, path)}`)
    return src ? <IframeView src={src} title={app.name} /> : <NotAvailable />
  }
  const { entry } = app
  if (!entry) return <NotAvailable />
  if (app.bridge !== null) {
    const fit = checkCompatibility(app.bridge, bridge.version)
    if (!fit.ok) return <Incompatible subApp={fit.subApp} host={fit.host} />
  }
  const loadable = { ...app, entry }
  return app.component === 'qiankun' ? (
    <QiankunView key={`${app.name}@${app.version}`} entry={loadable} />
  ) : (
    <FederatedView key={`${app.name}@${app.version}`} entry={loadable} location={path} />
  )
}
