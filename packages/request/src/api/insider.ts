import { memberResource, type MemberRemarkBody } from '@store/contract'
import type { Api } from '../client'

/** A member as the insider module's writes answer it. */
export type SavedMember = { id: string } & Record<string, unknown>

/** The member writes of the insider module (spec §7) beyond the resource's own routes. */
export const memberApi = {
  /** POST /api/store-insider/insider/add/remarks: sets the member's remarks. */
  addRemarks: (api: Api, body: MemberRemarkBody) =>
    api.post<SavedMember>(`${memberResource.basePath}/add/remarks`, body),
  /** POST /api/store-insider/insider/remove/remarks?id=: clears the member's remarks. */
  removeRemarks: (api: Api, id: string) =>
    api.post<SavedMember>(`${memberResource.basePath}/remove/remarks`, undefined, { params: { id } }),
}
