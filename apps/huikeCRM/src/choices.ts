import type { Choice } from '@store/ui'

/** A select's options: the choices, under their group's name where they have one (grades by brand). */
export type ChoiceOption = Choice | { label: string; title: string; options: Choice[] }

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
