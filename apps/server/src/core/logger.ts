import type { FastifyServerOptions } from 'fastify'

/** The names of parameters and JSON keys whose values are secrets (and every name starting with captcha). */
const SECRET_KEYS =
  'password|pwd|repeatPwd|oldPassword|newPassword1?|refresh_token|access_token|token|code|validateToken|storeSessionId|mfa_ticket|client_secret|secret'
const SECRET_PARAMS = new RegExp(`([?&](?:${SECRET_KEYS}|captcha[^=]*)=)[^&]*`, 'gi')
const SECRET_JSON_VALUES = new RegExp(
  `("(?:${SECRET_KEYS}|captcha[^"]*)"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`,
  'gi',
)

/** A URL fit for the log: secrets in its query string are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]')

/** JSON text fit for the log: the values of secret keys are replaced. */
export const redactJson = (json: string) => json.replace(SECRET_JSON_VALUES, '$1"[redacted]"')

/** pino with every secret redacted: passwords, tokens, Authorization, cookies and codes. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["blade-auth"]',
        'req.headers.cookie',
        'req.headers["store-session-id"]',
        'req.headers["captcha-code"]',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.newPassword1',
        '*.pwd',
        '*.repeatPwd',
        '*.refresh_token',
        '*.access_token',
        '*.validateToken',
        '*.token',
        // SMS codes: a logged request body or query; not `*.code`, which would hide errors' SQLSTATE codes
        'body.code',
        'query.code',
        '*.secret',
        // two-factor sign-in: the ticket, the enrolment (secret inside URL and QR) and recovery codes
        '*.mfa_ticket',
        '*.otpauthUrl',
        '*.qrCode',
        '*.recovery_codes',
        '*.recoveryCodes',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  }
}
