import { dictResource } from './resources/dict'
import { pageQuerySchema, permissionCodes, recordSchema, sortableFields, submitSchema } from './resource'

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
