/**
 * Customer and project context (spec section 3 "Customer context"): which customer, and optionally
 * which of its projects, a user shops for. The server decides whether a chosen context is allowed;
 * whatever the client sends is checked here first.
 */

export interface ContextGrant {
  customerId: string
  /** null: the grant covers the customer and every project of it. */
  projectId: string | null
}

export interface ChosenContext {
  customerId: string
  projectId: string | null
}

/**
 * A context is allowed when the user holds a grant for the customer; a project must belong to that
 * customer (`projectCustomerId`, looked up by the caller) and be granted, directly or through a
 * customer-wide grant.
 */
export function contextAllowed(
  grants: readonly ContextGrant[],
  chosen: ChosenContext,
  projectCustomerId: string | null,
): boolean {
  const forCustomer = grants.filter((g) => g.customerId === chosen.customerId)
  if (!forCustomer.length) return false
  if (!chosen.projectId) return true
  if (projectCustomerId !== chosen.customerId) return false
  return forCustomer.some((g) => g.projectId === null || g.projectId === chosen.projectId)
}

/** 'Kund / Projekt', or whichever of the two exists (spec: the chosen context's label). */
export function contextLabel(customerName: string | null, projectName: string | null): string | null {
  const parts = [customerName, projectName].filter((p): p is string => Boolean(p?.trim()))
  return parts.length ? parts.join(' / ') : null
}
