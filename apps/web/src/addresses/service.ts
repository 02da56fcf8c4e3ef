import 'server-only'
import { randomBytes } from 'node:crypto'
import { type AddressForm, addressFormSchema, canChangeAddress, type Principal } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { Payload } from 'payload'
import { failure, forbidden, notFound } from '../api/http'
import { type ContextOption, contextOptions } from '../customers/context'
import type { Address, Customer, User } from '../payload-types'
import { findAccount, permissionRows, relationId } from '../users/account'

/**
 * The address book and the small customer services of spec section 7 (auth service): addresses of a
 * customer, the customers a user may choose, the chosen customer's sales team, and whether an order
 * number is the chosen customer's.
 *
 * Who may do what is decided here, from the signed session (principal and chosen customer), never from
 * ids the client sends: an address, a customer or an order the user holds no permission for answers
 * exactly like one that does not exist, so ids of other customers cannot be probed.
 */

/** What the services need of a session (apps/web/src/session/session.ts `Session` is one). */
export interface Actor {
  principal: Principal
  /** The chosen customer context (Payload id of the customer), if any. */
  customerId: string | null
}

export type Refusal =
  /** No customer chosen (and none named). */
  | 'no_customer'
  /** A customer named by the client that the user holds no permission for. */
  | 'forbidden'
  /** No such address, or one of a customer the user holds no permission for. */
  | 'not_found'
  /** The address is read-only (e.g. the invoice address from the business system). */
  | 'read_only'

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: Refusal }

const refuse = (reason: Refusal) => ({ ok: false, reason }) as const

/** The swedish form schema: the service's check is the same as the page's. */
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

/** Does the token give this user a permission row for the customer? (Role and deny codes aside.) */
export const holdsCustomer = (principal: Principal, customerId: string): boolean =>
  principal.customerPermissions.some((p) => p.customerId === customerId)

/** The preselected address first, then by label (Swedish order). */
const byPreselectedThenLabel = (a: AddressView, b: AddressView) =>
  Number(b.preselected) - Number(a.preselected) || a.label.localeCompare(b.label, 'sv')

// Addresses -------------------------------------------------------------------------------------------

/**
 * GET addresses: the chosen customer's, or those of `customerId` when the user holds a permission for
 * it (403 otherwise: the client named a customer, so 'not yours' is the honest answer).
 */
