import { useEffect, useMemo, useState } from 'react'
import {
  dictionaryEndpoints,
  type DictItem,
  type FieldDef,
  type Locale,
  type ResourceDef,
} from '@store/contract'
import { call, type Api } from '@store/request'

export interface ChoiceOption {
  label: string
  value: string | number
}

/** Dictionary keys are strings; an int or bool field stores them as numbers. */
export const choiceValue = (field: FieldDef, key: string): string | number =>
  field.type === 'int' || field.type === 'bool' ? Number(key) : key

/** A multiple field's stored values (comma-joined) as a list; an empty value holds none. */
export const splitChoices = (value: unknown): string[] =>
  typeof value === 'string' && value !== '' ? value.split(',') : []

/** A multiple field's chosen values as it stores them: comma-joined. */
export const joinChoices = (value: unknown): unknown => (Array.isArray(value) ? value.join(',') : value)

const EMPTY: Record<string, DictItem[]> = {}

/**
 * The items of every dictionary the resource's fields name, in one call, labelled in the user's
 * language (reloaded when it changes). A failure is reported, and the selects stay empty.
 */
export function useDictionaries(
  api: Api,
  def: ResourceDef,
  locale: Locale,
  onError: (error: unknown) => void,
): Record<string, DictItem[]> {
  const codes = useMemo(
    () => [...new Set(Object.values(def.fields).flatMap((f) => (f.dict ? [f.dict] : [])))].join(','),
    [def],
  )
  const [dictionaries, setDictionaries] = useState(EMPTY)
  useEffect(() => {
    if (!codes) return
    let current = true
    call(api, dictionaryEndpoints.dictionaryList, { query: { codes, lang: locale } }).then(
      (loaded) => current && setDictionaries(loaded),
      (error: unknown) => current && onError(error),
    )
    return () => {
      current = false
    }
  }, [api, codes, locale, onError])
  return dictionaries
}
