// The time budgets of scripts/budgets.json: a build that ran more than `tolerance` over its budget is a
// regression `pnpm test` reports at once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './builds.mjs'

export const budgets = JSON.parse(readFileSync(join(root, 'scripts/budgets.json'), 'utf8'))

/**
 * Why a build of `kind` that took `seconds` breaks its budget, or undefined when it does not.
 * @param {keyof typeof budgets.builds} kind @param {number} seconds
 */
export function overBudget(kind, seconds) {
  const budget = budgets.builds[kind]
  if (budget === undefined) throw new Error(`scripts/budgets.json has no build budget '${kind}'`)
  const limit = budget * (1 + budgets.tolerance)
  if (seconds <= limit) return undefined
  return `took ${seconds.toFixed(1)} s, over its budget of ${budget} s by more than ${budgets.tolerance * 100} % (${limit} s)`
}
