import { useEffect, useState } from 'react'
import type { Api } from '@store/request'

/** A record loaded at run time as a select's choice: its id and its name. */
export interface Choice {
  value: string
  label: string
  /** the id of the record it belongs to, where names repeat across those (a grade's brand) */
  group?: string
}

/** A select's options: the choices, under their group's name where they have one (grades by brand). */
export type ChoiceOption = Choice | { label: string; title: string; options: Choice[] }

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

/** A record's name among the choices, else its id. */
export const choiceName = (choices: readonly Choice[] | null | undefined, id: string): string =>
  choices?.find((c) => c.value === id)?.label ?? id

/** The choices as a select's options, grouped by `groups` (their names) where a choice names its group. */
export function choiceOptions(
  choices: readonly Choice[] | null,
  groups: readonly Choice[] | null = null,
): ChoiceOption[] {
  const options: ChoiceOption[] = []
  const byGroup = new Map<string, Choice[]>()
  for (const choice of choices ?? []) {
    if (choice.group === undefined) options.push(choice)
    else byGroup.set(choice.group, [...(byGroup.get(choice.group) ?? []), choice])
  }
  for (const [group, members] of byGroup) {
    const name = choiceName(groups, group)
    options.push({ label: name, title: name, options: members })
  }
  return options
}
