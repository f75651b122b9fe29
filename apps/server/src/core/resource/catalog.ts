import fp from 'fastify-plugin'
import type { ResourceService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** every resource the app serves, by definition name: what an export may read */
    resources: ResourceCatalog
  }
}

/** The resources' services, registered by the resource framework as their routes are built. */
export class ResourceCatalog {
  private readonly services = new Map<string, ResourceService>()

  /** The first service of a name wins: a resource served under two sets of paths is one resource. */
  add(service: ResourceService): void {
    if (!this.services.has(service.def.name)) this.services.set(service.def.name, service)
  }

  get(name: string): ResourceService | undefined {
    return this.services.get(name)
  }
}

export const resourceCatalogPlugin = fp(
  async (app) => {
    app.decorate('resources', new ResourceCatalog())
  },
  { name: 'resource-catalog' },
)
