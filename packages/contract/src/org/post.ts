import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { postResource } from '../resources/post'
import { UnpagedQuery } from '../resource'

/** A post as the user form chooses it. */
export const PostOption = Type.Object(
  { id: Id, category: Type.Integer(), postCode: Type.String(), postName: Type.String() },
  { additionalProperties: false },
)
export type PostOption = Static<typeof PostOption>

/** Posts besides the resource's CRUD: `select` for the user form. */
export const postEndpoints = {
  select: defineEndpoint({
    method: 'GET',
    path: `${postResource.basePath}/select`,
    tags: [postResource.name],
    summary: 'Every post of the tenant, for choosing a user’s posts',
    query: UnpagedQuery,
    reply: Type.Array(PostOption),
  }),
}
