import { roleSchema } from '@shop/schemas'
import type { Payload } from 'payload'
import { customerPermissionsOf } from '../../../apps/web/src/accounts/account'
import type { Session } from '../../../apps/web/src/accounts/session'
import { findAccount } from '../../../apps/web/src/accounts/storage/users'
import type { Customer, Project } from '../../../apps/web/src/payload-types'

/**
 * What a session token would carry for this (demo) user, in the given customer and project context
 * (Payload ids). A session is also the Actor the services take.
 */
export async function sessionOf(
  payload: Payload,
  email: string,
  context: { customerId?: string | null; projectId?: string | null } = {},
): Promise<Session> {
  const user = await findAccount(payload, { email })
  if (!user) throw new Error(`no user ${email}`)
  return {
    principal: {
      userId: String(user.id),
      role: roleSchema.parse(user.role),
      customerPermissions: customerPermissionsOf(user),
    },
    sessionId: 'test',
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
    email: user.email,
    customerId: context.customerId ?? null,
    projectId: context.projectId ?? null,
    editorBrands: [],
    preferredStore: user.preferredStore ?? null,
    punchout: null,
  }
}

/** The Payload ids of the seeded customers, by customer number ('10001' → '3'). */
export async function customerIdsOf(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({ collection: 'customers', limit: 0, pagination: false, overrideAccess: true })
  return new Map((docs as Customer[]).map((customer) => [customer.customerId, String(customer.id)]))
}

/**
 * The seeded customers (by customer number) and their projects (in id order), and a session maker for
 * a demo user with a customer and, by index, one of its projects chosen.
 */
export async function demoContexts(payload: Payload) {
  const customers = new Map<string, Customer>()
  const projects = new Map<string, Project[]>()
  const found = await payload.find({ collection: 'customers', limit: 0, pagination: false, overrideAccess: true })
  for (const customer of found.docs as Customer[]) customers.set(customer.customerId, customer)
  const foundProjects = await payload.find({
    collection: 'projects',
    limit: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
  })
  for (const project of foundProjects.docs as Project[]) {
    const owner = [...customers.values()].find(
      (c) => c.id === (typeof project.customer === 'object' ? project.customer.id : project.customer),
    )
    if (owner) projects.set(owner.customerId, [...(projects.get(owner.customerId) ?? []), project])
  }
  const sessionFor = (email: string, customerNumber: string | null, projectIndex: number | null = null) => {
    const customer = customerNumber ? customers.get(customerNumber) : undefined
    const project = customerNumber && projectIndex !== null ? projects.get(customerNumber)?.[projectIndex] : undefined
    return sessionOf(payload, email, {
      customerId: customer ? String(customer.id) : null,
      projectId: project ? String(project.id) : null,
    })
  }
  return { customers, projects, sessionFor }
}
