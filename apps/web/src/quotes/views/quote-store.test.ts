import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '@/browser/api-fetch'
import { issuesByPath, patchesOf } from './quote-store'

describe('patchesOf: the waiting changes as the three PATCH bodies', () => {
  it('groups the quote’s fields, its lines and its own lines by id', () => {
    expect(
      patchesOf({
        'receiver.name': 'Eva',
        'receiver.type': 'private',
        validFor: 45,
        'items.7.markup': 10,
        'items.7.quantity': 3,
        'items.9.salesDiscount': 5,
        'customItems.2.isRot': true,
      }),
    ).toEqual({
      fields: { receiver: { name: 'Eva', type: 'private' }, validFor: 45 },
      items: [
        { quoteItemId: '7', markup: 10, quantity: 3 },
        { quoteItemId: '9', salesDiscount: 5 },
      ],
      customItems: [{ quoteCustomItemId: '2', isRot: true }],
    })
    expect(patchesOf({})).toEqual({ fields: null, items: [], customItems: [] })
  })
})

describe('issuesByPath: the service’s issues back at their fields', () => {
  const failure = (paths: string[]): ApiFailure => ({
    status: 400,
    error: 'errors.bad_request',
    message: 'Fel',
    aborted: false,
    body: { issues: paths.map((path) => ({ path, message: `fel i ${path}` })) },
  })

  it('turns a line’s index in the body into its id, and keeps the quote’s own paths', () => {
    const ids = { items: ['7', '9'], customItems: ['2'] }
    expect(issuesByPath(failure(['items.1.markup', 'customItems.0.price', 'sender.organizationNumber']), ids)).toEqual({
      'items.9.markup': 'fel i items.1.markup',
      'customItems.2.price': 'fel i customItems.0.price',
      'sender.organizationNumber': 'fel i sender.organizationNumber',
    })
  })
})
