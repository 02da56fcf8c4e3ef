import type { Role } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import type { Principal } from './permissions'
import {
  accountChangeRefusal,
  assignableRoles,
  canChangeAccount,
  canManageUser,
  canSeeUser,
  canSeeUserName,
  type ManagedUser,
  mayAdministerUsers,
  normalizeRow,
  type PermissionRow,
  planAdminChange,
  planNewUser,
  sameRows,
  splitRows,
  userAdminScope,
} from './user-admin'

const row = (customerId: string, role: Role = 'USER', over: Partial<PermissionRow> = {}): PermissionRow => ({
  customerId,
  projectId: null,
  role,
  permissionDenies: [],
  ...over,
})

const principalOf = (userId: string, role: Role, rows: PermissionRow[]): Principal => ({
  userId,
  role,
  customerPermissions: rows.map((r) => ({ customerId: r.customerId, role: r.role, permissionDenies: [] })),
})

const user = (userId: string, role: Role, rows: PermissionRow[], active = true): ManagedUser => ({
  userId,
  role,
  active,
  customerPermissions: rows,
})

const siteAdmin = principalOf('s', 'SITE_ADMIN', [])
const buyerAdmin = principalOf('b', 'BUYER_ADMIN', [row('C4', 'BUYER_ADMIN')])
const sellerAdmin = principalOf('x', 'SELLER_ADMIN', [row('C2', 'SELLER_ADMIN'), row('C7', 'SELLER_ADMIN')])
const plainUser = principalOf('u', 'USER', [row('C1'), row('C4')])

const colleague = user('c', 'USER', [row('C4', 'USER', { permissionDenies: ['EJ_ORDER'] }), row('C1')])
const stranger = user('o', 'USER', [row('C9')])

