'use strict'
// Longest test files first, so neither of CI's two workers sits idle at the end of a stage while the
// other runs a long file it started late. jest orders by the durations it cached on this machine; a
// fresh clone (every CI run) has none and jest would order by file size, which starts the two longest
// server files (the OpenAPI fuzz and tenant isolation, small files of slow tests) a third of the way
// in. Durations recorded by `pnpm test --record-durations` (configs/jest/durations.json, seconds per
// file) stand in for the missing ones. Files in neither run first, as jest does with new files.
const { existsSync, readFileSync } = require('node:fs')
const { join, relative } = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const ROOT = join(__dirname, '../..')
const DURATIONS = join(__dirname, 'durations.json')
const recorded = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {}

class LongestFirst extends Sequencer {
  time(test) {
    const seconds = recorded[relative(ROOT, test.path)]
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000)
  }
}

module.exports = LongestFirst
