import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { MicroAppEntry, microAppResource } from '../resources/micro-app'

/** What a signed-in shell needs of the registry: its tenant's sub-apps and versions. */
export const microRegistryEndpoints = {
  registry: defineEndpoint({
    method: 'GET',
    path: `${microAppResource.basePath}/registry`,
    tags: [microAppResource.name],
    summary:
      'The caller’s tenant’s sub-apps: how to mount each and the version it gets (its gray-release pin, else the current one; null when none is published)',
    reply: Type.Array(MicroAppEntry),
  }),
}
