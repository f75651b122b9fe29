import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { LangParam } from '../resource'
import { MemberBrandOption, memberBrandResource } from '../resources/member-brand'
import { VERSION_STATUS, versionResource } from '../resources/version'

/** A product version as the footer and the version notes show it. */
export const VersionNote = Type.Object(
  {
    id: Id,
    version: Type.String(),
    title: Type.String(),
    content: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([Type.String(), Type.Null()]),
    showDate: Type.String({ description: 'yyyy-MM-dd' }),
    status: Type.Integer({ description: '0 released earlier, 1 current, 2 preliminary' }),
  },
  { additionalProperties: false },
)
export type VersionNote = Static<typeof VersionNote>

/** Which version a lookup names: 1 current, 2 preliminary. */
export const VersionDataType = Type.Union(
  [Type.Literal(VERSION_STATUS.current), Type.Literal(VERSION_STATUS.preliminary)],
  {
    description: '1 current, 2 preliminary',
  },
)

/** What the shell's frame reads besides menus: the footer's version, the brand chooser's brands. */
export const shellLookupEndpoints = {
  version: defineEndpoint({
    method: 'GET',
    path: `${versionResource.basePath}/preliminaryOrCurrent`,
    tags: [versionResource.name],
    summary:
      'The current (dataType 1, the footer’s) or preliminary (2) version; data null when there is none',
    query: Type.Object(
      { dataType: Type.Optional({ ...VersionDataType, default: VERSION_STATUS.current }), ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Union([VersionNote, Type.Null()]),
  }),
  brands: defineEndpoint({
    method: 'GET',
    path: `${memberBrandResource.basePath}/optionlist`,
    tags: [memberBrandResource.name],
    summary: 'The tenant’s enabled member brands in their sort order, for the shell’s brand chooser',
    reply: Type.Array(MemberBrandOption),
  }),
}
