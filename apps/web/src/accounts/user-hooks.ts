import type { CollectionAfterChangeHook, CollectionAfterLogoutHook, CollectionBeforeDeleteHook } from 'payload'
import type { User } from '../payload-types'
import { chosenBrand } from '../request/headers'
import { originFor } from '../request/origin'
import { sendActivation } from './password-flows'
import { deleteLoginRowsOf, revokeSessions } from './storage/sessions'
import { findAccount } from './storage/users'

/**
 * The users collection's hooks (collections/Users.ts wires them): accounts' own code, so its rows stay
 * behind accounts/storage. Loaded with the Payload config, so nothing here reaches the server-only
 * service.ts (Payload's CLI runs the config outside Next's server graph).
 */

/**
 * A user created without a password (by a site admin in the admin, or by the user administration)
 * gets an activation e-mail to choose one. Seeded demo users come with a password hash. A mail server's
 * failure does not undo the new user: sendMail has logged it, and the outbox row says 'failed'.
 */
export const sendActivationToNewUser: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context?.skipActivation) return doc
  const full = await findAccount(req.payload, { id: String(doc.id) }, req)
  // The brand the admin works on (the proxy's choice by host); its link is on that brand's own origin.
  const at = originFor(chosenBrand(req.headers ?? new Headers()))
  if (full && !full.passwordHash) await sendActivation(req.payload, full, at, req)
  return doc
}

/** Deactivating an account ends its sessions at once. */
export const revokeSessionsOfInactiveUser: CollectionAfterChangeHook<User> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && doc.active === false && previousDoc?.active !== false) {
    await revokeSessions(req.payload, { userId: doc.id }, new Date(), req)
  }
  return doc
}

/** A deleted user's sessions and one-time links go with them (they hold a required reference). */
export const deleteAccountRows: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteLoginRowsOf(req.payload, id, req)
}

/** The admin panel's "Logga ut" ends the shop session it was using; its cookies then open nothing. */
export const endSessionOnAdminLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const sessionId = (req.user as { _sid?: string } | null)?._sid
  if (sessionId) await revokeSessions(req.payload, { sessionId }, new Date(), req)
}
