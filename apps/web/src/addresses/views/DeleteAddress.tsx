'use client'

import { Button } from '@shop/ui'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { apiCall } from '@/browser/api-fetch'
import { FormMessage } from '@/forms/fields'
import { useAddressBook } from './AddressBook'
import { t } from './texts'

/**
 * Delete one address after a confirmation (a native modal <dialog>, alertdialog role: Esc or 'Avbryt'
 * keeps the address). While deleting, the confirm button is disabled; a failure is told in the dialog.
 */
export function DeleteAddress({ addressId, label }: { addressId: string; label: string }) {
  const router = useRouter()
  const { announce, focusList } = useAddressBook()
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const id = useId()
  const [deleting, setDeleting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const open = () => {
    setError(null)
    dialog.current?.showModal()
    // The safe choice has focus first.
    cancel.current?.focus()
  }

  const confirm = async () => {
    if (deleting) return
    setDeleting(true)
    setError(null)
    const result = await apiCall(`/api/auth/address/${encodeURIComponent(addressId)}`, {
      method: 'DELETE',
      service: 'auth',
    })
    setDeleting(false)
    if (result.ok || result.failure.status === 404) {
      // 404: it is gone already; either way the list is refreshed without it.
      dialog.current?.close()
      announce(t('addresses.deleted', { label }))
      focusList()
      router.refresh()
      return
    }
    // The address service's message, else spec section 8's text (browser/api-fetch.ts).
    if (!result.failure.aborted) setError(result.failure.message)
  }

  return (
    <>
      <Button
        intent="ghost"
        size="sm"
        onClick={open}
        aria-haspopup="dialog"
        aria-label={t('addresses.delete_named', { label })}
        data-testid="address-delete"
      >
        {t('addresses.delete')}
      </Button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-brand bg-background p-5 text-text shadow-xl backdrop:bg-black/60"
        data-testid="address-delete-dialog"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('addresses.delete_title')}
        </h2>
        <p id={`${id}-body`} className="mt-2">
          {t('addresses.delete_body', { label })}
        </p>
        {error ? (
          <div className="mt-3">
            <FormMessage kind="error">{error}</FormMessage>
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button ref={cancel} intent="secondary" onClick={() => dialog.current?.close()}>
            {t('common.cancel')}
          </Button>
          <Button intent="danger" onClick={confirm} disabled={deleting} data-testid="address-delete-confirm">
            {deleting ? t('addresses.deleting') : t('addresses.delete_submit')}
          </Button>
        </div>
      </dialog>
    </>
  )
}
