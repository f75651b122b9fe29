import i18next from 'i18next'
import { LOCALES } from '@store/bridge'
import { SHELL_NAMESPACE } from '../i18n'

const TEXTS = {
  zh_CN: {
    title: '导入陈列计划',
    hint: '上传 .xlsx 文件（不超过 {{limit}} MB），表头使用字段名称，如“计划编号”“计划名称”',
    choose: '选择文件并上传',
    queued: '“{{name}}”已上传，正在导入',
    notXlsx: '只能上传 .xlsx 格式的 Excel 文件',
    tooLarge: '上传的文件不能超过 {{limit}} MB',
    fileName: '文件名称',
    createTime: '上传时间',
    status: '状态',
    total: '总行数',
    success: '成功',
    fail: '失败',
    msg: '结果',
    report: '错误报告',
    statuses: ['排队中', '导入中', '已完成', '失败'],
  },
  zh_HK: {
    title: '匯入陳列計劃',
    hint: '上傳 .xlsx 檔案（不超過 {{limit}} MB），表頭使用欄位名稱，如「計劃編號」「計劃名稱」',
    choose: '選擇檔案並上傳',
    queued: '「{{name}}」已上傳，正在匯入',
    notXlsx: '只能上傳 .xlsx 格式的 Excel 檔案',
    tooLarge: '上傳的檔案不能超過 {{limit}} MB',
    fileName: '檔案名稱',
    createTime: '上傳時間',
    status: '狀態',
    total: '總行數',
    success: '成功',
    fail: '失敗',
    msg: '結果',
    report: '錯誤報告',
    statuses: ['排隊中', '匯入中', '已完成', '失敗'],
  },
  en: {
    title: 'Import display plans',
    hint: 'Upload an .xlsx file (at most {{limit}} MB) headed with the field names, such as “Plan code”, “Plan name”',
    choose: 'Choose a file and upload',
    queued: '“{{name}}” was uploaded and is being imported',
    notXlsx: 'Only .xlsx Excel files can be uploaded',
    tooLarge: 'The file must not be larger than {{limit}} MB',
    fileName: 'File',
    createTime: 'Uploaded',
    status: 'Status',
    total: 'Rows',
    success: 'Imported',
    fail: 'Failed',
    msg: 'Outcome',
    report: 'Error report',
    statuses: ['Queued', 'Importing', 'Done', 'Failed'],
  },
}

for (const locale of LOCALES)
  i18next.addResourceBundle(locale, SHELL_NAMESPACE, { importDemo: TEXTS[locale] }, true)
