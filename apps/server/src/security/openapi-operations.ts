import type { FastifyInstance } from 'fastify'

/** A JSON schema as the OpenAPI document prints it (only what the security tests read). */
export interface Schema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  format?: string
  default?: unknown
}

export interface Parameter {
  name: string
  in: string
  required?: boolean
  schema: Schema
}

/** One documented call: its method, path, query parameters and JSON body schema (if any). */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query: Parameter[]
  body?: Schema
  /** the route's declared access (`public`, or the permission codes it needs) */
  public: boolean
  permissions: string[]
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }
    >
  >
  components?: { schemas?: Record<string, Schema> }
}

/** Every operation of the server's OpenAPI document (`/api/openapi.json`), with its declared access. */
export async function documentedOperations(
  app: FastifyInstance,
): Promise<{ operations: Operation[]; resolve: (s: Schema) => Schema }> {
  const doc = (await app.inject('/api/openapi.json')).json() as OpenApiDocument
  const resolve = (s: Schema): Schema =>
    s.$ref ? resolve(doc.components!.schemas![s.$ref.replace('#/components/schemas/', '')]!) : s
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const declared = app.declaredRoutes.find((r) => r.url === path && r.method === method.toUpperCase())
      if (!declared) throw new Error(`${method} ${path} is documented but not declared`)
      const body = op.requestBody?.content?.['application/json']?.schema
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ ...p, schema: resolve(p.schema) })),
        ...(body && { body: resolve(body) }),
        public: declared.public === true,
        permissions: [declared.permission ?? []].flat(),
      })
    }
  }
  return { operations, resolve }
}
