import { addShellTexts } from '../i18n'

const TEXTS = {
  zh_CN: {
    title: '选择会员品牌',
    name: '品牌名称',
    memo: '备注',
    switch: '切换会员品牌',
    chooseOne: '请至少选择一条',
    saved: '保存成功',
    loadFailed: '查询会员品牌列表失败',
    none: '未查询到会员品牌',
    undefined: '没有定义会员品牌，无法使用CRM系统，现在去定义',
    define: '去定义',
  },
  zh_HK: {
    title: '選擇會員品牌',
    name: '品牌名稱',
    memo: '備註',
    switch: '切換會員品牌',
    chooseOne: '請至少選擇一條',
    saved: '保存成功',
    loadFailed: '查詢會員品牌列表失敗',
    none: '未查詢到會員品牌',
    undefined: '沒有定義會員品牌，無法使用CRM系統，現在去定義',
    define: '去定義',
  },
  en: {
    title: 'Choose a member brand',
    name: 'Brand',
    memo: 'Notes',
    switch: 'Switch member brand',
    chooseOne: 'Choose at least one',
    saved: 'Saved',
    loadFailed: 'The member brands could not be loaded',
    none: 'No member brand found',
    undefined: 'No member brand is defined, so the CRM cannot be used. Define one now?',
    define: 'Define one',
  },
}

addShellTexts('brand', TEXTS)
