import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import {
  LangParam,
  extraRecordSchema,
  IgnoredPagingParams,
  IgnoredSortParams,
  PagingParams,
} from '../resource'
import { DICT_COLOUR_PATTERN, dictResource } from '../resources/dict'

const BASE = dictResource.basePath
const tags = [dictResource.name]

export const DictCode = Type.String({
  maxLength: 255,
  pattern: '^[A-Za-z][A-Za-z0-9_]*$',
  description: 'dictionary code',
})

/** An item of a dictionary as selects use it: the value already in the caller's language. */
export const DictItem = Type.Object(
  {
    id: Id,
    parentId: Id,
    code: Type.String(),
    dictKey: Type.String(),
    dictValue: Type.String({ description: 'the label in the caller’s language' }),
    colour: Type.Union([Type.String(), Type.Null()]),
    sort: Type.Integer(),
    remark: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type DictItem = Static<typeof DictItem>

/** The offered items of dictionaries, for selects. */
export const dictionaryEndpoints = {
  dictionary: defineEndpoint({
    method: 'GET',
    path: `${BASE}/dictionary`,
    tags,
    summary:
      'The offered items of a dictionary (not sealed), labelled in the caller’s language; [] for an unknown code',
    query: Type.Object({ code: DictCode, ...LangParam }, { additionalProperties: false }),
    reply: Type.Array(DictItem),
  }),
  dictionaryList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/dictionaryList`,
    tags,
    summary: 'Several dictionaries at once (the shell’s start-up): code → items, [] for an unknown code',
    query: Type.Object(
      {
        ...IgnoredPagingParams,
        codes: Type.String({
          pattern: '^[A-Za-z][A-Za-z0-9_]*(,[A-Za-z][A-Za-z0-9_]*){0,49}$',
          maxLength: 2000,
          description: 'comma list of dictionary codes (at most 50)',
        }),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Record(Type.String(), Type.Array(DictItem)),
  }),
}

/** dictionaries and their items page in their own order (code; sort) */
const Paging = { ...PagingParams, ...IgnoredSortParams }
const like = (what: string) =>
  Type.Optional(Type.String({ maxLength: 255, description: `part of the ${what}` }))

const treeFields = {
  id: Id,
  parentId: Id,
  code: Type.String(),
  dictKey: Type.String(),
  dictValue: Type.String({ description: 'the label in the caller’s language' }),
  label: Type.String(),
  colour: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  isSealed: Type.Integer(),
}
/** A dictionary with its items (`dict/tree`): items hang only under a dictionary, so two levels deep. */
export const DictTreeNode = Type.Object(
  {
    ...treeFields,
    children: Type.Optional(Type.Array(Type.Object(treeFields, { additionalProperties: false }))),
  },
  { additionalProperties: false },
)
export type DictTreeNode = Static<typeof DictTreeNode>

const dictRecord = extraRecordSchema(dictResource)

/** The dictionary screen besides the resource's page, list, detail, submit and remove. */
export const dictAdminEndpoints = {
  parentList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/parent-list`,
    tags,
    summary: 'Dictionaries (the top-level rows), one page, filtered by code and name',
    query: Type.Object(
      { ...Paging, code: like('code'), dictValue: like('name'), ...LangParam },
      { additionalProperties: false },
    ),
    reply: PageOf(dictRecord),
  }),
  childList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/child-list`,
    tags,
    summary: 'The items of one dictionary (parentId), one page, by sort',
    query: Type.Object(
      {
        ...Paging,
        parentId: Id,
        dictKey: Type.Optional(Type.String({ maxLength: 255 })),
        dictValue: like('name'),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: PageOf(dictRecord),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tree`,
    tags,
    summary:
      'With code: that dictionary with its items as a tree. Without: every dictionary (the parent picker)',
    query: Type.Object(
      { code: Type.Optional(DictCode), ...IgnoredPagingParams, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(DictTreeNode),
  }),
  /** GET because the spec's client sends GET (spec §7); it writes, so it needs the edit code and is audited. */
  updateColour: defineEndpoint({
    method: 'GET',
    path: `${BASE}/updateColour`,
    tags,
    summary: 'Set (or clear) the colour tag of a dictionary item; answers the saved row',
    query: Type.Object(
      {
        id: Id,
        colour: Type.Optional(
          Type.Union([Type.String({ pattern: DICT_COLOUR_PATTERN }), Type.Literal('')], {
            description: '#rrggbb or an antd preset colour; empty or absent clears it',
          }),
        ),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: dictRecord,
  }),
}
