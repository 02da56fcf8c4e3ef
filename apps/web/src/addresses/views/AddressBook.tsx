'use client'

import type React from 'react'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'

/**
 * The client frame of MyAddresses around the server-rendered list: one polite status line that every
 * add, edit and delete island reports to (it outlives the card that was deleted), and a place to put
 * focus back when the button that had it has gone with its card.
 */
interface AddressBookApi {
  announce: (message: string) => void
  /** Focus the list's heading region (after a delete, when the pressed button no longer exists). */
  focusList: () => void
}

const AddressBookContext = createContext<AddressBookApi>({ announce: () => {}, focusList: () => {} })

export const useAddressBook = () => useContext(AddressBookContext)

export function AddressBook({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = useState('')
  const region = useRef<HTMLDivElement>(null)
  const announce = useCallback((text: string) => setMessage(text), [])
  const focusList = useCallback(() => region.current?.focus(), [])
  const api = useMemo(() => ({ announce, focusList }), [announce, focusList])
  return (
    <AddressBookContext.Provider value={api}>
      <div ref={region} tabIndex={-1} className="space-y-6 outline-none" data-testid="address-book">
        <div role="status" data-testid="address-status">
          {message ? (
            <p className="rounded-brand border-l-4 border-primary bg-surface p-3 text-sm font-semibold">{message}</p>
          ) : null}
        </div>
        {children}
      </div>
    </AddressBookContext.Provider>
  )
}
