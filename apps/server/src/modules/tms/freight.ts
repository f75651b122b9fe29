/** A tariff's prices: grams the first fee covers, and fen for them and for each started kilogram more. */
export interface TariffPrices {
  firstWeight: number
  firstFee: number
  additionalFee: number
}

const KG = 1000

/**
 * The freight in fen of a parcel weight in grams: the first fee, plus the additional fee for each
 * kilogram (or part of one) above the first weight. Integers throughout, so nothing is rounded away.
 */
export function freightOf(tariff: TariffPrices, weight: number): number {
  const extraKg = Math.ceil(Math.max(0, weight - tariff.firstWeight) / KG)
  return tariff.firstFee + extraKg * tariff.additionalFee
}
