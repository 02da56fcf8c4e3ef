'use client'

import { Button } from '@shop/ui'
import { useState } from 'react'
import { apiFetch, failureOf, failureText, noResponse, readJson } from '@/api/api-fetch'
import { CART_API } from './cart-client'
import { t } from './texts'

const FALLBACK_NAME = 'varukorg.xlsx'

/** The file name the export route gives in Content-Disposition, else a sensible default. */
export function exportFileName(disposition: string | null): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null
  if (!match?.[1]) return FALLBACK_NAME
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** 'Exportera till fil': POST /v2/cart/{id}/export, then the browser saves the answer. */
export function ExportButton({ cartId }: { cartId: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    let response: Response
    try {
      response = await apiFetch(`${CART_API}/${cartId}/export`, { method: 'POST', json: {} })
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
      link.download = exportFileName(response.headers.get('content-disposition'))
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
      <Button intent="secondary" size="md" fullWidth onClick={download} disabled={busy} data-testid="cart-export">
        {busy ? t('cart.exporting') : t('cart.export')}
      </Button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
