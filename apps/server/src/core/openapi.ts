import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'

/** OpenAPI 3 generated from the route schemas, at /api/openapi.json, with a UI at /api/docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Storedesk API',
          version: '0.1.0',
          description:
            'Every JSON answer but the token endpoint is the envelope `{code, success, data, msg}`; ids are strings.',
        },
        components: {
          securitySchemes: {
            BladeAuth: {
              type: 'apiKey',
              in: 'header',
              name: 'Blade-Auth',
              description: 'bearer <access token>',
            },
          },
        },
        security: [{ BladeAuth: [] }],
      },
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs' })
    app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    )
  },
  { name: 'openapi' },
)
