import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { LangParam } from '../resource'
import { dictResource } from '../resources/dict'

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
