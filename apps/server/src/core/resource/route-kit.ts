import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ErrorEnvelope, LangParam, recordSchema, type ResourceDef } from '@store/contract'
import { sessionOf } from '../auth'
import type { FieldLabels } from '../envelope'
import type { Session } from '../tokens'
import type { Actor } from './service'

/** The failure replies every guarded route documents. */
export const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 500: ErrorEnvelope }

/** The query of a route that takes no parameters but the language. */
export const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })

/**
 * A resource's record schema for routes added beside the framework's own: the framework registers
 * the schema under its `$id`, and a second schema claiming that id would clash.
 */
export const extraRecordSchema = (def: ResourceDef) => ({ ...recordSchema(def), $id: undefined })

/** A resource's field labels, for validation messages that name the field in the caller's language. */
export const fieldLabelsOf = (def: ResourceDef): FieldLabels =>
  Object.fromEntries(Object.entries(def.fields).map(([n, f]) => [n, f.label]))

/** An actor taken from a signed-in request: it always has a user, a request id and the session. */
export type RequestActor = Actor & { userId: string; requestId: string; session: Session }

/** Who acts, for a service: the session's user in its tenant's time zone and language. */
export async function actorOf(app: FastifyInstance, req: FastifyRequest): Promise<RequestActor> {
  const session = sessionOf(req)
  return {
    userId: session.userId,
    timeZone: await app.tenants.timeZoneOf(session.tenantId),
    locale: req.locale,
    requestId: req.id,
    session,
    codes: await app.permissionSource.codesOf(session),
  }
}
