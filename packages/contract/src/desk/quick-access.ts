import { Type, type Static } from 'typebox'
import { Id } from '../envelope'

/** A menu of the quick-access lists (favourites, often-used functions). */
export const QuickAccessItem = Type.Object(
  {
    id: Id,
    menuId: Id,
    parentId: Id,
    code: Type.String(),
    name: Type.String({ description: 'in the caller’s language' }),
    view: Type.String({ description: 'the titles from the top down to it, slash-separated' }),
    path: Type.Union([Type.String(), Type.Null()]),
    source: Type.Union([Type.String(), Type.Null()]),
    category: Type.Integer(),
    applicationId: Type.Union([Id, Type.Null()]),
  },
  { additionalProperties: false },
)
export type QuickAccessItem = Static<typeof QuickAccessItem>
