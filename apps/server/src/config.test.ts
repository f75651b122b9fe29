import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from './config'

describe('configuration from the environment', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'storedesk-config-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('has the documented defaults: port 8080, host 0.0.0.0, embedded database, demo seed outside production', () => {
    const c = loadConfig({ STOREDESK_DATA_DIR: dir })
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
    })
    expect(c.dataDir).toBe(dir)
  })

  it('takes folders relative to the working directory, as the README’s commands give them', () => {
    const c = loadConfig({
      STOREDESK_DATA_DIR: dir,
      STOREDESK_WEB_DIR: 'apps/host/dist',
      STOREDESK_APPS_DIR: 'apps',
    })
    expect(c.webDir).toBe(join(process.cwd(), 'apps/host/dist'))
    expect(c.appsDir).toBe(join(process.cwd(), 'apps'))
  })

  it('lists every problem at once with a clear message', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://r',
        NODE_ENV: 'prod',
        STOREDESK_JWT_SECRET: 'short',
      })
      throw new Error('expected a ConfigError')
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      expect((err as ConfigError).problems).toEqual([
        'NODE_ENV must be development, production or test, got "prod"',
        'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded database)',
        'REDIS_URL must be a redis:// or rediss:// URL',
        'STOREDESK_JWT_SECRET must be at least 32 characters',
        'PORT must be a whole number from 0 to 65535, got "eighty"',
      ])
    }
  })

  it('has the documented production settings: Redis key prefix, slow-query threshold, keep-alive timeout', () => {
    expect(loadConfig({ STOREDESK_DATA_DIR: dir })).toMatchObject({
      redisKeyPrefix: 'storedesk:',
      trustProxy: [],
      slowQueryMs: 500,
      keepAliveTimeoutMs: 65_000,
      dbPoolSize: 10,
      statementTimeoutMs: 30_000,
    })
    const set = loadConfig({
      STOREDESK_DATA_DIR: dir,
      REDIS_KEY_PREFIX: 'shop-a:',
      STOREDESK_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      DB_SLOW_QUERY_MS: '0',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000',
    })
    expect(set.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8'])
    expect(set).toMatchObject({ redisKeyPrefix: 'shop-a:', slowQueryMs: 0, keepAliveTimeoutMs: 120_000 })
    expect(() =>
      loadConfig({ STOREDESK_DATA_DIR: dir, HTTP_KEEP_ALIVE_TIMEOUT_MS: '10', DB_SLOW_QUERY_MS: '-1' }),
    ).toThrow(ConfigError)
  })

  it('generates the JWT secret once, keeps it private in the data folder, and reuses it', () => {
    const first = loadConfig({ STOREDESK_DATA_DIR: dir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first)
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0)
    expect(loadConfig({ STOREDESK_DATA_DIR: dir }).jwtSecret).toBe(first)
  })

  it('never seeds demo data in production', () => {
    const c = loadConfig({ NODE_ENV: 'production', STOREDESK_DATA_DIR: dir, STOREDESK_SEED_DEMO: 'true' })
    expect(c.seedDemo).toBe(false)
  })
})
