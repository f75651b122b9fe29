import { Type, type TProperties, type TSchema } from 'typebox'
import { PAGING, type Locale } from './constants'
import { ID, Id, IdList, PageOf } from './envelope'
import type { MaskedFields } from './masking'

export type FieldType = 'string' | 'text' | 'int' | 'decimal' | 'bool' | 'id' | 'datetime' | 'date'
/** How a searchable field filters: exact, contains, or starts-with. */
export type SearchMode = 'eq' | 'like' | 'prefix'

/** One of a field's fixed values, named in each language (a kind, a category: not a dictionary's). */
export interface FieldOption {
  value: number | string
  label: Record<Locale, string>
}

export interface FieldDef {
  type: FieldType
  label: Record<Locale, string>
  required?: boolean
  max?: number
  min?: number
  pattern?: string
  /** Unique within the tenant (among rows not removed). */
  unique?: boolean
  search?: SearchMode
  sort?: boolean
  /** Dictionary code whose entries this field takes its values from. */
  dict?: string
  /** The field's fixed values by name: screens show the names and offer them in a select. */
  options?: readonly FieldOption[]
  /** Holds several of its choices (options, or a screen's loaded choices), stored comma-joined. */
  multiple?: boolean
  default?: string | number | boolean
}

/** A status column's values: 1 enabled, 0 disabled. */
export const STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 1, label: { zh_CN: '启用', zh_HK: '啟用', en: 'Enabled' } },
  { value: 0, label: { zh_CN: '停用', zh_HK: '停用', en: 'Disabled' } },
]

/**
 * Where a resource's calls live under its base path. The resource framework's names are the
 * defaults (contract.md "Paging and lists"); some spec §7 resources keep older names
 * (`codeKey/saveOrUpdate`, `exceltemplate/delete?id=`, `GET remove`, `application/list_v2`).
 */
export interface ResourceEndpoints {
  page: string
  submit: string
  remove: string
  removeMethod: 'GET' | 'POST'
  /** `ids`: a comma list (batch delete offered); `id`: one record a call */
  removeParam: 'ids' | 'id'
  /** the page call answers every matching row at once as a tree (`children`): no pager, no sorting */
  tree: boolean
}

const DEFAULT_ENDPOINTS: ResourceEndpoints = {
  page: 'page',
  submit: 'submit',
  remove: 'remove',
  removeMethod: 'POST',
  removeParam: 'ids',
  tree: false,
}

/**
 * One resource, defined once: the server turns it into page/list/detail/submit/remove routes with
 * validation, tenancy, permissions and audit; the apps turn it into a CrudTable.
 */
export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Resource name; also the stem of its permission codes (`<permission>_view`, `_add`, `_edit`, `_delete`). */
  name: string
  /** URL prefix, e.g. `/api/blade-system/dict`. */
  basePath: string
  permission: string
  label: Record<Locale, string>
  fields: F
  /** Fields that together are unique within the tenant (single-field uniqueness uses `unique`). */
  uniqueTogether?: (keyof F & string)[][]
  softDelete: boolean
  /** Records the server writes itself (logs): only page, list and detail are offered. */
  readOnly?: boolean
  defaultSort?: { field: keyof F & string; order: 'asc' | 'desc' }
  /**
   * Rows narrowed by data scope (docs/access-control.md): the data scopes granted for `resource` to a
   * session's roles filter its page and list. "Own" compares `userColumn` (default `createUser`) with
   * the user; "own department" and "department and below" compare `deptColumn` with the user's
   * departments, and are offered only when it is declared.
   */
  scope?: { resource: string; deptColumn?: keyof F & string; userColumn?: string }
  /**
   * Pickers resolve stored ids to records: `queryByIds` takes `?ids=` as a comma list (GET), and with
   * `post` also a JSON array of ids in the body (POST). Only the tenant's live rows come back.
   */
  queryByIds?: { post?: boolean }
  /** Fields read masked by sessions without the HOV code; a masked value sent back unchanged is kept. */
  masked?: MaskedFields
  /**
   * A tree entity in BladeX (dictionaries): its `list` answers an array whatever paging a client
   * sends; a plain entity's `list` answers a page when asked for one (contract.md "Paging and lists").
   */
  treeEntity?: boolean
  /** Where its calls live when not at the framework's names: the server serves them there, screens call them there. */
  endpoints?: Partial<ResourceEndpoints>
}

