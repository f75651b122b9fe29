import { menuEndpoints, type Page } from '@store/contract'
import { endpointsOf, priceTagTemplateResource } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'

/** the screen whose print plans (system → print plans) print the price tags */
export const TAG_MENU_CODE = 'price_tag'

export interface TagTemplate {
  id: string
  name: string
  widthMm: number
  heightMm: number
  layout: string
}

export interface TagPrintPlan {
  id: string
  printPlanName: string
  forbidReprint: number
  /** prints through the local print plugin rather than the browser */
  plugin: boolean
}

/** A plan's template says `"plugin": true` when the tags go to the local print plugin. */
const usesPlugin = (template: string) => {
  try {
    return (JSON.parse(template) as { plugin?: unknown }).plugin === true
  } catch {
    return false
  }
}

/** The enabled tag templates and this screen's print plans (spec §3 Print plan), for the print dialog. */
export function usePrintChoices() {
  const api = useApi()
  return useLoaded(async () => {
    const templates = await api.get<Page<TagTemplate>>(
      `${priceTagTemplateResource.basePath}/${endpointsOf(priceTagTemplateResource).page}`,
      { size: 100, status: 1 },
    )
    const screens = await call(api, menuEndpoints.listPrintPlans, { query: {} })
    const plans = screens.find((s) => s.menuCode === TAG_MENU_CODE)?.printPlans ?? []
    return {
      templates: templates.records,
      plans: plans.map((p): TagPrintPlan => ({
        id: p.id,
        printPlanName: p.printPlanName,
        forbidReprint: p.forbidReprint,
        plugin: usesPlugin(p.template),
      })),
    }
  }, [api])
}
