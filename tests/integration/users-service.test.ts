import type { Principal, Result } from '@shop/commerce'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createUser,
  createUserSchema,
  getPermissions,
  getUser,
  getUserName,
  listUsers,
  listUsersSchema,
  type UpdateUserInput,
  updateUser,
  updateUserSchema,
  withVisibleUser,
} from '../../apps/web/src/accounts/service'
import type { User } from '../../apps/web/src/payload-types'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

// The users service is marked server-only; Vitest is not a React server, so the marker is lifted.
vi.mock('server-only', () => ({}))

const NOW = new Date('2026-11-02T09:00:00.000Z')
const silent = () => {}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.failure.kind} ${result.failure.error}`)
  return result.value
}

/** A refusal of `kind` (and of `error`, when given), as respond.ts maps it to a status. */
const refused = (kind: string, error?: string) => ({ ok: false, failure: { kind, ...(error ? { error } : {}) } })

describe.each(databases)('users service on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload
    const ids = new Map<string, string>()
    const customers = new Map<string, string>()
    const projects = new Map<string, string[]>()

    /** The service reloads role and rows from the database, so a user id is all a principal needs. */
    const as = (email: string): Principal => ({
      userId: ids.get(email) as string,
      role: 'USER',
      customerPermissions: [],
    })
    const idOf = (email: string) => ids.get(email) as string
    const raw = async (email: string) =>
      (await payload.findByID({
        collection: 'users',
        id: Number(idOf(email)),
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
      })) as User
    const list = (email: string, query: Record<string, string> = {}) =>
      listUsers(payload, as(email), listUsersSchema.parse(query))
    // As the routes do: the target resolved once (or the refusal), then the service of one user.
    const read = (asker: string, id: string) =>
      withVisibleUser(payload, as(asker), id, (target) => getUser(payload, target))
    const permissionsOf = (asker: string, id: string) => withVisibleUser(payload, as(asker), id, getPermissions)
    const nameOf = (asker: string, id: string) => withVisibleUser(payload, as(asker), id, getUserName, 'name')
    const update = (asker: string, id: string, input: UpdateUserInput) =>
      withVisibleUser(payload, as(asker), id, (target) => updateUser(payload, target, input))

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: 60, demo: true, now: NOW, log: silent })
      const users = await payload.find({ collection: 'users', limit: 0, pagination: false, overrideAccess: true })
      for (const user of users.docs as User[]) ids.set(user.email, String(user.id))
      const found = await payload.find({ collection: 'customers', limit: 0, pagination: false, overrideAccess: true })
      for (const customer of found.docs) customers.set(customer.customerId, String(customer.id))
      const allProjects = await payload.find({
        collection: 'projects',
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        sort: 'projectId',
      })
      for (const project of allProjects.docs) {
        const owner = String(project.customer)
        projects.set(owner, [...(projects.get(owner) ?? []), String(project.id)])
      }
    })
    afterAll(async () => {
      await t?.destroy()
    })

    describe('listing', () => {
      it('shows a BUYER_ADMIN only the users of their customer', async () => {
        const { users, total } = value(await list('buyeradmin@demo.test'))
        expect(users.map((u) => u.email).sort()).toEqual(['buyeradmin@demo.test', 'user@demo.test'])
        expect(total).toBe(2)
        // Never a password hash, in any shape.
        expect(JSON.stringify(users)).not.toMatch(/passwordHash|scrypt/)
      })

      it('shows a SITE_ADMIN every user', async () => {
        const { users, total } = value(await list('siteadmin@demo.test', { limit: '100' }))
        expect(total).toBe(ids.size)
        expect(users).toHaveLength(ids.size)
      })

      it('shows a SELLER_ADMIN the users of their three customers, each once', async () => {
        const { users } = value(await list('selleradmin@demo.test'))
        const emails = users.map((u) => u.email)
        expect(emails.sort()).toEqual(['punchout@demo.test', 'selleradmin@demo.test'])
        expect(new Set(emails).size).toBe(emails.length)
      })

      it('refuses a USER', async () => {
        expect(await list('user@demo.test')).toMatchObject(refused('forbidden'))
      })

      it('searches names and e-mail, sorts, pages with any offset, and filters on active', async () => {
        const search = value(await list('siteadmin@demo.test', { search: 'ulla anv' }))
        expect(search.users.map((u) => u.email)).toEqual(['user@demo.test'])

        const byEmail = value(await list('siteadmin@demo.test', { orderBy: 'email', limit: '100' }))
        const emails = byEmail.users.map((u) => u.email)
        expect(emails).toEqual([...emails].sort())
        const desc = value(await list('siteadmin@demo.test', { orderBy: 'email', desc: '1', limit: '100' }))
        expect(desc.users.map((u) => u.email)).toEqual([...emails].reverse())

        const window = value(await list('siteadmin@demo.test', { orderBy: 'email', limit: '3', offset: '2' }))
        expect(window.users.map((u) => u.email)).toEqual(emails.slice(2, 5))

        const byRole = value(await list('siteadmin@demo.test', { orderBy: 'role', desc: '1', limit: '100' }))
        expect(byRole.users[0]?.roles).toEqual(['SITE_ADMIN'])
        expect(byRole.users.at(-1)?.roles).toEqual(['USER'])
        const roleWindow = value(await list('siteadmin@demo.test', { orderBy: 'role', limit: '4', offset: '5' }))
        const roleAll = value(await list('siteadmin@demo.test', { orderBy: 'role', limit: '100' }))
        expect(roleWindow.users.map((u) => u.userId)).toEqual(roleAll.users.slice(5, 9).map((u) => u.userId))

        const inactive = value(await list('siteadmin@demo.test', { active: '0' }))
        expect(inactive.total).toBe(0)
      })
    })

    describe('reading one user', () => {
      it('gives oneself, and admins their users, but answers 404 outside the scope', async () => {
        expect(value(await read('user@demo.test', idOf('user@demo.test'))).email).toBe('user@demo.test')
        expect(value(await read('buyeradmin@demo.test', idOf('user@demo.test'))).customerPermissions).toHaveLength(3)
        expect(await read('buyeradmin@demo.test', idOf('noprices@demo.test'))).toMatchObject(refused('not_found'))
        expect(await read('user@demo.test', idOf('buyeradmin@demo.test'))).toMatchObject(refused('not_found'))
        expect(await read('buyeradmin@demo.test', '999999')).toMatchObject(refused('not_found'))
      })

      it('marks only the admin’s own customers’ rows as editable', async () => {
        const rows = value(await permissionsOf('buyeradmin@demo.test', idOf('user@demo.test')))
        const c10004 = customers.get('10004')
        expect(rows.filter((r) => r.editable).map((r) => r.customerId)).toEqual([c10004])
        expect(rows.filter((r) => !r.editable)).toHaveLength(2)
        expect(await permissionsOf('buyeradmin@demo.test', idOf('noorder@demo.test'))).toMatchObject(
          refused('not_found'),
        )
      })

      it('gives names of colleagues but not of strangers', async () => {
        expect(value(await nameOf('user@demo.test', idOf('buyeradmin@demo.test')))).toEqual({
          userId: idOf('buyeradmin@demo.test'),
          firstName: 'Bengt',
          lastName: 'Inköpsadmin',
          fullName: 'Bengt Inköpsadmin',
        })
        expect(await nameOf('user@demo.test', idOf('noorder@demo.test'))).toMatchObject(refused('not_found'))
      })

      it('asks an asker whose account was deactivated since their token was signed to log in again', async () => {
        const asker = Number(idOf('noprices@demo.test'))
        await payload.update({ collection: 'users', id: asker, data: { active: false }, overrideAccess: true })
        try {
          expect(await read('noprices@demo.test', idOf('noprices@demo.test'))).toMatchObject(
            refused('unauthenticated', 'errors.invalid_token'),
          )
        } finally {
          await payload.update({ collection: 'users', id: asker, data: { active: true }, overrideAccess: true })
        }
      })
    })

    describe('updating', () => {
      it('lets a user change their own profile, with a default context they may use', async () => {
        const c10001 = customers.get('10001') as string
        const project = projects.get(c10001)?.[1] as string
        const saved = value(
          await update(
            'user@demo.test',
            idOf('user@demo.test'),
            updateUserSchema.parse({
              firstName: 'Ulrika',
              mobileNumber: '070-111 22 33',
              preferredStore: '102',
              defaultCustomerId: c10001,
              defaultProjectId: project,
            }),
          ),
        )
        expect(saved).toMatchObject({
          firstName: 'Ulrika',
          mobileNumber: '070-111 22 33',
          preferredStore: '102',
          defaultCustomerId: c10001,
          defaultProjectId: project,
        })
      })

      it('refuses a default customer the user has no row for, and changes nothing', async () => {
        const before = await raw('user@demo.test')
        const result = await update(
          'user@demo.test',
          idOf('user@demo.test'),
          updateUserSchema.parse({ firstName: 'Borde inte sparas', defaultCustomerId: customers.get('10003') }),
        )
        expect(result).toMatchObject(refused('invalid'))
        const after = await raw('user@demo.test')
        expect(after.firstName).toBe(before.firstName)
        expect(after.defaultCustomer).toEqual(before.defaultCustomer)
      })

      it('refuses a user raising their own role or changing their rows', async () => {
        const before = await raw('user@demo.test')
        for (const change of [
          { role: 'SITE_ADMIN' },
          { active: false },
          { customerPermissions: [{ customerId: customers.get('10003'), role: 'USER' }] },
        ]) {
          const result = await update('user@demo.test', idOf('user@demo.test'), updateUserSchema.parse(change))
          expect(result).toMatchObject(refused('forbidden'))
        }
        const after = await raw('user@demo.test')
        expect(after.role).toBe(before.role)
        expect(after.active).toBe(before.active)
        expect(after.customerPermissions).toEqual(before.customerPermissions)
      })

      it('refuses a BUYER_ADMIN editing a user of another customer, and changes nothing', async () => {
        const before = await raw('noprices@demo.test')
        const result = await update(
          'buyeradmin@demo.test',
          idOf('noprices@demo.test'),
          updateUserSchema.parse({ firstName: 'Kapad', active: false }),
        )
        expect(result).toMatchObject(refused('not_found'))
        const after = await raw('noprices@demo.test')
        expect(after.firstName).toBe(before.firstName)
        expect(after.active).toBe(before.active)
      })

      it('refuses rows outside the admin’s customers and roles above their own', async () => {
        const before = await raw('user@demo.test')
        const outside = await update(
          'buyeradmin@demo.test',
          idOf('user@demo.test'),
          updateUserSchema.parse({
            customerPermissions: [
              { customerId: customers.get('10004'), role: 'USER' },
              { customerId: customers.get('10003'), role: 'USER' },
            ],
          }),
        )
        expect(outside).toMatchObject(refused('forbidden', 'userAdmin.error.customer_out_of_scope'))
        const tooHigh = await update(
          'buyeradmin@demo.test',
          idOf('user@demo.test'),
          updateUserSchema.parse({ role: 'SELLER_ADMIN' }),
        )
        expect(tooHigh).toMatchObject(refused('forbidden', 'userAdmin.error.role_too_high'))
        expect((await raw('user@demo.test')).customerPermissions).toEqual(before.customerPermissions)
        expect((await raw('user@demo.test')).role).toBe('USER')
      })

      it('lets a BUYER_ADMIN change their customer’s row and keeps the other customers’ rows', async () => {
        const c10004 = customers.get('10004') as string
        const c10001 = customers.get('10001') as string
        const saved = value(
          await update(
            'buyeradmin@demo.test',
            idOf('user@demo.test'),
            updateUserSchema.parse({
              customerPermissions: [{ customerId: c10004, role: 'USER', permissionDenies: ['EJ_ORDER'] }],
            }),
          ),
        )
        const rows = saved.customerPermissions
        expect(rows.filter((r) => r.customerId === c10001)).toHaveLength(2)
        expect(rows.find((r) => r.customerId === c10004)?.permissionDenies).toEqual(['EJ_ORDER'])
      })

      it('refuses a SELLER_ADMIN (above BUYER_ADMIN) being managed by a BUYER_ADMIN', async () => {
        // selleradmin has no 10004 row, so the buyer admin does not even see them.
        expect(
          await update(
            'buyeradmin@demo.test',
            idOf('selleradmin@demo.test'),
            updateUserSchema.parse({ active: false }),
          ),
        ).toMatchObject(refused('not_found'))
      })

      it('lets a SITE_ADMIN deactivate and reactivate anyone but themselves', async () => {
        const off = value(
          await update('siteadmin@demo.test', idOf('noorder@demo.test'), updateUserSchema.parse({ active: false })),
        )
        expect(off.active).toBe(false)
        expect(value(await list('siteadmin@demo.test', { active: '0' })).users.map((u) => u.email)).toEqual([
          'noorder@demo.test',
        ])
        value(await update('siteadmin@demo.test', idOf('noorder@demo.test'), updateUserSchema.parse({ active: true })))
        expect(
          await update('siteadmin@demo.test', idOf('siteadmin@demo.test'), updateUserSchema.parse({ active: false })),
        ).toMatchObject(refused('forbidden'))
      })
    })

    describe('creating', () => {
      it('creates a user of the admin’s customer without a password and sends an activation e-mail', async () => {
        const c10004 = customers.get('10004') as string
        const created = value(
          await createUser(
            payload,
            as('buyeradmin@demo.test'),
            createUserSchema.parse({
              email: 'Ny.Kollega@Demo.test',
              firstName: 'Ny',
              lastName: 'Kollega',
              customerPermissions: [{ customerId: c10004, role: 'USER', permissionDenies: ['EJ_SE_PRISER'] }],
            }),
            // The brand the proxy chose (its header), as the route hands it on: the link is that brand's origin.
            new Headers({ 'x-shop-brand': 'trahuset' }),
          ),
        )
        expect(created).toMatchObject({ email: 'ny.kollega@demo.test', active: true, defaultCustomerId: c10004 })
        const stored = (await payload.findByID({
          collection: 'users',
          id: Number(created.userId),
          depth: 0,
          overrideAccess: true,
          showHiddenFields: true,
        })) as User
        expect(stored.passwordHash ?? null).toBeNull()
        const mail = await payload.find({
          collection: 'outbox',
          where: { to: { equals: 'ny.kollega@demo.test' } },
          overrideAccess: true,
        })
        expect(mail.docs).toHaveLength(1)
        expect(String(mail.docs[0]?.text)).toContain('trahuset.localhost:3000')
        // The new colleague shows up in the admin's list.
        expect(value(await list('buyeradmin@demo.test', { search: 'kollega' })).users).toHaveLength(1)
      })

      it('refuses a taken e-mail, customers outside the scope, too high roles and a USER', async () => {
        const c10004 = customers.get('10004') as string
        const input = (over: Record<string, unknown>) =>
          createUserSchema.parse({
            email: 'annan@demo.test',
            firstName: 'A',
            lastName: 'B',
            customerPermissions: [{ customerId: c10004, role: 'USER' }],
            ...over,
          })
        expect(await createUser(payload, as('buyeradmin@demo.test'), input({ email: 'user@demo.test' }))).toMatchObject(
          refused('conflict'),
        )
        expect(
          await createUser(
            payload,
            as('buyeradmin@demo.test'),
            input({ customerPermissions: [{ customerId: customers.get('10001'), role: 'USER' }] }),
          ),
        ).toMatchObject(refused('forbidden'))
        expect(await createUser(payload, as('buyeradmin@demo.test'), input({ role: 'SITE_ADMIN' }))).toMatchObject(
          refused('forbidden'),
        )
        // A mistake in the rows is marked on the rows' field, for the form to show it there.
        expect(await createUser(payload, as('buyeradmin@demo.test'), input({ customerPermissions: [] }))).toMatchObject(
          {
            ok: false,
            failure: {
              kind: 'invalid',
              error: 'userAdmin.error.rows_required',
              issues: [{ path: 'customerPermissions', message: expect.any(String) }],
            },
          },
        )
        expect(await createUser(payload, as('user@demo.test'), input({}))).toMatchObject(refused('forbidden'))
        const found = await payload.find({
          collection: 'users',
          where: { email: { equals: 'annan@demo.test' } },
          overrideAccess: true,
        })
        expect(found.totalDocs).toBe(0)
      })

      it('refuses a project of another customer and an unknown customer (SITE_ADMIN)', async () => {
        const c10004 = customers.get('10004') as string
        const foreignProject = projects.get(customers.get('10001') as string)?.[0]
        const result = await createUser(
          payload,
          as('siteadmin@demo.test'),
          createUserSchema.parse({
            email: 'projekt@demo.test',
            firstName: 'P',
            lastName: 'Q',
            customerPermissions: [
              { customerId: c10004, projectId: foreignProject, role: 'USER' },
              { customerId: '987654', role: 'USER' },
            ],
          }),
        )
        expect(result).toMatchObject(refused('invalid'))
        if (!result.ok) {
          expect(result.failure.issues?.map((i) => i.path)).toEqual([
            'customerPermissions.0.projectId',
            'customerPermissions.1.customerId',
          ])
        }
      })
    })
  })
})
