import type { FastifyServerOptions } from 'fastify'

const SECRET_PARAMS =
  /([?&](?:password|pwd|repeatPwd|oldPassword|newPassword1?|refresh_token|access_token|token|code|validateToken|client_secret|secret|captcha[^=]*)=)[^&]*/gi

/** A URL fit for the log: secrets in its query string are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]')

/** pino with every secret redacted: passwords, tokens, Authorization, cookies and codes. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["blade-auth"]',
        'req.headers.cookie',
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
        '*.secret',
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
