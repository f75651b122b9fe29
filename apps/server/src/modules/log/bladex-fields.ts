import { hostname, networkInterfaces } from 'node:os'
import type { BladexLogKind } from '@store/contract'
import { redactJson, redactUrl } from '../../core/logger'
import type { LogRecord } from './listing'

/** Where the records are read: BladeX records the server that wrote them, Storedesk the one reading. */
export interface LogServer {
  host: string
  ip: string | null
  env: string
}

export function logServer(env: string): LogServer {
  const ip = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)
  return { host: hostname(), ip: ip?.address ?? null, env }
}

const str = (value: unknown) => (value === null || value === undefined ? null : String(value))
/** `/api/blade-system/menu/routes` → `blade-system`; `/huikeCRM/member/list` → `huikeCRM`. */
const serviceOf = (path: string | null) => path?.split('/').filter((s) => s && s !== 'api')[0] ?? null
const lastSegment = (path: string | null) => path?.split('/').filter(Boolean).pop() ?? null
/** The file and line of a stack's first frame: `at fn (/app/x.ts:12:5)` → `/app/x.ts`, 12. */
function firstFrame(stack: string | null): { fileName: string | null; lineNumber: number | null } {
  const frame =
    stack && /\(?([^\s()]+):(\d+):\d+\)?\s*$/m.exec(stack.split('\n').find((l) => /:\d+:\d+/.test(l)) ?? '')
  return frame ? { fileName: frame[1]!, lineNumber: Number(frame[2]) } : { fileName: null, lineNumber: null }
}

/**
 * A log record with BladeX's fields beside Storedesk's (issue 32 item 5, docs/bladex-compatibility.md):
 * the service is the module (the path's first segment), the title the operation, params with secrets
 * redacted.
 */
export function withBladexFields(kind: BladexLogKind, record: LogRecord, server: LogServer): LogRecord {
  const path = str(record.path)
  const usual = kind === 'usual'
  const query = str(record.query)
  const common = {
    serviceId: serviceOf(path),
    serverHost: server.host,
    serverIp: server.ip,
    env: server.env,
    type: usual ? str(record.operationType) : kind,
    title: usual ? str(record.operation ?? record.menuName) : path && `${str(record.method)} ${path}`,
    method: usual ? null : str(record.method),
    requestUri: path,
    userAgent: str(record.userAgent),
    remoteIp: str(record.ip),
    methodClass: usual ? str(record.menuName) : serviceOf(path),
    methodName: usual ? str(record.operation) : lastSegment(path),
    params: usual
      ? str(record.content) && redactJson(String(record.content))
      : query && redactUrl(`?${query}`).slice(1),
    time: str(record.durationMs),
    createBy: str(record.account),
  }
  if (kind !== 'error') return { ...common, ...record }
  const stack = str(record.stack)
  return {
    ...common,
    stackTrace: stack,
    exceptionName: str(record.errorClass),
    ...firstFrame(stack),
    ...record,
  }
}
