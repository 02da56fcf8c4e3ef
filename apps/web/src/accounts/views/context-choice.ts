import { contextLabel } from '@shop/commerce/customer-context'
import type { ContextOption } from '../service'

/** Pure helpers of the customer/project choice, shared by the picker (client) and the layout (server). */

export interface CurrentContext {
  customerId: string
  projectId: string | null
}

/** Customers (and projects) matching the search; a customer that matches keeps all its projects. */
export function filterOptions(options: readonly ContextOption[], query: string): ContextOption[] {
  const needle = query.trim().toLocaleLowerCase('sv-SE')
  if (!needle) return [...options]
  const has = (text: string) => text.toLocaleLowerCase('sv-SE').includes(needle)
  return options.flatMap((customer) => {
    if (has(customer.name) || has(customer.customerNumber)) return [customer]
    const projects = customer.projects.filter((p) => has(p.name) || has(p.projectNumber))
    return projects.length ? [{ ...customer, projects }] : []
  })
}

/** The label of a choice, 'Kund / Projekt', from the options on hand; null when not among them. */
export function labelOf(options: readonly ContextOption[], choice: CurrentContext): string | null {
  const customer = options.find((c) => c.id === choice.customerId)
  if (!customer) return null
  const project = choice.projectId ? customer.projects.find((p) => p.id === choice.projectId) : undefined
  return contextLabel(customer.name, project?.name ?? null)
}