export async function listAddresses(
  payload: Payload,
  actor: Actor,
  customerId?: string | null,
): Promise<Outcome<AddressView[]>> {
  const target = customerId ?? actor.customerId
  if (!target) return refuse('no_customer')
  if (!holdsCustomer(actor.principal, target)) return refuse(customerId ? 'forbidden' : 'no_customer')
  const found = await payload.find({
    collection: 'addresses',
    where: { customer: { equals: Number(target) } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true, value: (found.docs as Address[]).map(addressView).sort(byPreselectedThenLabel) }
}

/** A new address id: the customer number and a random tail, like the business system's `A10001-3`. */
const newAddressId = (customerNumber: string) => `A${customerNumber}-W${randomBytes(4).toString('hex').toUpperCase()}`

/** POST addresses: a new delivery address for the chosen customer, never read-only nor preselected. */
export async function createAddress(payload: Payload, actor: Actor, form: AddressForm): Promise<Outcome<AddressView>> {
  const target = actor.customerId
  if (!target || !holdsCustomer(actor.principal, target)) return refuse('no_customer')
  const customer = (await payload
    .findByID({ collection: 'customers', id: Number(target), depth: 0, overrideAccess: true })
    .catch(() => null)) as Customer | null
  if (!customer) return refuse('no_customer')
  const doc = (await payload.create({
    collection: 'addresses',
    data: {
      addressId: newAddressId(customer.customerId),
      customer: customer.id,
      name: customer.name,
      ...form,
      readOnly: false,
      preselected: false,
      validForDelivery: true,
    },
    overrideAccess: true,
  })) as Address
  return { ok: true, value: addressView(doc) }
}

/**
 * The address `addressId` if the user holds a permission for its customer; any other address is
 * 'not found', so a forged id of another customer's address learns nothing.
 */
async function ownAddress(payload: Payload, actor: Actor, addressId: string): Promise<Outcome<Address>> {
  const found = await payload.find({
    collection: 'addresses',
    where: { addressId: { equals: addressId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0] as Address | undefined
  const owner = doc ? relationId(doc.customer) : null
  if (!doc || !owner || !holdsCustomer(actor.principal, owner)) return refuse('not_found')
  return { ok: true, value: doc }
}

/** PUT address/{id}: changes the form's fields; read-only addresses stay as they are. */
export async function updateAddress(
  payload: Payload,
  actor: Actor,
  addressId: string,
  form: AddressForm,
): Promise<Outcome<AddressView>> {
  const own = await ownAddress(payload, actor, addressId)
  if (!own.ok) return own
  if (!canChangeAddress(own.value)) return refuse('read_only')
  const doc = (await payload.update({
    collection: 'addresses',
    id: own.value.id,
    data: form,
    depth: 0,
    overrideAccess: true,
  })) as Address
  return { ok: true, value: addressView(doc) }
}

/** DELETE address/{id}: removes the address; read-only addresses stay. */
export async function deleteAddress(payload: Payload, actor: Actor, addressId: string): Promise<Outcome<null>> {
  const own = await ownAddress(payload, actor, addressId)
  if (!own.ok) return own
  if (!canChangeAddress(own.value)) return refuse('read_only')
  await payload.delete({ collection: 'addresses', id: own.value.id, overrideAccess: true })
  return { ok: true, value: null }
}

// Customers --------------------------------------------------------------------------------------------

/** GET v3/customers: a customer the user may choose, with the projects they may use (spec names). */
export interface CustomerChoice {
  customerId: string
  customerNumber: string
  customerName: string
  projects: Array<{ projectId: string; projectNumber: string; projectName: string }>
}

const choiceOf = (option: ContextOption): CustomerChoice => ({
  customerId: option.id,
  customerNumber: option.customerNumber,
  customerName: option.name,
  projects: option.projects.map((p) => ({ projectId: p.id, projectNumber: p.projectNumber, projectName: p.name })),
})

/**
 * The active customers (and projects) this user may choose, from their permission rows as stored
 * now (a customer taken away since the token was signed is no longer offered), optionally filtered by
 * name or customer number.
 */
export async function customerChoices(payload: Payload, actor: Actor, search?: string): Promise<CustomerChoice[]> {
  const user = await findAccount(payload, { id: actor.principal.userId })
  if (!user || user.active === false) return []
  return (await contextOptions(payload, user, search)).map(choiceOf)
}

// Customer team -----------------------------------------------------------------------------------------

/** One person of the chosen customer's sales team. */
export interface TeamMember {
  name: string
  email: string
  role: 'SELLER_ADMIN'
  title: string
}

/**
 * GET crm/customerteam. The shop has no CRM, so the team is derived from what it does know: the active
 * users holding a SELLER_ADMIN permission row for the chosen customer, i.e. the sellers who administer
 * that customer's account. Only their name and e-mail are shown (what a buyer needs to reach them).
 * An empty list means no seller is assigned; it is never padded with made-up contacts.
 */
export async function customerTeam(payload: Payload, actor: Actor): Promise<Outcome<TeamMember[]>> {
  const target = actor.customerId
  if (!target || !holdsCustomer(actor.principal, target)) return refuse('no_customer')
  const found = await payload.find({
    collection: 'users',
    where: { and: [{ 'customerPermissions.customer': { equals: Number(target) } }, { active: { not_equals: false } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    sort: 'firstName',
  })
  const team = (found.docs as User[])
    .filter((user) => permissionRows(user).some((row) => row.customerId === target && row.role === 'SELLER_ADMIN'))
    .map((user) => ({
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      email: user.email,
      role: 'SELLER_ADMIN' as const,
      title: t('customerServices.team_seller'),
    }))
  return { ok: true, value: team }
}

// Order numbers -------------------------------------------------------------------------------------

/**
 * GET v4/customers/orders/{n}/validate: is `orderNumber` an order of the chosen customer? An order of
 * another customer and no order at all give the same `false`, so order numbers cannot be probed.
 */
export async function orderNumberIsCustomers(
  payload: Payload,
  actor: Actor,
  orderNumber: string,
): Promise<Outcome<boolean>> {
  const target = actor.customerId
  if (!target || !holdsCustomer(actor.principal, target)) return refuse('no_customer')
  const wanted = [...new Set([orderNumber, orderNumber.toUpperCase()])]
  const found = await payload.count({
    collection: 'orders',
    where: { and: [{ orderId: { in: wanted } }, { customer: { equals: Number(target) } }] },
    overrideAccess: true,
  })
  return { ok: true, value: found.totalDocs > 0 }
}

// Answers -------------------------------------------------------------------------------------------------

/**
 * A refusal as the routes answer it (spec section 8 keys): no chosen customer is a 409 that asks for
 * one; a named customer that is not the user's and a read-only address are 403
 * `errors.forbidden_action`; an address that is not the user's customer's is 404 `errors.not_found`.
 */
export function refusalResponse(reason: Refusal): Response {
  switch (reason) {
    case 'no_customer':
      return failure(409, 'addresses.errors.no_customer')
    case 'forbidden':
    case 'read_only':
      return forbidden()
    case 'not_found':
      return notFound()
  }
}
