'use strict'
const { createHostConfig } = require('@store/configs/webpack/host')

/** webpack-cli passes --mode in argv; `pnpm build` is production, `pnpm dev` development. */
module.exports = (_env, argv) =>
  createHostConfig({
    appDir: __dirname,
    mode: argv.mode === 'production' ? 'production' : 'development',
    port: Number(process.env.STOREDESK_HOST_PORT) || 3000,
  })
