import { type AppSeed, page, viewOnly, screen } from '../../core/menus'

/** The sms area as the shell lists it: its application and menu tree (spec §3). */
export const smsApplication: AppSeed = {
  code: 'sms',
  names: ['短信营销', '短訊營銷', 'SMS marketing'],
  path: '/sms',
  source: 'icon-message',
  available: false,
  menus: [
    screen('sms_company', ['短信企业管理', '短訊企業管理', 'SMS companies'], '/sms/company'),
    screen('sms_dept', ['短信部门管理', '短訊部門管理', 'SMS departments'], '/sms/dept'),
    screen('sms_template', ['短信模板', '短訊範本', 'Templates'], '/sms/template'),
    screen('sms_task', ['群发任务', '群發任務', 'Campaigns'], '/sms/task'),
    page('sms_outbox', ['短信发件箱', '短訊寄件匣', 'SMS outbox'], '/sms/outbox', viewOnly('sms_outbox'), {
      available: true,
    }),
  ],
}
