'use strict'
// jsdom lacks matchMedia (antd's responsive hooks call it) and implements getComputedStyle only for the
// element alone; rc-table passes a pseudo-element and jsdom then logs "Not implemented".
if (typeof window !== 'undefined') {
  // jsdom has no TextEncoder/TextDecoder; TypeBox (through @store/contract) needs them when it loads.
  const { TextEncoder, TextDecoder } = require('node:util')
  window.TextEncoder ??= TextEncoder
  window.TextDecoder ??= TextDecoder
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })
  const computedStyle = window.getComputedStyle.bind(window)
  window.getComputedStyle = (element) => computedStyle(element)
}

// antd writes each component's CSS into <style> tags as it renders, and jsdom matches every one of those
// rules against the element on each getComputedStyle call (testing-library's role queries make one per
// element they look at): two thirds of a screen test's CPU went there. The tests check behaviour and
// text, not styles, so antd renders as it does on a server, injecting nothing: crud-table.test.tsx went
// from 129 s to 21 s of CPU. `mock` is the StyleProvider option meant for this, set on the context's
// default value because the screens under test render without a StyleProvider of their own.
if (globalThis.ANTD_CSSINJS) {
  const { StyleContext } = require(globalThis.ANTD_CSSINJS)
  if (!StyleContext._currentValue) throw new Error('web-setup: antd style context not found')
  StyleContext._currentValue.mock = 'server'
}

// Async queries wait up to 60 s (default 1 s): `pnpm test` runs two test files at once on two cores,
// and on such a loaded machine antd's first render and a ProTable query each took several seconds; at a
// load average of 8 the form designer's validation message took longer than 20 s to show. A passing
// query returns as soon as its element is there, so the ceiling costs nothing.
require('@testing-library/dom').configure({ asyncUtilTimeout: 60_000 })
