import { addShellTexts } from '../i18n'

const TEXTS = {
  zh_CN: {
    fileName: '文件名称',
    createTime: '创建时间',
    status: '状态',
    progress: '进度',
    rows: '行数',
    actions: '操作',
    download: '下载',
    remove: '删除',
    removeConfirm: '确定删除“{{name}}”及其文件?',
    removed: '删除成功',
    statuses: ['排队中', '导出中', '已完成', '失败'],
  },
  zh_HK: {
    fileName: '檔案名稱',
    createTime: '建立時間',
    status: '狀態',
    progress: '進度',
    rows: '行數',
    actions: '操作',
    download: '下載',
    remove: '刪除',
    removeConfirm: '確定刪除「{{name}}」及其檔案?',
    removed: '刪除成功',
    statuses: ['排隊中', '匯出中', '已完成', '失敗'],
  },
  en: {
    fileName: 'File',
    createTime: 'Created',
    status: 'Status',
    progress: 'Progress',
    rows: 'Rows',
    actions: 'Actions',
    download: 'Download',
    remove: 'Remove',
    removeConfirm: 'Remove “{{name}}” and its file?',
    removed: 'Removed',
    statuses: ['Queued', 'Exporting', 'Done', 'Failed'],
  },
}

addShellTexts('download', TEXTS)
