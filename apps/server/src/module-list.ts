import type { AppSeed } from './core/menus'
import type { ServerModule } from './core/module'
import { accessModule } from './modules/access'
import { authModule } from './modules/auth'
import { basicdataModule } from './modules/basicdata'
import { chatbiModule } from './modules/chatbi'
import { crmModule } from './modules/crm'
import { demoModule } from './modules/demo'
import { deskModule } from './modules/desk'
import { dictModule } from './modules/dict'
import { downloadModule } from './modules/download'
import { goodsModule } from './modules/goods'
import { insiderModule } from './modules/insider'
import { ledgerModule } from './modules/ledger'
import { logModule } from './modules/log'
import { mfaModule } from './modules/mfa'
import { microModule } from './modules/micro'
import { noticeModule } from './modules/notice'
import { orgModule } from './modules/org'
import { personalModule } from './modules/personal'
import { settingsModule } from './modules/settings'
import { smsModule } from './modules/sms'
import { socialModule } from './modules/social'
import { ssoModule } from './modules/sso'
import { tenantModule } from './modules/tenant'
import { APPLICATION_ORDER, menuModule } from './modules/menu'
import { uploadModule } from './modules/upload'
import { userModule } from './modules/user'
import { workflowModule } from './modules/workflow'
import { promotionModule } from './modules/promotion'
import { priceModule } from './modules/price'
import { dtpModule } from './modules/dtp'
import { smsMarketingModule } from './modules/sms-marketing'
import { shopModule } from './modules/shop'
import { shopCardsModule } from './modules/shop-cards'
import { shopActivityModule } from './modules/shop-activity'
import { shopEngageModule } from './modules/shop-engage'
import { shopContentModule } from './modules/shop-content'
import { wmsModule } from './modules/wms'
import { tmsModule } from './modules/tms'
import { omsModule } from './modules/oms'
import { srmModule } from './modules/srm'
import { wlfwModule } from './modules/wlfw'

/**
 * Every server module, in the order `app.ts` registers them and the seeders run them: a module comes
 * after those it depends on. Adding an area adds one line here.
 */
export const MODULES: readonly ServerModule[] = [
  tenantModule,
  dictModule,
  menuModule,
  accessModule,
  userModule,
  authModule,
  settingsModule,
  noticeModule,
  deskModule,
  logModule,
  orgModule,
  ssoModule,
  socialModule,
  smsModule,
  mfaModule,
  personalModule,
  chatbiModule,
  demoModule,
  basicdataModule,
  goodsModule,
  crmModule,
  insiderModule,
  ledgerModule,
  microModule,
  downloadModule,
  uploadModule,
  workflowModule,
  priceModule,
  promotionModule,
  dtpModule,
  smsMarketingModule,
  shopModule,
  shopCardsModule,
  shopActivityModule,
  shopEngageModule,
  shopContentModule,
  wmsModule,
  tmsModule,
  omsModule,
  srmModule,
  wlfwModule,
]

/** The areas the modules declare, in the platform's menu order (spec §3: what a tenant is seeded with). */
export function applicationsOf(modules: readonly ServerModule[]): AppSeed[] {
  const declared = modules.flatMap((m) => m.applications ?? [])
  const position = (a: AppSeed) => {
    const i = APPLICATION_ORDER.indexOf(a.code)
    return i < 0 ? APPLICATION_ORDER.length : i
  }
  return declared
    .map((a, i) => ({ a, key: [position(a), i] as const }))
    .sort((x, y) => x.key[0] - y.key[0] || x.key[1] - y.key[1])
    .map((x) => x.a)
}

export const APPLICATIONS = applicationsOf(MODULES)
