'use strict'
/**
 * Server tests on PostgreSQL with several jest workers use one database per worker: TEST_DATABASE_URL
 * holds a `{worker}` placeholder, and each test file's environment gets its worker's
 * database (JEST_WORKER_ID), so files running side by side never share rows, lockouts or counters.
 * Each file starts from a copy of the real environment, so replacing it here happens once per file.
 */
const url = process.env.TEST_DATABASE_URL
if (url?.includes('{worker}')) {
  process.env.TEST_DATABASE_URL = url.replaceAll('{worker}', process.env.JEST_WORKER_ID ?? '1')
}
