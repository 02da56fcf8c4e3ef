'use client'

import { Button } from '@shop/ui'
import { useState } from 'react'
import { apiFetch, failureOf, failureText, noResponse, readJson } from '@/browser/api-fetch'
import { CART_API } from './cart-client'
import { t } from './texts'

const FALLBACK_NAME = 'varukorg.xlsx'

/** The file name the export route gives in Content-Disposition, else a sensible default. */
export function exportFileName(disposition: string | null, fallback = FALLBACK_NAME): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null
  if (!match?.[1]) return fallback
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** 'Exportera till fil': POST /v2/cart/{id}/export, then the browser saves the answer. */
export function ExportButton({ cartId }: { cartId: string }) {
  return (
    <FileExportButton
      path={`${CART_API}/${cartId}/export`}
      label={t('cart.export')}
      busyLabel={t('cart.exporting')}
      fileName={FALLBACK_NAME}
      fullWidth
      testId="cart-export"
    />
  )
}

/** A button that POSTs to an export route and saves the file it answers (the cart's, a list's). */
export function FileExportButton({
  path,
  label,
  busyLabel,
  fileName,
  fullWidth = false,
  testId,
}: {
  path: string
  label: string
  busyLabel: string
  /** The file's name when the answer does not give one. */
  fileName: string
  fullWidth?: boolean
  testId: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    let response: Response
    try {
      response = await apiFetch(path, { method: 'POST', json: {} })
    } catch (thrown) {
      const failure = noResponse(thrown, 'cart')
      setError(failure.aborted ? null : failureText(failure, t('errors.cart_generate_file')))
      setBusy(false)
      return
    }
    try {
      if (!response.ok) {
        setError(failureText(failureOf(response.status, await readJson(response)), t('errors.cart_generate_file')))
        return
      }
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = exportFileName(response.headers.get('content-disposition'), fileName)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch {
      // The answer broke off while the file was read.
      setError(failureText(noResponse(new Error('download'), 'cart'), t('errors.cart_generate_file')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <Button
        intent="secondary"
        size="md"
        fullWidth={fullWidth}
        onClick={download}
        disabled={busy}
        data-testid={testId}
        className="print:hidden"
      >
        {busy ? busyLabel : label}
      </Button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
