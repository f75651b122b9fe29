'use strict'
const { createRemoteConfig } = require('@store/configs/webpack/remote')

/** webpack-cli passes --mode in argv; `pnpm build` is production, `pnpm dev` development. */
module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    mode: argv.mode === 'production' ? 'production' : 'development',
    name: 'tms-micro',
    port: Number(process.env.STOREDESK___SNAKE___PORT) || 3112,
  })
