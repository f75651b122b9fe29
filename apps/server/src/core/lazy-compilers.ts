import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { AjvCompiler } from '@fastify/ajv-compiler'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type RouteSerializerCompiler = ReturnType<SerializerFactory>
type Serialize = ReturnType<RouteSerializerCompiler>

type ValidatorFactory = ReturnType<typeof AjvCompiler>
type RouteValidatorCompiler = ReturnType<ValidatorFactory>
type Validate = ReturnType<RouteValidatorCompiler>

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

/**
 * Fastify's request validators (Ajv), each compiled on its route's first request: compiling all of
 * them was a third of a server's start (docs/builds.md), and a test file calls a few dozen of its
 * ~600 routes. Fastify reads two properties of a validator besides calling it, `schemaEnv` (whether
 * Ajv may replace the root value, as type coercion does) and `errors`; both come from the compiled
 * one, so validation, coercion and messages are the default's.
 */
export function lazyValidators(): ValidatorFactory {
  const buildValidator = AjvCompiler()
  return (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options)
    return (route) => {
      let validate: Validate | undefined
      const compiled = () => (validate ??= compile(route))
      const lazy = ((data: unknown, context?: unknown) =>
        (compiled() as (data: unknown, context?: unknown) => unknown)(data, context)) as Validate
      Object.defineProperties(lazy, {
        schemaEnv: { get: () => (compiled() as { schemaEnv?: unknown }).schemaEnv },
        errors: { get: () => compiled().errors },
      })
      return lazy
    }
  }
}
