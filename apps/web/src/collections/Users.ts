import { textSelect } from '@shop/blocks/shared/text-select'
import { DELIVERY_METHODS, DENY_CODES, denyCodeSchema, ROLES } from '@shop/schemas'
import type { CollectionConfig, FieldAccess } from 'payload'
import { shopTokenStrategy } from '../accounts/payload-strategy'
import { denyName, roleName } from '../accounts/role-names'
import {
  deleteAccountRows,
  endSessionOnAdminLogout,
  revokeSessionsOfInactiveUser,
  sendActivationToNewUser,
} from '../accounts/user-hooks'
import { DELIVERY_NAMES } from '../cart/delivery-names'
import { canUseAdmin, isSiteAdmin, isSiteAdminField, isSiteAdminUser, userOf } from './shared/access'
import { brandSelect, GROUPS } from './shared/fields'

const roleOptions = ROLES.map((value) => ({ value, label: roleName(value) }))
const deliveryOptions = DELIVERY_METHODS.map((value) => ({ value, label: DELIVERY_NAMES[value] }))

/** Fields only a site admin may set: a user must never raise their own role or widen their scope. */
const adminSets: { create: FieldAccess; update: FieldAccess } = { create: isSiteAdminField, update: isSiteAdminField }

/**
 * Shop users (spec section 3 "User"). Authentication is the shop's own (apps/web/src/accounts: scrypt
 * hashes, rotating refresh tokens, httpOnly cookies); Payload's local strategy is off and the admin
 * panel recognises the same session through `shopTokenStrategy`, so there is one login for both.
 * The Payload admin panel is for SITE_ADMIN and editors only. Through the Payload API a user reads and updates only themselves (names, phone,
 * preferences); roles, permissions and activation are set by site admins here, or by the user
 * administration service (BUYER_ADMIN/SELLER_ADMIN) through the Local API with its own checks.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Användare', plural: 'Användare' },
  graphQL: { singularName: 'User', pluralName: 'Users' },
  auth: { disableLocalStrategy: true, strategies: [shopTokenStrategy] },
  admin: {
    group: GROUPS.customers,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role', 'active'],
  },
  access: {
    // Site admins, and editors (brand managers) of at least one brand.
    admin: ({ req }) => canUseAdmin(userOf(req)),
    create: isSiteAdmin,
    delete: isSiteAdmin,
    read: ({ req }) => {
      const user = userOf(req)
      if (!user) return false
      return isSiteAdminUser(user) || { id: { equals: user.id } }
    },
    update: ({ req }) => {
      const user = userOf(req)
      if (!user) return false
      return isSiteAdminUser(user) || { id: { equals: user.id } }
    },
  },
  hooks: {
    afterChange: [sendActivationToNewUser, revokeSessionsOfInactiveUser],
    beforeDelete: [deleteAccountRows],
    afterLogout: [endSessionOnAdminLogout],
  },
  fields: [
    { name: 'email', label: 'E-post', type: 'email', required: true, unique: true, index: true },
    // The scrypt string of packages/auth password.ts; never leaves the server (hidden from every API).
    { name: 'passwordHash', type: 'text', hidden: true },
    {
      name: 'passwordChangeRequired',
      label: 'Måste byta lösenord vid nästa inloggning',
      type: 'checkbox',
      defaultValue: false,
      access: adminSets,
      admin: { position: 'sidebar' },
    },
    { name: 'firstName', label: 'Förnamn', type: 'text' },
    { name: 'lastName', label: 'Efternamn', type: 'text' },
    { name: 'mobileNumber', label: 'Mobilnummer', type: 'text' },
    { name: 'isEmailVerified', label: 'E-post verifierad', type: 'checkbox', defaultValue: false, access: adminSets },
    {
      name: 'isPhoneNumberVerified',
      label: 'Mobilnummer verifierat',
      type: 'checkbox',
      defaultValue: false,
      access: adminSets,
    },
    {
      name: 'role',
      label: 'Roll',
      type: 'select',
      options: roleOptions,
      defaultValue: 'USER',
      required: true,
      saveToJWT: true,
      access: adminSets,
      admin: { position: 'sidebar' },
    },
    {
      name: 'active',
      label: 'Aktiv',
      type: 'checkbox',
      defaultValue: true,
      access: adminSets,
      admin: { position: 'sidebar' },
    },
    brandSelect({
      name: 'editorBrands',
      label: 'Redaktör för varumärken',
      hasMany: true,
      saveToJWT: true,
      access: adminSets,
      dbName: 'user_editor_brands',
      admin: {
        position: 'sidebar',
        description: 'Ger tillgång till administrationen för innehåll i dessa varumärken.',
      },
    }),
    {
      name: 'punchout',
      label: 'Punch-out-användare',
      type: 'checkbox',
      defaultValue: false,
      access: adminSets,
      admin: { position: 'sidebar', description: 'Loggar in från ett inköpssystem (OCI).' },
    },
    {
      name: 'customerPermissions',
      label: 'Kundbehörigheter',
      type: 'array',
      dbName: 'user_perms',
      access: adminSets,
      admin: { description: 'En rad per kund (och eventuellt projekt) användaren får handla för.' },
      fields: [
        { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', required: true },
        { name: 'project', label: 'Projekt', type: 'relationship', relationTo: 'projects' },
        {
          name: 'role',
          label: 'Roll hos kunden',
          type: 'select',
          options: roleOptions,
          defaultValue: 'USER',
          required: true,
          enumName: 'enum_user_perms_role',
        },
        // Stored as text like brands: a new deny code is a line in DENY_CODES, not a migration.
        textSelect(
          {
            name: 'permissionDenies',
            label: 'Nekade behörigheter',
            type: 'select',
            hasMany: true,
            options: DENY_CODES.map((value) => ({ value, label: `${value}: ${denyName(value)}` })),
            dbName: 'user_perm_denies',
          },
          denyCodeSchema,
        ),
      ],
    },
    { name: 'preferredStore', label: 'Föredragen butik (butiks-id)', type: 'text' },
    {
      name: 'preferredDeliveryMethod',
      label: 'Föredraget leveranssätt',
      type: 'select',
      options: deliveryOptions,
      enumName: 'enum_users_pref_delivery',
    },
    {
      name: 'defaultDeliveryMethod',
      label: 'Standardleveranssätt',
      type: 'select',
      options: deliveryOptions,
      defaultValue: 'DBI',
      enumName: 'enum_users_default_delivery',
    },
    { name: 'defaultCustomer', label: 'Standardkund', type: 'relationship', relationTo: 'customers' },
    { name: 'defaultProject', label: 'Standardprojekt', type: 'relationship', relationTo: 'projects' },
  ],
}
