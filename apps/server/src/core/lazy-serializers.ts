import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type RouteSerializerCompiler = ReturnType<SerializerFactory>
type Serialize = ReturnType<RouteSerializerCompiler>

/**
 * Fastify's response serializers (fast-json-stringify), each compiled on its first use instead of at
 * start. Every route documents a reply per status, most of them error replies that a route seldom or
 * never sends; compiling them all took about a seventh of a server's start (docs/builds.md), which
 * every test file pays again. The serializer and its output are the default's; only the moment of
 * compiling moves.
 */
export function lazySerializers(): SerializerFactory {
  const buildSerializer = SerializerSelector()
  return (externalSchemas, serializerOptions) => {
    const compile = buildSerializer(externalSchemas, serializerOptions)
    return (route) => {
      let serialize: Serialize | undefined
      return (data) => (serialize ??= compile(route))(data)
    }
  }
}