export function defineResource<F extends Record<string, FieldDef>>(
  def: ResourceDef<F>,
): ResourceDef<F> & ResourceDef {
  return def as ResourceDef<F> & ResourceDef
}

export const endpointsOf = (def: Pick<ResourceDef, 'endpoints'>): ResourceEndpoints => ({
  ...DEFAULT_ENDPOINTS,
  ...def.endpoints,
})

export const permissionCodes = (def: Pick<ResourceDef, 'permission'>) => ({
  view: `${def.permission}_view`,
  add: `${def.permission}_add`,
  edit: `${def.permission}_edit`,
  remove: `${def.permission}_delete`,
})

function valueSchema(field: FieldDef): TSchema {
  const description = field.label.en
  switch (field.type) {
    case 'string':
    case 'text':
      return Type.String({
        description,
        ...(field.max !== undefined && { maxLength: field.max }),
        ...(field.min !== undefined && { minLength: field.min }),
        ...(field.pattern !== undefined && { pattern: field.pattern }),
      })
    case 'int':
      return Type.Integer({
        description,
        minimum: field.min ?? -2147483648,
        maximum: field.max ?? 2147483647,
      })
    case 'decimal':
      return Type.String({ description, pattern: '^-?[0-9]{1,16}(\\.[0-9]{1,4})?$' })
    case 'bool':
      return Type.Integer({ description, minimum: 0, maximum: 1 })
    case 'id':
      return Type.String({ ...Id, description })
    case 'datetime':
      return Type.String({ description, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
    case 'date':
      return Type.String({ description, pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  }
}

const entries = <F extends Record<string, FieldDef>>(def: ResourceDef<F>) =>
  Object.entries(def.fields) as [keyof F & string, FieldDef][]

/** Columns every resource row carries besides its own fields. */
const systemColumns = {
  id: Id,
  createUser: Type.Union([Id, Type.Null()]),
  createTime: Type.String(),
  updateUser: Type.Union([Id, Type.Null()]),
  updateTime: Type.String(),
}

export function recordSchema(def: ResourceDef) {
  const props: TProperties = { ...systemColumns }
  for (const [name, field] of entries(def)) props[name] = Type.Union([valueSchema(field), Type.Null()])
  return Type.Object(props, { $id: `${def.name}Record`, additionalProperties: false })
}

/**
 * A resource's record schema for endpoints beside the resource's own routes: those register the
 * schema under its `$id`, and a second schema claiming that id would clash.
 */
export const extraRecordSchema = (def: ResourceDef) => ({ ...recordSchema(def), $id: undefined })

/** Insert-or-update body: no `id` inserts. Read-only columns a client echoes back are accepted and ignored. */
export function submitSchema(def: ResourceDef) {
  const props: TProperties = {
    id: Type.Optional(Id),
    createUser: Type.Optional(Type.Union([Id, Type.Null()])),
    createTime: Type.Optional(Type.String()),
    updateUser: Type.Optional(Type.Union([Id, Type.Null()])),
    updateTime: Type.Optional(Type.String()),
  }
  for (const [name, field] of entries(def)) {
    const value = valueSchema(field)
    props[name] = field.required ? value : Type.Optional(Type.Union([value, Type.Null()]))
  }
  return Type.Object(props, { additionalProperties: false })
}

function sortProperties(def: ResourceDef): TProperties {
  const description = `comma list of: ${sortableFields(def).join(', ')} (or their column names)`
  return {
    ascs: Type.Optional(Type.String({ maxLength: 255, description })),
    descs: Type.Optional(Type.String({ maxLength: 255, description })),
  }
}

/** `current` (from 1) and `size` of a paged call (contract.md "Paging and lists"). */
export const PagingParams = {
  current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize })),
}

/** `ascs`/`descs` sent to a call that keeps its own order (a page by sort, newest first): taken, ignored. */
export const IgnoredSortParams = {
  ascs: Type.Optional(Type.String({ maxLength: 255, description: 'ignored: the call keeps its own order' })),
  descs: Type.Optional(Type.String({ maxLength: 255, description: 'ignored: the call keeps its own order' })),
}

/**
 * The paging and sorting a BladeX client sends to every list and tree call (contract.md "Paging and
 * lists"), taken and ignored by a call that answers everything at once in its own order (a tree, a
 * select): never a filter, never put into SQL.
 */
export const IgnoredPagingParams = {
  current: Type.Optional(Type.Integer({ minimum: 1, description: 'ignored: the call answers everything' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, description: 'ignored' })),
  ...IgnoredSortParams,
}

export function pageQuerySchema(def: ResourceDef) {
  const props: TProperties = {
    ...PagingParams,
    ...sortProperties(def),
    cursor: Type.Optional(
      Type.String({
        pattern: `^(${ID}|start)$`,
        description: 'keyset paging, newest first: `start`, then the nextCursor of the previous page',
      }),
    ),
  }
  return Type.Object({ ...props, ...filterProperties(def), ...LangParam }, { additionalProperties: false })
}

/**
 * A list's query: with `current` or `size` a plain entity's list answers a page, as BladeX's `list`
 * does (`listReplySchema`); without, every match. No defaults: sent or not is what tells them apart.
 */
export function listQuerySchema(def: ResourceDef) {
  const paging = def.treeEntity
    ? IgnoredPagingParams
    : {
        current: Type.Optional(Type.Integer({ minimum: 1, description: 'with size: answer one page' })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, description: 'page size' })),
      }
  return Type.Object(
    { ...paging, ...sortProperties(def), ...filterProperties(def), ...LangParam },
    { additionalProperties: false },
  )
}

