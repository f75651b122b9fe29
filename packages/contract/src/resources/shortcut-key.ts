import { defineResource } from '../resource'

/** keyType of spec §3 Short-key record. */
export const SHORTCUT_TYPE = { builtIn: 1, custom: 2 } as const

/** A key combination, lower case: up to three modifiers then one key (`ctrl+s`, `alt+shift+n`, `f9`). */
export const SHORTCUT_KEY_PATTERN =
  '^((ctrl|alt|shift|meta)\\+){0,3}([a-z0-9]|f([1-9]|1[0-2])|enter|escape|tab|space|delete|backspace|home|end|pageup|pagedown|arrowup|arrowdown|arrowleft|arrowright)$'

/** The tenant's keyboard shortcuts (spec §3 Short-key record: keyFunction, keyType, keyCode, winShortcuts). */
export const shortcutKeyResource = defineResource({
  name: 'shortcutKey',
  basePath: '/api/blade-system/keymap',
  permission: 'keymap',
  label: { zh_CN: '快捷键', zh_HK: '快捷鍵', en: 'Shortcut key' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    keyFunction: {
      type: 'string',
      label: { zh_CN: '功能编号', zh_HK: '功能編號', en: 'Function' },
      required: true,
      max: 64,
      pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
      unique: true,
      search: 'like',
      sort: true,
    },
    keyName: {
      type: 'string',
      label: { zh_CN: '功能名称', zh_HK: '功能名稱', en: 'Function name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
    },
    keyType: {
      type: 'int',
      label: { zh_CN: '类型', zh_HK: '類型', en: 'Type' },
      min: 1,
      max: 2,
      default: SHORTCUT_TYPE.custom,
      search: 'eq',
      options: [
        { value: SHORTCUT_TYPE.builtIn, label: { zh_CN: '内置', zh_HK: '內置', en: 'Built-in' } },
        { value: SHORTCUT_TYPE.custom, label: { zh_CN: '自定义', zh_HK: '自訂', en: 'Custom' } },
      ],
    },
    keyCode: {
      type: 'string',
      label: { zh_CN: '按键', zh_HK: '按鍵', en: 'Key' },
      required: true,
      max: 64,
      pattern: SHORTCUT_KEY_PATTERN,
      unique: true,
      search: 'eq',
    },
    winShortcuts: {
      type: 'string',
      label: { zh_CN: 'Windows 快捷键', zh_HK: 'Windows 快捷鍵', en: 'Windows shortcut' },
      max: 64,
    },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
