import { addShellTexts } from '../i18n'

const TEXTS = {
  zh_CN: { released: '程序已发布新版本，请刷新进行更新。' },
  zh_HK: { released: '程式已發佈新版本，請重新整理進行更新。' },
  en: { released: 'A new version has been released; refresh the page to update.' },
}

addShellTexts('version', TEXTS)
