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

// Async queries wait up to 5 s (default 1 s): the whole suite runs the jsdom projects in parallel on
// two cores, and antd's first render alone can take a second there.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 })
