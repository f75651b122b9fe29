import * as contract from './index'
import { dictResource } from './resources/dict'
import {
  pageQuerySchema,
  permissionCodes,
  recordSchema,
  sortableFields,
  submitSchema,
  type ResourceDef,
} from './resource'

describe('resource definition → schemas (contract.md "Paging and lists")', () => {
  it('page query accepts paging, sorting, cursor and only the declared filters', () => {
    const schema = pageQuerySchema(dictResource) as unknown as {
      properties: Record<string, unknown>
      additionalProperties: boolean
    }
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        'ascs',
        'code',
        'current',
        'cursor',
        'descs',
        'dictKey',
        'dictValue',
        'isSealed',
        'lang',
        'parentId',
        'size',
      ].sort(),
    )
    expect(schema.additionalProperties).toBe(false)
  })

  it('size is capped at 1000 (the tree search’s 999 fits)', () => {
    const schema = pageQuerySchema(dictResource) as unknown as { properties: { size: { maximum: number } } }
    expect(schema.properties.size.maximum).toBe(1000)
  })

  it('submit requires the required fields and refuses unknown ones', () => {
    const schema = submitSchema(dictResource) as unknown as {
      required?: string[]
      additionalProperties: boolean
    }
    expect(schema.required?.sort()).toEqual(['code', 'dictKey', 'dictValue'])
    expect(schema.additionalProperties).toBe(false)
  })

  it('records carry ids as strings and the tracking columns', () => {
    const schema = recordSchema(dictResource) as unknown as { properties: Record<string, { type?: string }> }
    expect(schema.properties.id?.type).toBe('string')
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['createTime', 'updateUser', 'code']),
    )
  })

  it('sortable fields are id, createTime and the declared ones', () => {
    expect(sortableFields(dictResource)).toEqual(['id', 'createTime', 'code', 'dictKey', 'dictValue', 'sort'])
  })

  it('permission codes follow the <resource>_<verb> convention', () => {
    expect(permissionCodes(dictResource)).toEqual({
      view: 'dict_view',
      add: 'dict_add',
      edit: 'dict_edit',
      remove: 'dict_delete',
    })
  })
})

describe('fixed options of a field (FieldDef.options)', () => {
  const resources = (Object.values(contract) as unknown[]).filter(
    (v): v is ResourceDef => typeof v === 'object' && v !== null && 'fields' in v && 'basePath' in v,
  )
  const optionFields = resources.flatMap((r) =>
    Object.entries(r.fields)
      .filter(([, f]) => f.options)
      .map(([name, f]) => [`${r.name}.${name}`, f] as const),
  )

  it('the plain-number kinds and statuses of the system screens are named, not shown as numbers', () => {
    expect(optionFields.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'post.category',
        'dept.deptCategory',
        'user.status',
        'tenant.status',
        'notice.type',
        'notice.deliveryWay',
        'version.status',
        'shortcutKey.keyType',
        'dataScope.scopeType',
        'appPact.status',
      ]),
    )
  })

  it.each(optionFields)(
    'every option of %s is a value the field accepts, named in every language',
    (_, field) => {
      for (const option of field.options!) {
        if (typeof option.value === 'number') {
          expect(option.value).toBeGreaterThanOrEqual(field.min ?? -Infinity)
          expect(option.value).toBeLessThanOrEqual(field.max ?? Infinity)
        }
        expect(Object.keys(option.label).sort()).toEqual(['en', 'zh_CN', 'zh_HK'])
      }
    },
  )
})
