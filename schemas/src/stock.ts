import { z } from './zod'

/** Spec section 9: LAG warehouse, TRA transit, TRA_PLUS transit plus, VIR virtual. */
export const STOCK_TYPES = ['LAG', 'TRA', 'TRA_PLUS', 'VIR'] as const
export const stockTypeSchema = z.enum(STOCK_TYPES)
export type StockType = z.infer<typeof stockTypeSchema>
