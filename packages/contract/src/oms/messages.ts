import type { Catalog } from '../messages'

/** Messages of the order management (OMS) area. */
export const OMS_MESSAGES = {
  omsRuleTarget: {
    zh_CN: '规则须指定目标仓库或目标门店之一（不可同时指定）',
    zh_HK: '規則須指定目標倉庫或目標門店之一（不可同時指定）',
    en: 'A rule targets either a warehouse or a shop (one of them)',
  },
  omsShopNoWarehouse: {
    zh_CN: '该门店没有关联的启用仓库，无法作为分单目标',
    zh_HK: '該門店沒有關聯的啟用倉庫，無法作為分單目標',
    en: 'The shop has no enabled warehouse holding its stock, so orders cannot be routed to it',
  },
  omsStateChanged: {
    zh_CN: '订单当前为“{status}”，不能{action}',
    zh_HK: '訂單當前為「{status}」，不能{action}',
    en: 'The order is “{status}”: it cannot be {action}',
  },
  omsGoodsMissing: { zh_CN: '商品不存在：{id}', zh_HK: '商品不存在：{id}', en: 'No such goods: {id}' },
  omsNoStock: {
    zh_CN: '{goods} 各仓库可用库存合计 {available}，不足 {need}',
    zh_HK: '{goods} 各倉庫可用庫存合計 {available}，不足 {need}',
    en: '{goods}: {available} available across the warehouses, {need} needed',
  },
  omsSplitTooMuch: {
    zh_CN: '{goods} 拆出数量须少于订单数量 {qty}，且订单须留有商品',
    zh_HK: '{goods} 拆出數量須少於訂單數量 {qty}，且訂單須留有商品',
    en: 'Split off less of {goods} than the order holds ({qty}), and leave something in the order',
  },
  omsSplitNotInOrder: {
    zh_CN: '订单中没有该商品：{goods}',
    zh_HK: '訂單中沒有該商品：{goods}',
    en: 'The order holds no {goods}',
  },
  omsMergeMismatch: {
    zh_CN: '只能合并同一收货人、同一渠道、待分单或已分单的订单',
    zh_HK: '只能合併同一收貨人、同一渠道、待分單或已分單的訂單',
    en: 'Only new or routed orders of one receiver and one channel can be merged',
  },
  omsImportUnreadable: {
    zh_CN: '文件无法读取，请上传 CSV 或 XLSX 文件',
    zh_HK: '文件無法讀取，請上傳 CSV 或 XLSX 文件',
    en: 'The file cannot be read: upload a CSV or XLSX file',
  },
  omsImportTooMany: {
    zh_CN: '文件超过 {max} 行',
    zh_HK: '文件超過 {max} 行',
    en: 'The file has more than {max} rows',
  },
  omsImportColumns: {
    zh_CN: '表头须为：{columns}',
    zh_HK: '表頭須為：{columns}',
    en: 'The header row must be: {columns}',
  },
  omsImportRowBlank: {
    zh_CN: '“{field}”不能为空',
    zh_HK: '「{field}」不能為空',
    en: '“{field}” is required',
  },
  omsImportRowQty: {
    zh_CN: '数量须为正整数',
    zh_HK: '數量須為正整數',
    en: 'The quantity must be a positive whole number',
  },
  omsImportRowGoods: {
    zh_CN: '商品编码不存在：{code}',
    zh_HK: '商品編碼不存在：{code}',
    en: 'No goods with code {code}',
  },
  omsImportRowReceiver: {
    zh_CN: '同一订单号 {sourceNo} 的收货信息不一致',
    zh_HK: '同一訂單號 {sourceNo} 的收貨資訊不一致',
    en: 'The rows of order {sourceNo} name different receivers',
  },
  omsRoutedTo: { zh_CN: '分配到 {warehouse}', zh_HK: '分配到 {warehouse}', en: 'Routed to {warehouse}' },
  omsSplitInto: { zh_CN: '拆出订单 {code}', zh_HK: '拆出訂單 {code}', en: 'Split off as {code}' },
  omsSplitFrom: { zh_CN: '从订单 {code} 拆出', zh_HK: '從訂單 {code} 拆出', en: 'Split off {code}' },
  omsMergedInto: { zh_CN: '并入订单 {code}', zh_HK: '併入訂單 {code}', en: 'Merged into {code}' },
} satisfies Record<string, Catalog>
