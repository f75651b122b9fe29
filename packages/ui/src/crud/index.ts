export { CrudTable, type CrudTableProps } from './crud-table'
export type { CellRenderer, CrudRecord } from './columns'
export { useDictionaries } from './dictionaries'
export { fieldRules } from './rules'
export { pageQuery } from './page-query'
export { ImportDialog, type ImportDialogProps } from './import-dialog'
export {
  UPLOAD_LIMIT_MB,
  importFinished,
  reportErrors,
  saveApiFile,
  startExport,
  uploadXlsx,
  xlsxRefusal,
  type RowError,
} from './excel'
