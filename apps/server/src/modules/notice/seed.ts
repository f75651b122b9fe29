import { NOTICE_TYPE } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { sendNotice } from './service'

/** A demo tenant's first notice, to everyone: the notice icon starts with its dot. */
export async function seedNotices(tx: Tx, ids: IdGenerator): Promise<void> {
  await sendNotice(
    tx,
    ids,
    {
      title: '欢迎使用 Storedesk',
      type: NOTICE_TYPE.notice,
      content: '系统已为您的企业开通。请先在“系统管理”中完善部门、岗位与用户，再为角色分配菜单权限。',
    },
    { userId: null },
  )
}
