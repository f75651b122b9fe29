'use strict'
const { createQiankunConfig } = require('@store/configs/webpack/qiankun')

/** webpack-cli passes --mode in argv; `pnpm build` is production, `pnpm dev` development. */
module.exports = (_env, argv) =>
  createQiankunConfig({
    appDir: __dirname,
    mode: argv.mode === 'production' ? 'production' : 'development',
    name: 'child-chatbi',
  })
