import { dtpDrugResource, dtpPatientResource } from '@store/contract'
import { useApi } from '@store/micro'
import { useResourceChoices } from '@store/ui'

/** The tenant's drugs by trade name and generic name, for pickers. */
export function useDrugChoices() {
  return useResourceChoices(useApi(), dtpDrugResource, (d) => ({
    value: String(d.id),
    label: `${String(d.tradeName)}（${String(d.genericName)}）`,
  }))
}

/** The tenant's patients by name and phone, for pickers. */
export function usePatientChoices() {
  return useResourceChoices(useApi(), dtpPatientResource, (p) => ({
    value: String(p.id),
    label: p.phone ? `${String(p.name)} ${String(p.phone)}` : String(p.name),
  }))
}
