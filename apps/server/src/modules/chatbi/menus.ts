import { type AppSeed, page, viewOnly } from '../../core/menus'

/** The child-chatbi area as the shell lists it: its application and menu tree (spec §3). */
export const childChatbiApplication: AppSeed = {
  code: 'child-chatbi',
  names: ['智能问数', '智能問數', 'Chat BI'],
  path: '/child-chatbi',
  source: 'icon-chart',
  isMicro: true,
  microName: 'child-chatbi',
  available: false,
  menus: [page('chatbi', ['问数', '問數', 'Ask'], '/child-chatbi/ask', viewOnly('chatbi'))],
}
