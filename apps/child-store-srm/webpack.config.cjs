'use strict'
const { createRemoteConfig } = require('@store/configs/webpack/remote')

/** webpack-cli passes --mode in argv; `pnpm build` is production, `pnpm dev` development. */
module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    mode: argv.mode === 'production' ? 'production' : 'development',
    name: 'child-store-srm',
    port: Number(process.env.STOREDESK_SRM_PORT) || 3113,
  })
