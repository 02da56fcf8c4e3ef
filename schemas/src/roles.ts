import { z } from './zod'

/** Spec section 6: roles in ascending order of power. The order is the rule. */
export const ROLES = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

/** Spec section 6: per-customer deny codes; an action is allowed when its code is absent. */
export const DENY_CODES = [
  'EJ_ALLA_LEVERANSSATT',
  'EJ_SE_PRISER',
  'EJ_ANDRA_SORTIMENT',
  'EJ_ORDER',
  'EJ_ORDERHISTORIK',
  'EJ_SKAPA_OFFERT',
  'EJ_SE_RABATTER',
  'EJ_SE_EKONOMISK_UPPFÖLJNING',
] as const
export const denyCodeSchema = z.enum(DENY_CODES)
export type DenyCode = z.infer<typeof denyCodeSchema>
