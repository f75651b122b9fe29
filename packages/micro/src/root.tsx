import { useMemo } from 'react'
import { useRoutes } from 'react-router-dom'
import { I18nextProvider } from 'react-i18next'
import { BridgeProvider } from '@store/bridge/react'
import { createBridgeApi } from '@store/request'
import type { SubApp, SubAppProps } from './define'
import { SubAppContext } from './context'

function Routes({ subApp }: { subApp: SubApp }) {
  return useRoutes(subApp.routes)
}

/** A mounted sub-app: its bridge, API client, translations and routes. */
export function SubAppRoot({ subApp, bridge, basename, i18n }: SubAppProps & { subApp: SubApp }) {
  useMemo(() => {
    if (!subApp.messages) return
    const { namespace, resources } = subApp.messages
    for (const [locale, bundle] of Object.entries(resources)) {
      if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, bundle, true)
    }
  }, [i18n, subApp])
  const context = useMemo(
    () => ({ name: subApp.name, version: subApp.version, basename, api: createBridgeApi(bridge) }),
    [bridge, basename, subApp],
  )
  return (
    <BridgeProvider bridge={bridge}>
      <I18nextProvider i18n={i18n} defaultNS={subApp.messages?.namespace}>
        <SubAppContext.Provider value={context}>
          <Routes subApp={subApp} />
        </SubAppContext.Provider>
      </I18nextProvider>
    </BridgeProvider>
  )
}
