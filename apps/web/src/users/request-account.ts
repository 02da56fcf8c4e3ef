import 'server-only'
import { cache } from 'react'
import { payload } from '../db/payload'
import { findAccount } from './storage'

/**
 * The calling user's row, read once per request: the shell's customer and project choices and the
 * product page's delivery default both need it, and each read through the Local API costs more CPU
 * than the query itself.
 */
export const requestAccount = cache(async (userId: string) => findAccount(await payload(), { id: userId }))