/**
 * A list's reply: every matching record (at most 1000), or one page when paging was asked for (the
 * page's records repeat the record's schema without its `$id`, which one schema may hold once).
 */
export const listReplySchema = <T extends TSchema>(def: ResourceDef, record: T) =>
  def.treeEntity
    ? Type.Array(record)
    : Type.Union([Type.Array(record), PageOf({ ...record, $id: undefined } as T)])

/** Whether a list call asked for a page (BladeX clients page `list`: contract.md "Paging and lists"). */
export const asksForPage = (def: ResourceDef, query: Record<string, unknown>) =>
  !def.treeEntity && (query.current !== undefined || query.size !== undefined)

/** One optional query parameter per searchable field; exact filters take the field's own type. */
function filterProperties(def: ResourceDef): TProperties {
  const props: TProperties = {}
  for (const [name, field] of entries(def)) {
    if (!field.search) continue
    const schema =
      field.search === 'eq' && field.type !== 'string' && field.type !== 'text'
        ? valueSchema(field)
        : Type.String({ maxLength: 255, description: `${field.search} filter on ${field.label.en}` })
    props[name] = Type.Optional(schema)
  }
  return props
}

/** `?lang=` may ride on any call (contract.md "Headers"). */
export const LangParam = {
  lang: Type.Optional(Type.String({ maxLength: 16, description: 'zh_CN | zh_HK | en' })),
}

/** The query of a list or tree call that takes nothing else (contract.md "Paging and lists"). */
export const UnpagedQuery = Type.Object(
  { ...IgnoredPagingParams, ...LangParam },
  { additionalProperties: false },
)

export const DetailQuery = Type.Object({ id: Id, ...LangParam }, { additionalProperties: false })
export const IdsQuery = Type.Object({ ids: IdList, ...LangParam }, { additionalProperties: false })
export const IdsBody = Type.Array(Id, { minItems: 1, maxItems: PAGING.maxSize })
export const RemoveQuery = Type.Object({ ids: IdList, ...LangParam }, { additionalProperties: false })

/** Fields a `ascs`/`descs` list may name. */
export function sortableFields(def: ResourceDef): string[] {
  return [
    'id',
    'createTime',
    ...entries(def)
      .filter(([, f]) => f.sort)
      .map(([n]) => n),
  ]
}
