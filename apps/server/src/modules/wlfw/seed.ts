import type { ServiceLevel } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { wlfwArea, wlfwPickupPoint, wlfwServiceLevel } from './schema'

interface DemoArea {
  code: string
  name: string
  /** postcode and district-code prefixes */
  regionPrefixes: string
  /** the demo shops serving it, by their index in basicdata's seeded shops */
  shops: number[]
  baseFee: number
  perKgFee: number
  freeThreshold: number | null
  levels: [ServiceLevel, surcharge: number, cutoff: string, weekdays: string][]
}

const EVERY_DAY = '1,2,3,4,5,6,7'
const WORKDAYS = '1,2,3,4,5'
const CITY_LEVELS: DemoArea['levels'] = [
  ['standard', 0, '18:00', EVERY_DAY],
  ['next_day', 500, '20:00', WORKDAYS],
  ['same_day', 1200, '14:00', WORKDAYS],
]

/** Each demo tenant's areas cover its shops' city: the pharmacy's Hangzhou, the grocer's Shanghai. */
export const DEMO_AREAS: Record<string, DemoArea[]> = {
  '100001': [
    {
      code: 'HZ-CITY',
      name: '杭州主城区',
      regionPrefixes: '3100,330102,330105,330106,330108',
      shops: [0, 1, 2, 3],
      baseFee: 800,
      perKgFee: 200,
      freeThreshold: 9900,
      levels: CITY_LEVELS,
    },
    {
      code: 'HZ-XS',
      name: '萧山区',
      regionPrefixes: '3112,330109',
      shops: [4],
      baseFee: 1000,
      perKgFee: 300,
      freeThreshold: 19900,
      levels: [['standard', 0, '17:00', EVERY_DAY]],
    },
  ],
  '100002': [
    {
      code: 'SH-CORE',
      name: '上海中心城区',
      regionPrefixes: '2000,310101,310104,310106',
      shops: [0, 1],
      baseFee: 600,
      perKgFee: 150,
      freeThreshold: 8800,
      levels: CITY_LEVELS,
    },
    {
      code: 'SH-CITY',
      name: '上海其他城区',
      regionPrefixes: '200,310110,310115',
      shops: [2, 3],
      baseFee: 900,
      perKgFee: 200,
      freeThreshold: 12800,
      levels: CITY_LEVELS.slice(0, 2),
    },
  ],
}

/** Pickup points at the first two demo shops, both in the tenant's first area. */
export const DEMO_PICKUP_POINTS: Record<string, [code: string, name: string, address: string][]> = {
  '100001': [
    ['PU-KA001', '人民路店自提点', '杭州市上城区人民路 128 号'],
    ['PU-KA002', '解放路店自提点', '杭州市上城区解放路 56 号'],
  ],
  '100002': [
    ['PU-YX001', '南京西路店自提柜', '上海市静安区南京西路 1601 号'],
    ['PU-YX002', '徐家汇店服务台', '上海市徐汇区漕溪北路 45 号'],
  ],
}

export async function seedWlfw(tx: Tx, ids: IdGenerator, catalogue: string, shops: string[]): Promise<void> {
  const areas = (DEMO_AREAS[catalogue] ?? []).map((a) => ({ ...a, id: ids.next() }))
  if (!areas.length) return
  await tx.insert(wlfwArea).values(
    areas.map(({ levels: _levels, shops: served, ...area }) => ({
      ...area,
      shopIds: served.flatMap((i) => shops[i] ?? []).join(','),
    })),
  )
  await tx.insert(wlfwServiceLevel).values(
    areas.flatMap((area) =>
      area.levels.map(([level, surcharge, cutoff, weekdays]) => ({
        id: ids.next(),
        areaId: area.id,
        level,
        surcharge,
        cutoff,
        weekdays,
      })),
    ),
  )
  const points = (DEMO_PICKUP_POINTS[catalogue] ?? []).flatMap(([code, name, address], i) => {
    const shopId = shops[i]
    const at = { code, name, address, areaId: areas[0]!.id, openingHours: '09:00-21:00' }
    return shopId ? [{ ...at, id: ids.next(), shopId }] : []
  })
  if (points.length) await tx.insert(wlfwPickupPoint).values(points)
}
