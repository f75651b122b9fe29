import {
  smsCompanyResource,
  smsDeptResource,
  smsSignatureResource,
  smsTemplateResource,
} from '@store/contract'
import { useApi } from '@store/micro'
import { namedBy, useResourceChoices } from '@store/ui'

const byName = namedBy('name')

/** The tenant's SMS companies, departments, signatures and templates by name, for pickers and lists. */
export const useCompanyChoices = () => useResourceChoices(useApi(), smsCompanyResource, byName)
export const useDeptChoices = () => useResourceChoices(useApi(), smsDeptResource, byName)
export const useSignatureChoices = () => useResourceChoices(useApi(), smsSignatureResource, byName)
export const useTemplateChoices = () => useResourceChoices(useApi(), smsTemplateResource, byName)
