import { Type, type TProperties } from 'typebox'

/**
 * The three logs of BladeX's blade-log service (issue 32 item 5, docs/bladex-compatibility.md): `usual`
 * what code writes on purpose (Storedesk's operation log), `api` every request, `error` every failure.
 */
export type BladexLogKind = 'usual' | 'api' | 'error'

const text = (description: string) => Type.Union([Type.String({ description }), Type.Null()])

/** The fields BladeX's log records carry, filled from what Storedesk records, beside its own. */
const COMMON: TProperties = {
  serviceId: text('the service (module) the record belongs to: the first segment of its path'),
  serverHost: text('the host name of the server that wrote it'),
  serverIp: text('the address of the server that wrote it'),
  env: text('development, production or test'),
  type: text('usual, api or error; a usual record its operation type'),
  title: text('the operation'),
  method: text('the HTTP method'),
  requestUri: text('the path'),
  userAgent: text('the browser'),
  remoteIp: text('the client’s address'),
  methodClass: text('the module that served it'),
  methodName: text('the call: the last segment of its path'),
  params: text('the query string, or a usual record’s content, with secrets redacted'),
  time: text('how long it took, in milliseconds'),
  createBy: text('the account'),
  createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss in the tenant’s time zone' }),
}

const ERROR: TProperties = {
  stackTrace: text('the stack'),
  exceptionName: text('the error class'),
  message: text('the message'),
  lineNumber: Type.Union([Type.Integer(), Type.Null()], { description: 'of the stack’s first frame' }),
  fileName: text('of the stack’s first frame'),
}

/** The BladeX fields of a log kind's records. */
export const bladexLogProperties = (kind: BladexLogKind): TProperties =>
  kind === 'error' ? { ...COMMON, ...ERROR } : COMMON
