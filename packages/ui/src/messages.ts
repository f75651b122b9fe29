import type { Locale } from '@store/contract'

const catalog = {
  zh_CN: {
    add: '新增',
    view: '查看',
    edit: '修改',
    remove: '删除',
    actions: '操作',
    batchRemove: '批量删除',
    selected: '已选择 {count} 项',
    confirmRemove: '确定删除这条{resource}吗？',
    confirmBatchRemove: '确定删除选中的 {count} 条{resource}吗？',
    removed: '删除成功',
    saved: '保存成功',
    addTitle: '新增{resource}',
    editTitle: '修改{resource}',
    viewTitle: '查看{resource}',
    loadFailed: '加载失败：{message}',
    required: '请输入{field}',
    requiredChoice: '请选择{field}',
    maxLength: '{field}最多 {max} 个字符',
    minLength: '{field}至少 {min} 个字符',
    range: '{field}须在 {min} 到 {max} 之间',
    pattern: '{field}格式不正确',
    yes: '是',
    no: '否',
  },
  zh_HK: {
    add: '新增',
    view: '查看',
    edit: '修改',
    remove: '刪除',
    actions: '操作',
    batchRemove: '批量刪除',
    selected: '已選擇 {count} 項',
    confirmRemove: '確定刪除這條{resource}嗎？',
    confirmBatchRemove: '確定刪除選中的 {count} 條{resource}嗎？',
    removed: '刪除成功',
    saved: '儲存成功',
    addTitle: '新增{resource}',
    editTitle: '修改{resource}',
    viewTitle: '查看{resource}',
    loadFailed: '載入失敗：{message}',
    required: '請輸入{field}',
    requiredChoice: '請選擇{field}',
    maxLength: '{field}最多 {max} 個字元',
    minLength: '{field}至少 {min} 個字元',
    range: '{field}須在 {min} 至 {max} 之間',
    pattern: '{field}格式不正確',
    yes: '是',
    no: '否',
  },
  en: {
    add: 'Add',
    view: 'View',
    edit: 'Edit',
    remove: 'Delete',
    actions: 'Actions',
    batchRemove: 'Delete selected',
    selected: '{count} selected',
    confirmRemove: 'Delete this {resource}?',
    confirmBatchRemove: 'Delete the {count} selected {resource} records?',
    removed: 'Deleted',
    saved: 'Saved',
    addTitle: 'Add {resource}',
    editTitle: 'Edit {resource}',
    viewTitle: '{resource}',
    loadFailed: 'Could not load: {message}',
    required: 'Enter the {field}',
    requiredChoice: 'Choose the {field}',
    maxLength: '{field}: at most {max} characters',
    minLength: '{field}: at least {min} characters',
    range: '{field} must be between {min} and {max}',
    pattern: '{field} has an invalid format',
    yes: 'Yes',
    no: 'No',
  },
} satisfies Record<Locale, Record<string, string>>

export type UiMessageKey = keyof (typeof catalog)['zh_CN']
export type Translate = (key: UiMessageKey, params?: Record<string, string | number>) => string

/** The shared parts' texts in one language; `{name}` placeholders are filled from `params`. */
export function uiTexts(locale: Locale): Translate {
  const texts = catalog[locale]
  return (key, params = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
}
