import {
  UPLOAD_FILE_FIELD,
  UPLOAD_MAX_BYTES,
  WORK_STATUS,
  downloadEndpoints,
  uploadEndpoints,
  type EndpointReply,
  type UploadHistoryRecord,
} from '@store/contract'
import { call, type Api } from '@store/request'

/** the largest file an import takes, in MB */
export const UPLOAD_LIMIT_MB = UPLOAD_MAX_BYTES / 1024 / 1024
/** how often a running import's status is asked for */
export const IMPORT_POLL_MS = 1000

/** Why a chosen file cannot be imported (not an xlsx, too large), or null when it can. */
export function xlsxRefusal(file: { name: string; size: number }): 'notXlsx' | 'tooLarge' | null {
  if (!/\.xlsx$/i.test(file.name)) return 'notXlsx'
  return file.size > UPLOAD_MAX_BYTES ? 'tooLarge' : null
}

/** Uploads an xlsx to be imported into the resource the function code names; the history record to follow. */
export function uploadXlsx(api: Api, functionCode: string, file: Blob): Promise<UploadHistoryRecord> {
  const form = new FormData()
  form.append(UPLOAD_FILE_FIELD, file)
  // the file goes as multipart form data, which call's typed body does not take
  const { upload } = uploadEndpoints
  return api.post<EndpointReply<typeof upload>>(upload.path, form, { params: { functionCode } })
}

/** The import's record once it has finished, done or failed. */
export async function importFinished(api: Api, id: string): Promise<UploadHistoryRecord> {
  for (;;) {
    const record = await call(api, uploadEndpoints.status, { query: { excelUploadHistoryId: id } })
    if (record.status >= WORK_STATUS.done) return record
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS))
  }
}

export interface RowError {
  row: number
  msg: string
}

/** The refused rows an import's error report lists (row number and message); exceljs loads on demand. */
export async function reportErrors(api: Api, address: string): Promise<RowError[]> {
  const [data, { Workbook }] = await Promise.all([
    api.get<ArrayBuffer>(address, undefined, { responseType: 'arraybuffer' }),
    import('exceljs'),
  ])
  const book = new Workbook()
  await book.xlsx.load(data)
  const errors: RowError[] = []
  book.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) errors.push({ row: Number(row.getCell(1).value), msg: String(row.getCell(2).value) })
  })
  return errors
}

/** Starts exporting a resource list with its search filters; the download centre's record. */
export const startExport = (api: Api, resource: string, params: Record<string, string | number>) =>
  call(api, downloadEndpoints.exportList, { body: { resource, params } })

/**
 * Fetches a file the API serves to its owner only and saves it: the user's token rides on the
 * request, which a plain link or a new window would not carry.
 */
export async function saveApiFile(api: Api, address: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(address, undefined, { responseType: 'blob' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
