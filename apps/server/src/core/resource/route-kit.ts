import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type, type TSchema } from 'typebox'
import { Envelope, ErrorEnvelope, LangParam, PageOf, type ResourceDef } from '@store/contract'
import { sessionOf } from '../auth'
import type { FieldLabels } from '../envelope'
import type { Session } from '../tokens'
import type { Actor } from './service'

/** The failure replies every guarded route documents. */
export const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 500: ErrorEnvelope }

/** The query of a route that takes no parameters but the language. */
export const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })

/** declared in the contract, beside recordSchema; kept here for the route files that import it from the kit */
export { extraRecordSchema } from '@store/contract'

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

/**
 * Writes a resource list's reply (`listReplySchema`: every match, or a page when one was asked for)
 * with the serializer of the shape it has. The route documents the union; serializing through it would
 * make fast-json-stringify validate every record against its schema to choose a branch, refusing
 * rows the plain serializer writes (a column a resource lacks, written as its type's empty value).
 */
export function listSerializer(record: TSchema) {
  const array = { ...Envelope(Type.Array(record)) }
  const page = { ...Envelope(PageOf({ ...record, $id: undefined })) }
  return (reply: FastifyReply, data: unknown) => {
    reply.serializer(reply.compileSerializationSchema(Array.isArray(data) ? array : page, '200'))
  }
}
