import { defineEndpoint } from '../endpoint'
import { PageOf } from '../envelope'
import {
  EXCEL_UPLOAD_PATH,
  EXCEL_UPLOAD_STATUS_PATH,
  UPLOAD_HISTORY_BASE,
  UPLOAD_MAX_BYTES,
  UploadHistoryListQuery,
  UploadHistoryRecord,
  UploadQuery,
  UploadStatusQuery,
} from './upload'

const tags = ['upload']

/** Import by excel template (spec §7 `excel/upload-status`, `uploadHistory/list`): the uploader's own. */
export const uploadEndpoints = {
  /** the file goes as multipart form data (field UPLOAD_FILE_FIELD), which the schema leaves unchecked */
  upload: defineEndpoint({
    method: 'POST',
    path: EXCEL_UPLOAD_PATH,
    tags,
    summary: `Uploads an xlsx (multipart field "file", at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB) to import into the resource the function code names; the history record to follow`,
    query: UploadQuery,
    reply: UploadHistoryRecord,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: EXCEL_UPLOAD_STATUS_PATH,
    tags,
    summary: 'One of the caller’s uploads: its status, counts and error report',
    query: UploadStatusQuery,
    reply: UploadHistoryRecord,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${UPLOAD_HISTORY_BASE}/list`,
    tags,
    summary: 'The caller’s uploads, newest first (optionally of one function code)',
    query: UploadHistoryListQuery,
    reply: PageOf(UploadHistoryRecord),
  }),
}
