import { defineEndpoint } from '../endpoint'
import { PageOf } from '../envelope'
import { CardMode, MEMBER_CENTER_BASE } from '../member-center'
import { DetailQuery, extraRecordSchema } from '../resource'
import { MemberTagsBody, memberTagResource } from '../resources/crm'
import {
  INSIDER_API,
  MemberFilter,
  MemberPhoneAnswer,
  MemberPhoneQuery,
  MemberQueryPaging,
  MemberRemarkBody,
  memberResource,
} from '../resources/member'

const tags = [memberResource.name]
const MemberRecord = extraRecordSchema(memberResource)

/** The member writes and look-ups beside the member resource (`/api/store-insider`, the CRM's tag update). */
export const memberEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: `${memberResource.basePath}/save/query`,
    tags,
    summary: 'Members matching the filters in the body, one page (current and size in the query)',
    query: MemberQueryPaging,
    body: MemberFilter,
    reply: PageOf(MemberRecord),
  }),
  addRemarks: defineEndpoint({
    method: 'POST',
    path: `${memberResource.basePath}/add/remarks`,
    tags,
    summary: 'Sets a member’s remarks (the change goes to its change history)',
    query: null,
    body: MemberRemarkBody,
    reply: MemberRecord,
  }),
  removeRemarks: defineEndpoint({
    method: 'POST',
    path: `${memberResource.basePath}/remove/remarks`,
    tags,
    summary: 'Clears a member’s remarks (the change goes to its change history)',
    query: DetailQuery,
    reply: MemberRecord,
  }),
  updateTags: defineEndpoint({
    method: 'POST',
    path: `${memberTagResource.basePath}/hk/update`,
    tags,
    summary: 'Replaces the tags a member holds (the change goes to its change history)',
    query: null,
    body: MemberTagsBody,
    reply: MemberRecord,
  }),
  queryPhone: defineEndpoint({
    method: 'GET',
    path: `${INSIDER_API}/newinsider/queryPhone`,
    tags,
    summary: 'Whether a mobile number is already a member’s (in the brand, when given)',
    query: MemberPhoneQuery,
    reply: MemberPhoneAnswer,
  }),
}

/** The tenant's membership card mode: read by every signed-in user, saved by the member centre. */
export const cardModeEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${MEMBER_CENTER_BASE}/cardMode/detail`,
    tags: ['member-card-mode'],
    summary: 'The tenant’s membership card mode (the defaults until it saves its own)',
    reply: CardMode,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${MEMBER_CENTER_BASE}/cardMode/submit`,
    tags: ['member-card-mode'],
    summary: 'Saves the tenant’s membership card mode; answers it as saved',
    body: CardMode,
    reply: CardMode,
  }),
}
