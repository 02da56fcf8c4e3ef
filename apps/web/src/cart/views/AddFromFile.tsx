'use client'

import { Button } from '@shop/ui'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { apiCall, failureText } from '@/browser/api-fetch'
import { FormAlert, SubmitButton } from '@/forms/fields'
import { ACCEPTED_FILE_TYPES, type UploadResponse, type UploadRows } from '../file/upload-result'
import { CART_API } from './cart-client'
import { cartStore, useCart } from './cart-store'
import { DeliveryMethodSelect, useDeliveryChoice } from './DeliveryMethodSelect'
import { t } from './file-texts'

/**
 * "Beställ från fil" (spec section 1, the add-to-cart-from-file modal): a native modal <dialog> with
 * the file, the delivery method and the column layout; after the upload it lists every row of the
 * file as added or refused, with the reason.
 */

/** The example file: the columns the import reads, as Swedish Excel writes them (';', BOM). */
const EXAMPLE_CSV = '\uFEFFArtikelnummer;Antal;Märkning\r\n1000009;2;Kök\r\n7310530000016;10;Plan 2\r\n'
const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_CSV)}`

type Result = { ok: true; body: UploadResponse } | { ok: false; message: string; body: UploadResponse | null }

/** The upload; a failure is told under errors.cart_uploads_products with the reason api-fetch gives it. */
async function upload(cartId: string | null, file: File, deliveryId: string): Promise<Result> {
  const form = new FormData()
  form.set('file', file)
  form.set('deliveryId', deliveryId)
  const result = await apiCall<UploadResponse>(`${CART_API}/${cartId ?? 'current'}/upload`, {
    method: 'POST',
    body: form,
    service: 'cart',
  })
  if (result.ok && result.data) return { ok: true, body: result.data }
  if (result.ok) return { ok: false, message: t('errors.cart_uploads_products'), body: null }
  const { failure } = result
  const refused = failure.body as (UploadResponse & { refused?: unknown }) | null
  return {
    ok: false,
    message: failure.aborted ? '' : failureText(failure, t('errors.cart_uploads_products')),
    body: refused?.refused ? refused : null,
  }
}

/** The labelled file input of an import (CSV or XLSX), with an optional hint under it. */
export function FileField({
  id,
  inputRef,
  onChange,
  hint,
  testId,
}: {
  id: string
  inputRef: React.RefObject<HTMLInputElement | null>
  onChange: () => void
  hint?: string
  testId: string
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t('cartFiles.upload.file')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="file"
        type="file"
        accept={ACCEPTED_FILE_TYPES}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChange}
        className="text-sm file:mr-3 file:rounded-brand file:border file:border-text/25 file:bg-background file:px-3 file:py-2 file:font-semibold"
        data-testid={testId}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** Every row of an uploaded file, as added or refused with its reason. */
export function UploadReport({ body }: { body: UploadRows }) {
  return (
    <div className="flex flex-col gap-3" data-testid="upload-report">
      {body.errors.map((error) => (
        <FormAlert key={error.id} message={error.message} />
      ))}
      <section>
        <h3 className="font-semibold">{t('cartFiles.upload.added_heading', { count: body.added.length })}</h3>
        {body.added.length ? (
          <ul className="mt-1 list-disc pl-5 text-sm" data-testid="upload-added">
            {body.added.map((row) => (
              <li key={row.line}>
                {t('cartFiles.upload.added_row', {
                  line: row.line,
                  identifier: row.identifier,
                  quantity: row.quantity,
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm">{t('cartFiles.upload.nothing_added')}</p>
        )}
      </section>
      {body.refused.length ? (
        <section>
          <h3 className="font-semibold">{t('cartFiles.upload.refused_heading', { count: body.refused.length })}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm" data-testid="upload-refused">
            {body.refused.map((row) => (
              <li key={row.line}>
                {t('cartFiles.upload.refused_row', {
                  line: row.line,
                  identifier: row.identifier || '–',
                  message: row.message,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export function AddFromFileButton() {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const cart = useCart((state) => state.cart)
  const delivery = useDeliveryChoice()
  const { chosen } = delivery
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<UploadResponse | null>(null)

  const reset = () => {
    setError(null)
    setReport(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const submit = async () => {
    const file = fileInput.current?.files?.[0]
    if (!file) {
      setError(t('cartFiles.upload.choose_file'))
      fileInput.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    const result = await upload(cart?.cartId ?? null, file, chosen)
    setBusy(false)
    setReport(result.body)
    if (!result.ok) setError(result.message || null)
    if (result.ok) {
      // The rows are in the cart now; the same file again would add them twice.
      if (fileInput.current) fileInput.current.value = ''
      void cartStore().getState().load()
    }
  }

  return (
    <>
      <Button
        intent="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          reset()
          dialog.current?.showModal()
        }}
        data-testid="add-from-file"
      >
        {t('cartFiles.upload.button')}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help`}
        className="m-auto max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-auto rounded-brand bg-background p-5 text-text shadow-xl backdrop:bg-black/60"
        data-testid="add-from-file-dialog"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('cartFiles.upload.title')}
        </h2>
        <p id={`${id}-help`} className="mt-2 text-sm">
          {t('cartFiles.upload.help')}
        </p>
        <p className="mt-2 text-sm">
          <a
            href={EXAMPLE_HREF}
            download={t('cartFiles.upload.example_file')}
            className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
          >
            {t('cartFiles.upload.example')}
          </a>
        </p>
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <FileField
            id={`${id}-file`}
            inputRef={fileInput}
            onChange={() => setError(null)}
            testId="add-from-file-input"
          />
          <DeliveryMethodSelect id={`${id}-delivery`} choice={delivery} />
          {busy ? (
            <div role="status" className="flex items-center gap-3 text-sm">
              <progress className="w-40" aria-label={t('cartFiles.upload.uploading')} />
              {t('cartFiles.upload.uploading')}
            </div>
          ) : null}
          <FormAlert message={error} />
          {report ? <UploadReport body={report} /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button intent="secondary" onClick={() => dialog.current?.close()}>
              {t('common.close')}
            </Button>
            <SubmitButton
              busy={busy}
              busyLabel={t('cartFiles.upload.uploading')}
              size="md"
              data-testid="add-from-file-submit"
            >
              {t('cartFiles.upload.submit')}
            </SubmitButton>
          </div>
        </form>
      </dialog>
    </>
  )
}
