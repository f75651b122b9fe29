import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { LangParam, extraRecordSchema, IgnoredPagingParams } from '../resource'
import { helpDocResource } from '../resources/help-doc'

/** A screen's help documents, for its help button. */
export const helpDocEndpoints = {
  listByMenu: defineEndpoint({
    method: 'GET',
    path: `${helpDocResource.basePath}/list-by-menu`,
    tags: [helpDocResource.name],
    summary: 'The help documents of a screen (its menu code), by sort',
    query: Type.Object(
      { menuCode: Type.String({ minLength: 1, maxLength: 128 }), ...IgnoredPagingParams, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(extraRecordSchema(helpDocResource)),
  }),
}
