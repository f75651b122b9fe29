import { Type, type Static } from 'typebox'
import { Id } from '../envelope'
import { LangParam } from '../resource'
import { WorkPaging, WorkStatusField } from '../work'

/**
 * Import by excel template (/demo/importDemo, spec §7 `excel/upload-status`, `uploadHistory/list`): an
 * uploaded xlsx is one history record, imported by a job; rows that fail come back as an error report.
 */
export const EXCEL_UPLOAD_PATH = '/api/blade-system/excel/upload'
export const EXCEL_UPLOAD_STATUS_PATH = '/api/blade-system/excel/upload-status'
export const UPLOAD_HISTORY_BASE = '/api/blade-resource/uploadHistory'
/** the multipart field that carries the file */
export const UPLOAD_FILE_FIELD = 'file'
/** the largest file accepted, in bytes */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** the most data rows one file may hold (all are inserted in one transaction) */
export const IMPORT_MAX_ROWS = 5000

export const UploadHistoryRecord = Type.Object(
  {
    id: Id,
    /** what the file imports: the name of a resource the server serves */
    functionCode: Type.String(),
    fileName: Type.String(),
    status: WorkStatusField,
    /** data rows read (the header row not counted), imported, refused */
    totalCount: Type.Integer({ minimum: 0 }),
    successCount: Type.Integer({ minimum: 0 }),
    failCount: Type.Integer({ minimum: 0 }),
    /** the outcome in the uploader's language */
    msg: Type.Union([Type.String(), Type.Null()]),
    createTime: Type.String(),
    finishTime: Type.Union([Type.String(), Type.Null()]),
    /** the error report (row number and message per refused row), fetched like an export; null without one */
    address: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type UploadHistoryRecord = Static<typeof UploadHistoryRecord>

export const UploadQuery = Type.Object(
  {
    functionCode: Type.String({ minLength: 1, maxLength: 128, description: 'what the file imports' }),
    ...LangParam,
  },
  { additionalProperties: false },
)

export const UploadStatusQuery = Type.Object(
  { excelUploadHistoryId: Id, ...LangParam },
  { additionalProperties: false },
)

export const UploadHistoryListQuery = Type.Object(
  {
    ...WorkPaging,
    functionCode: Type.Optional(Type.String({ maxLength: 128 })),
    ...LangParam,
  },
  { additionalProperties: false },
)
