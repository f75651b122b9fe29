import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import type { i18n as I18n } from 'i18next'
import { BRIDGE_VERSION, type Bridge, type Locale } from '@store/bridge'
import { SubAppRoot } from './root'

/** A sub-app's translations: one i18next namespace, the same keys in every locale. */
export interface SubAppMessages {
  namespace: string
  resources: Record<Locale, Record<string, unknown>>
}

export interface SubAppDefinition {
  /** the sub-app's name: its base route without the slash, as in the server's registry */
  name: string
  /** routes relative to the base route (`list`, `detail/:id`); the host's router runs them */
  routes: RouteObject[]
  messages?: SubAppMessages
}

/** What the host gives a mounted sub-app. */
export interface SubAppProps {
  bridge: Bridge
  /** the base route it is mounted under, e.g. `/child-store-demo` */
  basename: string
  /** the i18next instance to add translations to (the host's shared one, or the sub-app's own) */
  i18n: I18n
}

export interface SubApp extends SubAppDefinition {
  /** the release version compiled into this build */
  version: string
  /** the bridge version this build was made against; the host checks its major */
  bridgeVersion: string
  /** renders the sub-app's routes; the host puts it under `<basename>/*` in its own router */
  Component: ComponentType<SubAppProps>
}

const compiled = (value: () => string, fallback: string) => {
  try {
    return value()
  } catch {
    return fallback // outside a preset build (unit tests): the workspace's own versions
  }
}

/**
 * Declare a sub-app once. Its `App.tsx` default-exports the result; the Module Federation preset
 * exposes that file as `./App`, `qiankunLifecycle` mounts it in a sandbox, `runStandalone` runs it
 * alone against a local server.
 */
export function defineSubApp(definition: SubAppDefinition): SubApp {
  const subApp: SubApp = {
    ...definition,
    version: compiled(() => __STOREDESK_APP_VERSION__, '0.0.0-dev'),
    bridgeVersion: compiled(() => __STORE_BRIDGE_VERSION__, BRIDGE_VERSION),
    Component: (props) => <SubAppRoot subApp={subApp} {...props} />,
  }
  return subApp
}
