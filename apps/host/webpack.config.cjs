'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { createHostConfig, createPageConfig } = require('@store/configs/webpack/host')

const LOGIN_ENTRY = './src/login/index.tsx'

/**
 * The shell (a Module Federation host) and, beside it in the same dist, the login page built without
 * federation so that it stays small. webpack-cli passes --mode in argv.
 */
module.exports = (_env, argv) => {
  const mode = argv.mode === 'production' ? 'production' : 'development'
  const host = createHostConfig({
    appDir: __dirname,
    mode,
    port: Number(process.env.STOREDESK_HOST_PORT) || 3000,
  })
  if (!fs.existsSync(path.join(__dirname, LOGIN_ENTRY))) return host
  return [host, createPageConfig({ appDir: __dirname, mode, name: 'login', entry: LOGIN_ENTRY })]
}
