import { createHash, randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export interface Config {
  port: number
  host: string
  dataDir: string
  /** PostgreSQL URL; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined
  redisUrl: string | undefined
  /** Prefix of every Redis key and channel: nodes sharing one Redis for one deployment use the same. */
  redisKeyPrefix: string
  jwtSecret: string
  nodeEnv: 'development' | 'production' | 'test'
  logLevel: string
  nodeId: number
  dbPoolSize: number
  statementTimeoutMs: number
  /** Statements slower than this are logged at warn (text only, never the parameters); 0: off. */
  slowQueryMs: number
  /** How long an idle keep-alive HTTP connection stays open; above the load balancer's idle timeout. */
  keepAliveTimeoutMs: number
  /** Addresses (or CIDR ranges) of the load balancers whose X-Forwarded-For gives the client address. */
  trustProxy: string[]
  /** Built web apps to serve (the host); undefined serves none. */
  webDir: string | undefined
  /** Sub-app builds (`<name>/<version>/`) to serve and register; undefined: `apps` in the data folder. */
  appsDir: string | undefined
  /** Seed the demo tenants on an empty database (never in production). */
  seedDemo: boolean
  /** How many members each demo tenant gets (with their history) when seeded. */
  demoMembers: number
  /** Origins the SSO server may send a browser back to (no open redirect). */
  ssoReturnOrigins: string[]
  /** Origins whose pages may call the API (CORS); empty: same origin only. */
  corsOrigins: string[]
  /** Origins sub-app scripts, styles and calls may come from besides this server (the CSP). */
  cspOrigins: string[]
  /** /api calls per client IP per minute; 0: no limit. */
  rateLimitPerIp: number
  /** Sign-in attempts per account (tenant and user name) per minute; 0: no limit. */
  rateLimitPerAccount: number
  /** days a finished download (and its file) or an ended job is kept before the hourly clean-up */
  downloadRetentionDays: number
  /** The WeChat official-account OAuth provider (`weixin/op/info`); undefined: WeChat sign-in is off. */
  wechat: OAuthProviderConfig | undefined
  /** The enterprise-WeChat OAuth provider (`weixin/cp/info`); undefined: enterprise-WeChat sign-in is off. */
  wxcp: OAuthProviderConfig | undefined
}

/** An OAuth provider that trades a code for an identity (WeChat's `sns/oauth2` family). */
export interface OAuthProviderConfig {
  /** base URL of the provider's API (the real WeChat host, or a local fake in tests) */
  baseUrl: string
  appId: string
  secret: string
  /** enterprise WeChat: the sign-in application's agent id (`_AGENTID`), drawn into the login QR */
  agentId?: string
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** Environment → typed config, with every problem listed at once. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = []
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return n
  }
  const nodeEnv = env.NODE_ENV ?? 'development'
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test, got "${nodeEnv}"`)
  }
  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded database)',
    )
  }
  const redisUrl = env.REDIS_URL || undefined
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL')
  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  const secret = env.STOREDESK_JWT_SECRET
  if (secret !== undefined && secret.length < 32) {
    problems.push('STOREDESK_JWT_SECRET must be at least 32 characters')
  }
  const originList = (name: string): string[] => {
    const list = (env[name] ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
    for (const origin of list) {
      if (!isOrigin(origin))
        problems.push(`${name}: ${origin} is not an origin like https://shop.example.com`)
    }
    return list
  }
  const origins = originList('STOREDESK_SSO_ORIGINS')
  const provider = (prefix: string): OAuthProviderConfig | undefined => {
    const [baseUrl, appId, secret] = ['URL', 'APPID', 'SECRET'].map((k) => env[`${prefix}_${k}`] || undefined)
    if (!baseUrl && !appId && !secret) return undefined
    if (!baseUrl || !appId || !secret || !/^https?:\/\//.test(baseUrl)) {
      problems.push(
        `${prefix}_URL (http or https), ${prefix}_APPID and ${prefix}_SECRET must be set together`,
      )
      return undefined
    }
    const agentId = env[`${prefix}_AGENTID`] || undefined
    return { baseUrl: baseUrl.replace(/\/$/, ''), appId, secret, ...(agentId && { agentId }) }
  }
  const port = int('PORT', 8080, 0, 65535)
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.STOREDESK_DATA_DIR || './data'),
    databaseUrl,
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'storedesk:',
    jwtSecret: secret ?? '',
    nodeEnv: nodeEnv as Config['nodeEnv'],
    logLevel,
    nodeId: int('STOREDESK_NODE_ID', defaultNodeId(), 0, 1023),
    dbPoolSize: int('DB_POOL_SIZE', 10, 1, 500),
    statementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    slowQueryMs: int('DB_SLOW_QUERY_MS', 500, 0, 3_600_000),
    trustProxy: (env.STOREDESK_TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    keepAliveTimeoutMs: int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1000, 3_600_000),
    webDir: env.STOREDESK_WEB_DIR ? resolve(env.STOREDESK_WEB_DIR) : undefined,
    appsDir: env.STOREDESK_APPS_DIR ? resolve(env.STOREDESK_APPS_DIR) : undefined,
    seedDemo: nodeEnv !== 'production' && env.STOREDESK_SEED_DEMO !== 'false',
    demoMembers: int('STOREDESK_DEMO_MEMBERS', 5000, 0, 1_000_000),
    ssoReturnOrigins: origins.length ? origins : [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    corsOrigins: originList('STOREDESK_CORS_ORIGINS'),
    cspOrigins: originList('STOREDESK_CSP_ORIGINS'),
    rateLimitPerIp: int('STOREDESK_RATE_LIMIT_IP', 1200, 0, 1_000_000),
    rateLimitPerAccount: int('STOREDESK_RATE_LIMIT_ACCOUNT', 30, 0, 1_000_000),
    downloadRetentionDays: int('STOREDESK_DOWNLOAD_RETENTION_DAYS', 7, 1, 3650),
    wechat: provider('STOREDESK_WECHAT'),
    wxcp: provider('STOREDESK_WXCP'),
    ...overrides,
  }
  if (problems.length) throw new ConfigError(problems)
  if (!config.jwtSecret) config.jwtSecret = persistentSecret(config.dataDir)
  return config
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.origin === value
  } catch {
    return false
  }
}

/**
 * Ids embed the node id: two nodes sharing one would hand out the same ids. Without
 * STOREDESK_NODE_ID it comes from the host name and pid (containers all run as pid 1), which makes
 * a clash unlikely but not impossible: a cluster sets it per node (docs/configuration.md).
 */
function defaultNodeId(): number {
  return createHash('sha256').update(`${hostname()}:${process.pid}`).digest().readUInt16BE(0) % 1024
}

/** Without STOREDESK_JWT_SECRET a secret is generated once and kept in the data folder. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
