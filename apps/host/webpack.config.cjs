'use strict'
const fs = require('node:fs')
const path = require('node:path')
const {
  createHostConfig,
  createPageConfig,
  createPrerenderConfig,
  createScriptConfig,
} = require('@store/configs/webpack/host')

const LOGIN_ENTRY = './src/login/index.tsx'
const LOGIN_PRERENDER = './src/login/prerender.tsx'
/** The languages of spec §1: the sign-in page is prerendered in each (login.<locale>.html). */
const LOCALES = ['zh_CN', 'zh_HK', 'en']
/** The script the shell's page loads first: the login page when no session is held, else the shell. */
const GATE = { name: 'gate', entry: './src/gate/index.ts' }

/**
 * The shell (a Module Federation host) and, beside it in the same dist, its gate and the login page,
 * both built without federation so that they stay small. In production the sign-in page is also rendered to HTML at build
 * time, so that its form shows before the script has loaded. webpack-cli passes --mode in argv.
 */
module.exports = (_env, argv) => {
  const mode = argv.mode === 'production' ? 'production' : 'development'
  const hasLogin = fs.existsSync(path.join(__dirname, LOGIN_ENTRY))
  const host = createHostConfig({
    appDir: __dirname,
    mode,
    port: Number(process.env.STOREDESK_HOST_PORT) || 3000,
    pages: hasLogin ? [GATE.name, 'login'] : [],
    gate: hasLogin ? GATE.name : undefined,
  })
  if (!hasLogin) return host
  const gate = createScriptConfig({ appDir: __dirname, mode, ...GATE })
  const login = { appDir: __dirname, mode, name: 'login' }
  if (mode !== 'production') return [host, gate, createPageConfig({ ...login, entry: LOGIN_ENTRY })]
  return [
    host,
    gate,
    createPrerenderConfig({ ...login, entry: LOGIN_PRERENDER }),
    createPageConfig({ ...login, entry: LOGIN_ENTRY, prerender: { variants: LOCALES } }),
  ]
}
