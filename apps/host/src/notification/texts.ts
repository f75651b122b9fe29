import { addShellTexts } from '../i18n'

addShellTexts('notification', {
  zh_CN: {
    types: { 1: '全部通知', 2: '下载通知', 3: '产品更新' },
    search: '按标题搜索',
    time: '时间',
    sender: '发布人',
    phone: '联系电话',
    open: '打开',
    back: '返回通知列表',
    missing: '未找到该通知',
  },
  zh_HK: {
    types: { 1: '全部通知', 2: '下載通知', 3: '產品更新' },
    search: '按標題搜尋',
    time: '時間',
    sender: '發佈人',
    phone: '聯絡電話',
    open: '開啟',
    back: '返回通知列表',
    missing: '找不到該通知',
  },
  en: {
    types: { 1: 'All notices', 2: 'Downloads', 3: 'Product updates' },
    search: 'Search by title',
    time: 'Time',
    sender: 'From',
    phone: 'Phone',
    open: 'Open',
    back: 'Back to notices',
    missing: 'The notice was not found',
  },
})
