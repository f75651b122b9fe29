#!/usr/bin/env node
'use strict'
// `store-webpack …` runs the webpack-cli pinned by @store/configs, so an app depends on this package
// alone and every app builds with the same webpack (one version, one Module Federation runtime).
const path = require('node:path')
const { pathToFileURL } = require('node:url')

const manifestPath = require.resolve('webpack-cli/package.json')
const { bin } = require(manifestPath)
const binFile = typeof bin === 'string' ? bin : bin['webpack-cli']

import(pathToFileURL(path.join(path.dirname(manifestPath), binFile)).href).catch((error) => {
  console.error(error)
  process.exitCode = 1
})
