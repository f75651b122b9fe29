/** Inside qiankun, chunks load from where the sub-app is served, not from the host's origin. */
declare global {
  interface Window {
    __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string
  }
  var __webpack_public_path__: string
}

if (window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__) {
  __webpack_public_path__ = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__
}

export {}