describe('scope', () => {
  it('gives SITE_ADMIN everyone, other admins their admin customers and USER nobody', () => {
    expect(userAdminScope(siteAdmin)).toEqual({ kind: 'all' })
    expect(userAdminScope(buyerAdmin)).toEqual({ kind: 'customers', customerIds: ['C4'] })
    expect(userAdminScope(sellerAdmin)).toEqual({ kind: 'customers', customerIds: ['C2', 'C7'] })
    expect(userAdminScope(plainUser)).toEqual({ kind: 'none' })
    expect(mayAdministerUsers(plainUser)).toBe(false)
  })

  it('needs an admin row: an admin role without admin customers administers nobody', () => {
    const lonely = principalOf('l', 'BUYER_ADMIN', [row('C4', 'USER')])
    expect(userAdminScope(lonely)).toEqual({ kind: 'none' })
    // An admin row does not make a USER an administrator: the role comes first.
    expect(userAdminScope(principalOf('l', 'USER', [row('C4', 'BUYER_ADMIN')]))).toEqual({ kind: 'none' })
  })

  it('lists only roles up to the principal’s own', () => {
    expect(assignableRoles(buyerAdmin)).toEqual(['USER', 'BUYER_ADMIN'])
    expect(assignableRoles(sellerAdmin)).toEqual(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN'])
    expect(assignableRoles(siteAdmin)).toEqual(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'])
    expect(assignableRoles(plainUser)).toEqual([])
  })
})

describe('who sees whom', () => {
  it('lets everyone see themselves', () => {
    expect(canSeeUser(plainUser, user('u', 'USER', []))).toBe(true)
  })

  it('lets SITE_ADMIN see everyone and other admins only users of their customers', () => {
    expect(canSeeUser(siteAdmin, stranger)).toBe(true)
    expect(canSeeUser(buyerAdmin, colleague)).toBe(true)
    expect(canSeeUser(buyerAdmin, stranger)).toBe(false)
    expect(canSeeUser(sellerAdmin, colleague)).toBe(false)
    expect(canSeeUser(plainUser, colleague)).toBe(false)
  })

  it('shows names of colleagues sharing a customer, not of strangers', () => {
    expect(canSeeUserName(plainUser, colleague)).toBe(true)
    expect(canSeeUserName(plainUser, stranger)).toBe(false)
  })
})

describe('who manages whom', () => {
  it('never lets anyone manage themselves', () => {
    expect(canManageUser(siteAdmin, user('s', 'SITE_ADMIN', []))).toBe(false)
    expect(canManageUser(buyerAdmin, user('b', 'BUYER_ADMIN', [row('C4', 'BUYER_ADMIN')]))).toBe(false)
  })

  it('refuses users above the principal’s role, or with a higher row at their customer', () => {
    expect(canManageUser(buyerAdmin, colleague)).toBe(true)
    expect(canManageUser(buyerAdmin, user('y', 'SELLER_ADMIN', [row('C4')]))).toBe(false)
    expect(canManageUser(buyerAdmin, user('y', 'USER', [row('C4', 'SELLER_ADMIN')]))).toBe(false)
    // A higher row at another customer is not the buyer admin's business.
    expect(canManageUser(buyerAdmin, user('y', 'USER', [row('C4'), row('C9', 'SELLER_ADMIN')]))).toBe(true)
    expect(canManageUser(siteAdmin, user('y', 'SITE_ADMIN', []))).toBe(true)
    expect(canManageUser(plainUser, colleague)).toBe(false)
  })

  it('splits rows into the principal’s customers and the others', () => {
    const { editable, locked } = splitRows(buyerAdmin, colleague.customerPermissions)
    expect(editable.map((r) => r.customerId)).toEqual(['C4'])
    expect(locked.map((r) => r.customerId)).toEqual(['C1'])
    expect(splitRows(siteAdmin, colleague.customerPermissions).locked).toEqual([])
  })
})

describe('who changes the account itself', () => {
  it('is everyone for themselves, SITE_ADMIN for others, other admins only for users wholly theirs', () => {
    expect(accountChangeRefusal(buyerAdmin, user('b', 'BUYER_ADMIN', [row('C4', 'BUYER_ADMIN'), row('C1')]))).toBe(null)
    expect(canChangeAccount(siteAdmin, colleague)).toBe(true)
    expect(accountChangeRefusal(buyerAdmin, colleague)).toBe('shared_account')
    expect(accountChangeRefusal(buyerAdmin, user('y', 'USER', [row('C4')]))).toBe(null)
    expect(accountChangeRefusal(buyerAdmin, user('y', 'SELLER_ADMIN', [row('C4')]))).toBe('forbidden')
    expect(accountChangeRefusal(plainUser, colleague)).toBe('forbidden')
    expect(accountChangeRefusal(sellerAdmin, user('y', 'USER', [row('C2'), row('C7')]))).toBe(null)
  })
})

describe('planAdminChange', () => {
  it('answers not_found for a user out of sight', () => {
    expect(planAdminChange(buyerAdmin, stranger, { active: false })).toEqual({ ok: false, reason: 'not_found' })
    expect(planAdminChange(plainUser, colleague, { active: false })).toEqual({ ok: false, reason: 'not_found' })
  })

  it('keeps rows of other customers untouched when the editable rows change', () => {
    const plan = planAdminChange(buyerAdmin, colleague, {
      customerPermissions: [row('C4', 'BUYER_ADMIN', { permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER', 'EJ_ORDER'] })],
    })
    expect(plan).toEqual({
      ok: true,
      changed: true,
      role: 'USER',
      active: true,
      customerPermissions: [row('C1'), row('C4', 'BUYER_ADMIN', { permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER'] })],
    })
  })

  it('refuses rows for customers outside the principal’s customers', () => {
    const plan = planAdminChange(buyerAdmin, colleague, { customerPermissions: [row('C4'), row('C9')] })
    expect(plan).toEqual({ ok: false, reason: 'customer_out_of_scope' })
  })

  it('refuses a role above the principal’s own, on the user or on a row', () => {
    expect(planAdminChange(buyerAdmin, colleague, { role: 'SELLER_ADMIN' })).toEqual({
      ok: false,
      reason: 'role_too_high',
    })
    expect(planAdminChange(buyerAdmin, colleague, { customerPermissions: [row('C4', 'SITE_ADMIN')] })).toEqual({
      ok: false,
      reason: 'role_too_high',
    })
    expect(planAdminChange(sellerAdmin, user('y', 'USER', [row('C2')]), { role: 'SELLER_ADMIN' })).toMatchObject({
      ok: true,
      role: 'SELLER_ADMIN',
    })
  })

  it('refuses duplicate rows', () => {
    expect(
      planAdminChange(buyerAdmin, colleague, { customerPermissions: [row('C4'), row('C4', 'BUYER_ADMIN')] }),
    ).toEqual({ ok: false, reason: 'duplicate_row' })
  })

  it('accepts an unchanged submission, even for oneself, and refuses any real change to oneself', () => {
    const self = user('b', 'BUYER_ADMIN', [row('C4', 'BUYER_ADMIN')])
    expect(
      planAdminChange(buyerAdmin, self, {
        role: 'BUYER_ADMIN',
        active: true,
        customerPermissions: [row('C4', 'BUYER_ADMIN')],
      }),
    ).toMatchObject({ ok: true, changed: false })
    expect(planAdminChange(buyerAdmin, self, { active: false })).toEqual({ ok: false, reason: 'forbidden' })
    expect(planAdminChange(buyerAdmin, self, { customerPermissions: [] })).toEqual({ ok: false, reason: 'forbidden' })
  })

  it('lets an admin take away only what its own customer granted from a user shared with another', () => {
    // colleague belongs to C4 (the BUYER_ADMIN's) and to C1, which it does not administer.
    expect(planAdminChange(buyerAdmin, colleague, { active: false })).toEqual({ ok: false, reason: 'shared_account' })
    expect(planAdminChange(buyerAdmin, colleague, { role: 'BUYER_ADMIN' })).toEqual({
      ok: false,
      reason: 'shared_account',
    })
    expect(planAdminChange(buyerAdmin, colleague, { customerPermissions: [] })).toEqual({
      ok: true,
      changed: true,
      role: 'USER',
      active: true,
      customerPermissions: [row('C1')],
    })
    // A user of the admin's customers only is the admin's to deactivate.
    const own = user('d', 'USER', [row('C4'), row('C4', 'USER', { projectId: 'P1' })])
    expect(planAdminChange(buyerAdmin, own, { active: false })).toMatchObject({ ok: true, active: false })
  })

  it('lets SITE_ADMIN change anything on others', () => {
    expect(planAdminChange(siteAdmin, stranger, { active: false, customerPermissions: [row('C1')] })).toEqual({
      ok: true,
      changed: true,
      role: 'USER',
      active: false,
      customerPermissions: [row('C1')],
    })
  })
})

describe('planNewUser', () => {
  it('refuses USER and roles above the principal’s own', () => {
    expect(planNewUser(plainUser, { role: 'USER', customerPermissions: [row('C4')] })).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(planNewUser(buyerAdmin, { role: 'SELLER_ADMIN', customerPermissions: [row('C4')] })).toEqual({
      ok: false,
      reason: 'role_too_high',
    })
  })

  it('requires rows within the principal’s customers', () => {
    expect(planNewUser(buyerAdmin, { role: 'USER', customerPermissions: [] })).toEqual({
      ok: false,
      reason: 'rows_required',
    })
    expect(planNewUser(buyerAdmin, { role: 'USER', customerPermissions: [row('C1')] })).toEqual({
      ok: false,
      reason: 'customer_out_of_scope',
    })
    expect(planNewUser(buyerAdmin, { role: 'BUYER_ADMIN', customerPermissions: [row('C4', 'BUYER_ADMIN')] })).toEqual({
      ok: true,
      customerPermissions: [row('C4', 'BUYER_ADMIN')],
    })
    expect(planNewUser(siteAdmin, { role: 'USER', customerPermissions: [] })).toEqual({
      ok: true,
      customerPermissions: [],
    })
  })
})

describe('rows', () => {
  it('normalises deny codes to the catalogue order without duplicates', () => {
    expect(normalizeRow(row('C1', 'USER', { permissionDenies: ['EJ_ORDER', 'EJ_SE_PRISER', 'EJ_ORDER'] }))).toEqual(
      row('C1', 'USER', { permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER'] }),
    )
  })

  it('compares rows regardless of order', () => {
    expect(sameRows([row('C1'), row('C2', 'BUYER_ADMIN')], [row('C2', 'BUYER_ADMIN'), row('C1')])).toBe(true)
    expect(sameRows([row('C1')], [row('C1', 'BUYER_ADMIN')])).toBe(false)
    expect(sameRows([row('C1')], [row('C1', 'USER', { projectId: 'P1' })])).toBe(false)
  })
})
