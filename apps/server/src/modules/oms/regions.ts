/** A point on the globe in degrees. */
export interface Location {
  latitude: number
  longitude: number
}

/**
 * Where an order's region lies: the provincial-level regions by their capitals' coordinates (an order's
 * region is read from its address up to the first 省/市, so it names one of these).
 */
const REGION_LOCATIONS: readonly [string, number, number][] = [
  ['北京', 39.9042, 116.4074],
  ['天津', 39.3434, 117.3616],
  ['上海', 31.2304, 121.4737],
  ['重庆', 29.563, 106.5516],
  ['河北', 38.0428, 114.5149],
  ['山西', 37.8706, 112.5489],
  ['内蒙古', 40.8414, 111.7519],
  ['辽宁', 41.8057, 123.4315],
  ['吉林', 43.8171, 125.3235],
  ['黑龙江', 45.8038, 126.535],
  ['江苏', 32.0603, 118.7969],
  ['浙江', 30.2741, 120.1551],
  ['安徽', 31.8206, 117.2272],
  ['福建', 26.0745, 119.2965],
  ['江西', 28.682, 115.8579],
  ['山东', 36.6512, 117.1201],
  ['河南', 34.7466, 113.6253],
  ['湖北', 30.5928, 114.3055],
  ['湖南', 28.2282, 112.9388],
  ['广东', 23.1291, 113.2644],
  ['广西', 22.817, 108.3669],
  ['海南', 20.044, 110.1999],
  ['四川', 30.5728, 104.0668],
  ['贵州', 26.647, 106.6302],
  ['云南', 25.0389, 102.7183],
  ['西藏', 29.652, 91.1721],
  ['陕西', 34.3416, 108.9398],
  ['甘肃', 36.0611, 103.8343],
  ['青海', 36.6171, 101.7782],
  ['宁夏', 38.4872, 106.2309],
  ['新疆', 43.8256, 87.6168],
  ['香港', 22.3193, 114.1694],
  ['澳门', 22.1987, 113.5439],
  ['台湾', 25.033, 121.5654],
]

/** The coordinates of the region an order's region names, or null when it names none of them. */
export function regionLocation(region: string): Location | null {
  const found = REGION_LOCATIONS.find(([name]) => region.includes(name))
  return found ? { latitude: found[1], longitude: found[2] } : null
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Location, b: Location): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)))
}
