import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'child-store-demo'

export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: {
      user: '当前用户',
      brand: '品牌',
      noBrand: '未选择',
      locale: '语言',
      version: '版本',
      back: '返回列表',
      enable: '启用',
      disable: '停用',
      statusChanged: '状态已更新',
      save: '保存',
      undo: '撤销修改',
      saved: '保存成功',
    },
    zh_HK: {
      user: '目前使用者',
      brand: '品牌',
      noBrand: '未選擇',
      locale: '語言',
      version: '版本',
      back: '返回列表',
      enable: '啟用',
      disable: '停用',
      statusChanged: '狀態已更新',
      save: '保存',
      undo: '撤銷修改',
      saved: '保存成功',
    },
    en: {
      user: 'Signed in as',
      brand: 'Brand',
      noBrand: 'none chosen',
      locale: 'Language',
      version: 'Version',
      back: 'Back to the list',
      enable: 'Enable',
      disable: 'Disable',
      statusChanged: 'Status updated',
      save: 'Save',
      undo: 'Undo changes',
      saved: 'Saved',
    },
  },
}
