import 'server-only'
import type { AddressForm } from '@shop/commerce'
import type { Payload } from 'payload'
import type { Address, Customer } from '../payload-types'

/** The address book's reads and writes (Local API), nothing else: who may do what is service.ts's. */

export async function addressesOfCustomer(payload: Payload, customerId: string): Promise<Address[]> {
  const found = await payload.find({
    collection: 'addresses',
    where: { customer: { equals: Number(customerId) } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs as Address[]
}

/** By the spec's address id (`A10001-2`), not the row id. */
export async function addressById(payload: Payload, addressId: string): Promise<Address | null> {
  const found = await payload.find({
    collection: 'addresses',
    where: { addressId: { equals: addressId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as Address | undefined) ?? null
}

export async function customerRow(payload: Payload, customerId: string): Promise<Customer | null> {
  if (!/^\d+$/.test(customerId)) return null
  return (await payload
    .findByID({ collection: 'customers', id: Number(customerId), depth: 0, overrideAccess: true })
    .catch(() => null)) as Customer | null
}

export async function insertAddress(
  payload: Payload,
  data: AddressForm & { addressId: string; customer: number; name: string },
): Promise<Address> {
  return (await payload.create({
    collection: 'addresses',
    data: { ...data, readOnly: false, preselected: false, validForDelivery: true },
    overrideAccess: true,
  })) as Address
}

export async function changeAddress(payload: Payload, address: Address, form: AddressForm): Promise<Address> {
  return (await payload.update({
    collection: 'addresses',
    id: address.id,
    data: form,
    depth: 0,
    overrideAccess: true,
  })) as Address
}

export async function removeAddress(payload: Payload, address: Address): Promise<void> {
  await payload.delete({ collection: 'addresses', id: address.id, overrideAccess: true })
}

/** The customer's invoice address from the business system: read-only and not for delivery. */
export async function billingAddressOf(payload: Payload, customerId: string): Promise<Address | null> {
  const found = await payload.find({
    collection: 'addresses',
    where: {
      and: [
        { customer: { equals: Number(customerId) } },
        { readOnly: { equals: true } },
        { validForDelivery: { equals: false } },
      ],
    },
    sort: 'addressId',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as Address | undefined) ?? null
}
