import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { PageOf } from '../envelope'
import { DetailQuery, RemoveQuery } from '../resource'
import {
  DOWNLOAD_BASE,
  DOWNLOAD_FILE_PATH,
  DownloadListQuery,
  DownloadRecord,
  EXCEL_BASE,
  ExportRequest,
} from './download'

const tags = ['download']

/** The download centre (spec §7 `down/listByUser`, `down/remove`, `excel/export`): the owner's exports. */
export const downloadEndpoints = {
  exportList: defineEndpoint({
    method: 'POST',
    path: `${EXCEL_BASE}/export`,
    tags,
    summary: 'Starts exporting a resource list (its page call’s filters) to xlsx; the record to follow',
    body: ExportRequest,
    reply: DownloadRecord,
  }),
  listByUser: defineEndpoint({
    method: 'GET',
    path: `${DOWNLOAD_BASE}/listByUser`,
    tags,
    summary: 'The caller’s download records, newest first, with status and progress',
    query: DownloadListQuery,
    reply: PageOf(DownloadRecord),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${DOWNLOAD_BASE}/remove`,
    tags,
    summary: 'Removes the caller’s download records and their files (all or none)',
    query: RemoveQuery,
    reply: Type.Boolean(),
  }),
  /** its route answers the file itself (no envelope) and documents no reply: `reply` says so */
  file: defineEndpoint({
    method: 'GET',
    path: DOWNLOAD_FILE_PATH,
    tags,
    summary: 'The file of the caller’s finished export (xlsx)',
    query: DetailQuery,
    reply: Type.Unknown({ description: 'the xlsx file itself, not an envelope' }),
  }),
}
