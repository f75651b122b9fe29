import { type AppSeed, button, crud, page, viewOnly, ADD, DELETE, EDIT, VIEW } from '../../core/menus'

const available = { available: true }

/** The SMS marketing area as the shell lists it: its application and menu tree (spec §2, issue 29). */
export const smsMarketingApplication: AppSeed = {
  code: 'sms',
  names: ['短信营销', '短訊營銷', 'SMS marketing'],
  path: '/sms',
  source: 'icon-message',
  isMicro: true,
  microName: 'sms',
  available: true,
  menus: [
    page(
      'sms_company',
      ['短信企业管理', '短訊企業管理', 'SMS companies'],
      '/sms/company',
      crud('sms_company'),
      available,
    ),
    page(
      'sms_dept',
      ['短信部门管理', '短訊部門管理', 'SMS departments'],
      '/sms/dept',
      crud('sms_dept'),
      available,
    ),
    page(
      'sms_signature',
      ['短信签名', '短訊簽名', 'Signatures'],
      '/sms/signature',
      crud('sms_signature'),
      available,
    ),
    page(
      'sms_template',
      ['短信模板', '短訊範本', 'Templates'],
      '/sms/template',
      [...crud('sms_template'), button('sms_template_audit', ['审核', '審核', 'Review'])],
      available,
    ),
    page(
      'sms_task',
      ['群发任务', '群發任務', 'Campaigns'],
      '/sms/task',
      [
        button('sms_task_view', VIEW),
        button('sms_task_edit', [ADD[0] + '/' + EDIT[0], ADD[1] + '/' + EDIT[1], `${ADD[2]}/${EDIT[2]}`]),
        button('sms_task_send', ['发送', '發送', 'Send']),
        button('sms_task_delete', DELETE),
      ],
      available,
    ),
    page(
      'sms_opt_out',
      ['退订名单', '退訂名單', 'Opt-out list'],
      '/sms/optOut',
      crud('sms_opt_out'),
      available,
    ),
    page(
      'sms_outbox',
      ['短信发件箱', '短訊寄件匣', 'SMS outbox'],
      '/sms/outbox',
      viewOnly('sms_outbox'),
      available,
    ),
  ],
}
