import type { Problem } from '../delivery-form'
import { t } from './texts'

/** The Swedish text of a delivery-form problem. */
export function problemText(problem: Problem | undefined): string | null {
  if (!problem) return null
  if (problem.key === 'order.minCharacters') return t(problem.key, problem.params)
  if (problem.key === 'order.maxCharacters') return t(problem.key, problem.params)
  return t(problem.key)
}
