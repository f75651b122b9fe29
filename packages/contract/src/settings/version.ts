import { Type } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { versionResource } from '../resources/version'
import { VersionDataType, VersionNote } from '../system/shell-lookups'

const BASE = versionResource.basePath
const tags = [versionResource.name]

/** The product-update notes and the choice of the current and preliminary versions (platform data). */
export const versionEndpoints = {
  allMessage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/allMessage`,
    tags,
    summary: 'The product-update notices: released versions’ notes, newest first, one page',
    query: Type.Object(
      {
        current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        size: Type.Optional(
          Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize }),
        ),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: PageOf(VersionNote),
  }),
  preliminaryOrCurrentUpdate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/preliminaryOrCurrentUpdate`,
    tags,
    summary: 'Make a version the current (dataType 1) or preliminary (2) one: platform administrators only',
    body: Type.Object({ id: Id, dataType: VersionDataType }, { additionalProperties: false }),
    reply: VersionNote,
  }),
}
