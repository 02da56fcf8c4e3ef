import { FAVOURITES_CAP, LIST_LINE_LIMIT } from '@shop/schemas/constants'
import { describe, expect, it } from 'vitest'
import {
  administersCustomer,
  canEditList,
  canReadList,
  favouritesCapRefusal,
  inListContext,
  type ListFacts,
  type ListViewer,
  listLimitRefusal,
  listRight,
} from './favorites'
import type { Principal } from './permissions'

const principal = (userId: string, permissions: Principal['customerPermissions']): Principal => ({
  userId,
  role: permissions.some((p) => p.role === 'BUYER_ADMIN') ? 'BUYER_ADMIN' : 'USER',
  customerPermissions: permissions,
})
const perm = (customerId: string, role: 'USER' | 'BUYER_ADMIN' = 'USER') => ({
  customerId,
  role,
  permissionDenies: [],
})

const owner = principal('1', [perm('C1')])
const colleague = principal('2', [perm('C1')])
const buyerAdmin = principal('3', [perm('C1', 'BUYER_ADMIN')])
const adminElsewhere = principal('4', [perm('C1'), perm('C2', 'BUYER_ADMIN')])
const stranger = principal('5', [perm('C2', 'BUYER_ADMIN')])

const viewer = (p: Principal, customerId: string | null = 'C1', projectId: string | null = null): ListViewer => ({
  principal: p,
  customerId,
  projectId,
})
const list = (over: Partial<ListFacts> = {}): ListFacts => ({
  ownerId: '1',
  customerId: 'C1',
  projectId: null,
  access: 'private',
  ...over,
})

describe('who may read and change a shopping list', () => {
  it('keeps a private list to its owner: everyone else gets none (not found)', () => {
    expect(listRight(list(), viewer(owner))).toBe('edit')
    for (const other of [colleague, buyerAdmin, adminElsewhere]) expect(listRight(list(), viewer(other))).toBe('none')
  })

  it('lets every user of the customer read a shared list, and its owner and BUYER_ADMIN change it', () => {
    const shared = list({ access: 'shared' })
    expect(listRight(shared, viewer(owner))).toBe('edit')
    expect(listRight(shared, viewer(colleague))).toBe('read')
    expect(listRight(shared, viewer(buyerAdmin))).toBe('edit')
    // A BUYER_ADMIN of another customer is a plain user of this one.
    expect(listRight(shared, viewer(adminElsewhere))).toBe('read')
    expect(canReadList(shared, viewer(colleague))).toBe(true)
    expect(canEditList(shared, viewer(colleague))).toBe(false)
    expect(canEditList(shared, viewer(buyerAdmin))).toBe(true)
  })

  it("hides another customer's lists, shared or not, and every list without a chosen customer", () => {
    const shared = list({ access: 'shared' })
    expect(listRight(shared, viewer(stranger, 'C2'))).toBe('none')
    // Even its owner, while another customer is chosen.
    expect(listRight(shared, viewer(adminElsewhere, 'C2'))).toBe('none')
    expect(listRight(list(), viewer(owner, null))).toBe('none')
  })

  it("shows a viewer with a project that project's lists and the customer's without one; the whole customer every project's", () => {
    expect(inListContext(list({ projectId: 'P1' }), viewer(owner, 'C1', 'P1'))).toBe(true)
    expect(inListContext(list(), viewer(owner, 'C1', 'P1'))).toBe(true)
    expect(inListContext(list({ projectId: 'P2' }), viewer(owner, 'C1', 'P1'))).toBe(false)
    expect(inListContext(list({ projectId: 'P1' }), viewer(owner, 'C1', null))).toBe(true)
    expect(listRight(list({ projectId: 'P2', access: 'shared' }), viewer(colleague, 'C1', null))).toBe('read')
    expect(listRight(list({ projectId: 'P2', access: 'shared' }), viewer(colleague, 'C1', 'P1'))).toBe('none')
  })

  it('counts BUYER_ADMIN and above, per customer', () => {
    expect(administersCustomer(buyerAdmin, 'C1')).toBe(true)
    expect(administersCustomer(adminElsewhere, 'C1')).toBe(false)
    expect(administersCustomer(adminElsewhere, 'C2')).toBe(true)
  })
})

describe('limits', () => {
  it(`refuses a favourite beyond ${FAVOURITES_CAP} with the info modal's text`, () => {
    expect(favouritesCapRefusal(FAVOURITES_CAP - 1)).toBeNull()
    expect(favouritesCapRefusal(FAVOURITES_CAP)).toEqual({ key: 'favorites.info_modal.body' })
  })

  it(`refuses a list of more than ${LIST_LINE_LIMIT} lines`, () => {
    expect(listLimitRefusal(LIST_LINE_LIMIT)).toBeNull()
    expect(listLimitRefusal(LIST_LINE_LIMIT + 1)).toEqual({
      key: 'favorites.list_limit_exceeded',
      params: { limit: LIST_LINE_LIMIT },
    })
  })
})
