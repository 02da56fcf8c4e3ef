import 'server-only'
import { randomBytes } from 'node:crypto'
import { type AddressForm, addressFormSchema, canChangeAddress, fail, ok, type Result } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { Payload } from 'payload'
import { relationId } from '../accounts/account'
import { holdsCustomer } from '../accounts/service'
import type { Actor } from '../accounts/session'
import type { Address } from '../payload-types'
import {
  addressById,
  addressesOfCustomer,
  billingAddressOf,
  changeAddress,
  customerRow,
  insertAddress,
  removeAddress,
} from './storage'

/**
 * The address book (spec section 7, auth service: addresses). Who may do what is decided here from the
 * signed session, never from ids the client sends: an address of a customer the user holds no
 * permission for answers exactly like one that does not exist, so other customers' ids cannot be probed.
 */

/** The Swedish form schema: the route's check is the same as the page's. */
export const addressForm = addressFormSchema((key, params) => t(key, params))

/** An address as the service answers it (spec section 3 "Address", plus the owning customer's id). */
export interface AddressView {
  addressId: string
  customerId: string
  label: string
  name: string
  recipientName: string
  address1: string
  address2: string
  address3: string
  postalCode: string
  postalAddress: string
  countryCode: 'SE' | 'AX'
  readOnly: boolean
  preselected: boolean
  validForDelivery: boolean
}

export function addressView(doc: Address): AddressView {
  return {
    addressId: doc.addressId,
    customerId: relationId(doc.customer) ?? '',
    label: doc.label ?? '',
    name: doc.name ?? '',
    recipientName: doc.recipientName ?? '',
    address1: doc.address1 ?? '',
    address2: doc.address2 ?? '',
    address3: doc.address3 ?? '',
    postalCode: doc.postalCode ?? '',
    postalAddress: doc.postalAddress ?? '',
    countryCode: doc.countryCode,
    readOnly: doc.readOnly === true,
    preselected: doc.preselected === true,
    validForDelivery: doc.validForDelivery !== false,
  }
}

const noCustomer = () => fail('conflict', 'addresses.errors.no_customer')
const notFound = () => fail('not_found', 'errors.not_found')
/** Read-only addresses come from the business system (the invoice address) and stay as they are. */
const readOnly = () => fail('forbidden', 'errors.forbidden_action')

/** The preselected address first, then by label (Swedish order). */
const byPreselectedThenLabel = (a: AddressView, b: AddressView) =>
  Number(b.preselected) - Number(a.preselected) || a.label.localeCompare(b.label, 'sv')

/**
 * GET addresses: the chosen customer's, or those of `customerId` when the user holds a permission for
 * it (forbidden otherwise: the client named a customer, so 'not yours' is the honest answer).
 */
export async function listAddresses(
  payload: Payload,
  actor: Actor,
  customerId?: string | null,
): Promise<Result<AddressView[]>> {
  const target = customerId ?? actor.customerId
  if (!target) return noCustomer()
  if (!holdsCustomer(actor.principal, target))
    return customerId ? fail('forbidden', 'errors.forbidden_action') : noCustomer()
  return ok((await addressesOfCustomer(payload, target)).map(addressView).sort(byPreselectedThenLabel))
}

/** A new address id: the customer number and a random tail, like the business system's `A10001-3`. */
const newAddressId = (customerNumber: string) => `A${customerNumber}-W${randomBytes(4).toString('hex').toUpperCase()}`

/** POST addresses: a new delivery address for the chosen customer, never read-only nor preselected. */
export async function createAddress(payload: Payload, actor: Actor, form: AddressForm): Promise<Result<AddressView>> {
  const target = actor.customerId
  if (!target || !holdsCustomer(actor.principal, target)) return noCustomer()
  const customer = await customerRow(payload, target)
  if (!customer) return noCustomer()
  const doc = await insertAddress(payload, {
    addressId: newAddressId(customer.customerId),
    customer: customer.id,
    name: customer.name,
    ...form,
  })
  return ok(addressView(doc))
}

/** The address `addressId` when the user holds a permission for its customer; any other is not found. */
export async function ownAddress(payload: Payload, actor: Actor, addressId: string): Promise<Result<Address>> {
  const doc = await addressById(payload, addressId)
  const owner = doc ? relationId(doc.customer) : null
  if (!doc || !owner || !holdsCustomer(actor.principal, owner)) return notFound()
  return ok(doc)
}

/** PUT address/{id}: changes the form's fields of an address `ownAddress` found. */
export async function updateAddress(
  payload: Payload,
  address: Address,
  form: AddressForm,
): Promise<Result<AddressView>> {
  if (!canChangeAddress(address)) return readOnly()
  return ok(addressView(await changeAddress(payload, address, form)))
}

/** DELETE address/{id}: removes an address `ownAddress` found. */
export async function deleteAddress(payload: Payload, address: Address): Promise<Result<null>> {
  if (!canChangeAddress(address)) return readOnly()
  await removeAddress(payload, address)
  return ok(null)
}

/** The customer's invoice address from the business system, when one is stored. */
export async function billingAddress(payload: Payload, customerId: string): Promise<AddressView | null> {
  const doc = await billingAddressOf(payload, customerId)
  return doc ? addressView(doc) : null
}
