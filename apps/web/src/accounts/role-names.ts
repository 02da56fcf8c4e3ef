import { type MessageKey, t } from '@shop/i18n'
import type { DenyCode, Role } from '@shop/schemas'

/** Swedish names of the roles and deny codes: for the admin's selects, the user administration and /role-names. */

const ROLE_KEYS: Record<Role, MessageKey> = {
  USER: 'userAdmin.role.USER',
  BUYER_ADMIN: 'userAdmin.role.BUYER_ADMIN',
  SELLER_ADMIN: 'userAdmin.role.SELLER_ADMIN',
  SITE_ADMIN: 'userAdmin.role.SITE_ADMIN',
}

const DENY_KEYS: Record<DenyCode, MessageKey> = {
  EJ_ALLA_LEVERANSSATT: 'userAdmin.deny.EJ_ALLA_LEVERANSSATT',
  EJ_SE_PRISER: 'userAdmin.deny.EJ_SE_PRISER',
  EJ_ANDRA_SORTIMENT: 'userAdmin.deny.EJ_ANDRA_SORTIMENT',
  EJ_ORDER: 'userAdmin.deny.EJ_ORDER',
  EJ_ORDERHISTORIK: 'userAdmin.deny.EJ_ORDERHISTORIK',
  EJ_SKAPA_OFFERT: 'userAdmin.deny.EJ_SKAPA_OFFERT',
  EJ_SE_RABATTER: 'userAdmin.deny.EJ_SE_RABATTER',
  EJ_SE_EKONOMISK_UPPFÖLJNING: 'userAdmin.deny.EJ_SE_EKONOMISK_UPPFOLJNING',
}

export const roleName = (role: Role): string => t(ROLE_KEYS[role])
export const denyName = (code: DenyCode): string => t(DENY_KEYS[code])
