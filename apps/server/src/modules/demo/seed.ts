import { DEMO_DICTS } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { insertDictionaries } from '../dict'
import { demoItem } from './schema'

type DemoItemSeed = Omit<typeof demoItem.$inferInsert, 'id' | 'tenantId'>

const DICTIONARIES = [
  {
    code: DEMO_DICTS.category,
    names: ['陈列位置', '陳列位置', 'Fixture'] as [string, string, string],
    items: [
      ['end_cap', ['端架', '端架', 'End cap']],
      ['checkout', ['收银台', '收銀台', 'Checkout counter']],
      ['gondola', ['中岛货架', '中島貨架', 'Gondola']],
      ['cooler', ['冷柜', '冷櫃', 'Cooler']],
      ['window', ['橱窗', '櫥窗', 'Shop window']],
    ] as [string, [string, string, string]][],
  },
  {
    code: DEMO_DICTS.status,
    names: ['启用状态', '啟用狀態', 'Status'] as [string, string, string],
    items: [
      ['1', ['启用', '啟用', 'Enabled']],
      ['0', ['停用', '停用', 'Disabled']],
    ] as [string, [string, string, string]][],
  },
]

/** Each demo tenant's own plans, so the sub-app shows tenant isolation at a glance. */
export const DEMO_ITEMS: Record<string, DemoItemSeed[]> = {
  '100001': [
    {
      planCode: 'KA-2025-001',
      planName: '感冒药端架陈列',
      category: 'end_cap',
      amount: '1200.00',
      status: 1,
      launchDate: '2025-01-06',
      remark: '流感季主推',
    },
    {
      planCode: 'KA-2025-002',
      planName: '维生素收银台陈列',
      category: 'checkout',
      amount: '380.50',
      status: 1,
      launchDate: '2025-02-10',
      remark: null,
    },
    {
      planCode: 'KA-2025-003',
      planName: '医用口罩中岛陈列',
      category: 'gondola',
      amount: '860.00',
      status: 0,
      launchDate: '2024-12-01',
      remark: '已到期',
    },
    {
      planCode: 'KA-2025-004',
      planName: '保健品橱窗陈列',
      category: 'window',
      amount: '25600.00',
      status: 1,
      launchDate: '2025-03-15',
      remark: '品牌联合推广',
    },
  ],
  '100002': [
    {
      planCode: 'YX-2025-001',
      planName: '饮料冷柜陈列',
      category: 'cooler',
      amount: '3200.00',
      status: 1,
      launchDate: '2025-04-01',
      remark: '夏季冷饮',
    },
    {
      planCode: 'YX-2025-002',
      planName: '零食端架陈列',
      category: 'end_cap',
      amount: '1580.80',
      status: 1,
      launchDate: '2025-03-20',
      remark: null,
    },
    {
      planCode: 'YX-2025-003',
      planName: '口香糖收银台陈列',
      category: 'checkout',
      amount: '420.00',
      status: 0,
      launchDate: '2024-11-11',
      remark: null,
    },
  ],
}

/** The demo dictionaries and the tenant's display plans, inside the tenant's seeding transaction. */
export async function seedDemoItems(tx: Tx, ids: IdGenerator, tenantId: string): Promise<void> {
  await insertDictionaries(tx, ids, DICTIONARIES)
  const items = DEMO_ITEMS[tenantId] ?? []
  if (items.length) await tx.insert(demoItem).values(items.map((item) => ({ ...item, id: ids.next() })))
}
