import { Type, type Static } from 'typebox'
import { Id } from '../envelope'
import { LangParam, IgnoredSortParams } from '../resource'
import { WorkPaging, WorkStatusField } from '../work'

/** The download centre (/download/index, spec §7 `down/*`, `excel/export`). */
export const DOWNLOAD_BASE = '/api/blade-system/down'
export const EXCEL_BASE = '/api/blade-system/excel'
/** where a finished export's file is fetched (its owner only): `?id=` */
export const DOWNLOAD_FILE_PATH = `${DOWNLOAD_BASE}/file`

export const DownloadRecord = Type.Object(
  {
    id: Id,
    fileName: Type.String(),
    /** the exported resource's definition name */
    resource: Type.String(),
    status: WorkStatusField,
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    rowCount: Type.Integer({ minimum: 0 }),
    fileSize: Type.Union([Type.Integer(), Type.Null()]),
    /** why it failed */
    msg: Type.Union([Type.String(), Type.Null()]),
    createTime: Type.String(),
    finishTime: Type.Union([Type.String(), Type.Null()]),
    /** the file's address once done (DOWNLOAD_FILE_PATH?id=…), else null */
    address: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type DownloadRecord = Static<typeof DownloadRecord>

/** Starts an export of a resource list: the filters are those of the resource's page call. */
export const ExportRequest = Type.Object(
  {
    resource: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'a resource definition name, e.g. dict',
    }),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 255 }), Type.Number()]), {
        description: 'the searchable fields of the resource’s page call; newest first',
      }),
    ),
    fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  },
  { additionalProperties: false },
)
export type ExportRequest = Static<typeof ExportRequest>

export const DownloadListQuery = Type.Object(
  {
    ...WorkPaging,
    ...IgnoredSortParams,
    ...LangParam,
  },
  { additionalProperties: false },
)
