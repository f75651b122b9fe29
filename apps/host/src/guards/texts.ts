import { addShellTexts } from '../i18n'

const TEXTS = {
  zh_CN: {
    zoomed: '你所访问的网页内容被缩放',
    zoomedDetail: '当前缩放比例为 {{percent}}%，页面可能显示异常，请按 Ctrl+0 恢复为 100%。',
    snooze: '7天内不再提示',
  },
  zh_HK: {
    zoomed: '你所訪問的網頁內容被縮放',
    zoomedDetail: '目前縮放比例為 {{percent}}%，頁面可能顯示異常，請按 Ctrl+0 恢復為 100%。',
    snooze: '7天內不再提示',
  },
  en: {
    zoomed: 'The page you are visiting is zoomed',
    zoomedDetail: 'The zoom is {{percent}}%, so the page may look wrong; press Ctrl+0 to go back to 100%.',
    snooze: 'Do not remind me for 7 days',
  },
}

addShellTexts('guard', TEXTS)
