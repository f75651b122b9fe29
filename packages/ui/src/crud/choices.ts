import { useEffect, useState } from 'react'
import { useButton } from '@store/bridge/react'
import { permissionCodes, retailShopResource, type ResourceDef } from '@store/contract'
import type { Api } from '@store/request'

/** A record loaded at run time as a select's choice: its id and its name. */
export interface Choice {
  value: string
  label: string
  /** the id of the record it belongs to, where names repeat across those (a grade's brand) */
  group?: string
}

/** What a choices route answers: the rows, or a page of them. */
type Rows<T> = T[] | { records: T[] }

/**
 * The choices `path` answers (asked with `query`, a memoised object), each row made a choice by `toChoice` (a
 * module-level function); null while loading, empty when `allowed` is false (nothing is asked) or the
 * call failed: a lookup the user may not read leaves ids as they are, with no error shown.
 */
export function useChoices<T>(
  api: Api,
  path: string,
  toChoice: (row: T) => Choice,
  allowed = true,
  query?: Record<string, string | number>,
): Choice[] | null {
  const [choices, setChoices] = useState<Choice[] | null>(null)
  useEffect(() => {
    if (!allowed) {
      setChoices([])
      return
    }
    let live = true
    setChoices(null)
    api
      .get<Rows<T>>(path, query)
      .then((answer) => (Array.isArray(answer) ? answer : answer.records).map(toChoice))
      .catch(() => [])
      .then((loaded) => {
        if (live) setChoices(loaded)
      })
    return () => {
      live = false
    }
  }, [api, path, toChoice, allowed, query])
  return choices
}

export type ChoiceRow = { id: string } & Record<string, unknown>

/** All of a resource's records (`list`, at most 1000) as choices, asked only of those who may view them. */
export function useResourceChoices(api: Api, resource: ResourceDef, toChoice: (row: ChoiceRow) => Choice) {
  const allowed = useButton(permissionCodes(resource).view)
  return useChoices(api, `${resource.basePath}/list`, toChoice, allowed)
}

const byShopName = (row: ChoiceRow): Choice => ({ value: row.id, label: String(row.name ?? row.id) })

/** The tenant's shops by name (basic data `retailshop/list`). */
export const useShopChoices = (api: Api) => useResourceChoices(api, retailShopResource, byShopName)
