'use strict'
const { createRemoteConfig } = require('@store/configs/webpack/remote')

/** webpack-cli passes --mode in argv; `pnpm build` is production, `pnpm dev` development. */
module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    mode: argv.mode === 'production' ? 'production' : 'development',
    name: 'wlfw-micro',
    port: Number(process.env.STOREDESK_WLFW_PORT) || 3114,
  })
