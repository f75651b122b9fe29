/** Compiled in by the sub-app webpack presets (configs/webpack/release.cjs). */
declare const __STOREDESK_APP_VERSION__: string
declare const __STORE_BRIDGE_VERSION__: string
