'use client'

import { quantityRefusal } from '@shop/commerce/cart/cart-lines'
import type { LookupArticle } from '@shop/schemas'
import { Button } from '@shop/ui'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { apiCall } from '@/browser/api-fetch'
import type { ListUploadResponse } from '@/cart/file/upload-result'
import { FileField, UploadReport } from '@/cart/views/AddFromFile'
import { FileExportButton } from '@/cart/views/ExportButton'
import { t as cartT } from '@/cart/views/file-texts'
import { ArticleCombobox } from '@/cart/views/QuickOrder'
import { FormAlert, type FormNotice, SubmitButton } from '@/forms/fields'
import { LineRefusals } from './LineRefusals'
import { LISTS_API, listFailureText, listsClient } from './lists-client'
import { ModalDialog } from './ModalDialog'
import { t } from './texts'

const inputClass =
  'h-11 w-24 rounded-brand border border-text/40 bg-background px-3 text-base text-text tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert'

/**
 * 'Lägg till artikel': an article number or EAN (the quick order's lookup suggests as you type) and a
 * quantity in its order multiple; the line goes in with PUT …/articles (an article already on the
 * list gets the new quantity), then the page reads the list again.
 */
export function AddArticleForm({ listId }: { listId: string }) {
  const id = useId()
  const router = useRouter()
  const [text, setText] = useState('')
  const [article, setArticle] = useState<LookupArticle | null>(null)
  const [quantity, setQuantity] = useState('1')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<FormNotice | null>(null)
  const [refused, setRefused] = useState<Array<{ articleNumber: string; message: string }>>([])
  const [busy, setBusy] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setNotice(null)
    setRefused([])
    const articleNumber = article?.articleNumber ?? text.replace(/\s/g, '')
    if (!articleNumber) return setError(t('lists.article_not_found'))
    const amount = /^\d+$/.test(quantity.trim()) ? Number(quantity) : 0
    const refusal = quantityRefusal(articleNumber, amount, article?.orderMultiple ?? 1)
    if (refusal) return setError(cartT(refusal.key, refusal.params))
    setError(null)
    setBusy(true)
    const result = await listsClient.putArticles(listId, [{ articleNumber, quantity: amount }])
    setBusy(false)
    if (!result.ok) {
      if (!result.failure.aborted) setNotice({ kind: 'error', text: listFailureText(result.failure) })
      return
    }
    if (result.data.errors.length) return setRefused(result.data.errors)
    setNotice({ kind: 'info', text: t('lists.article_added', { name: article?.name ?? articleNumber }) })
    setText('')
    setArticle(null)
    setQuantity('1')
    router.refresh()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 print:hidden" data-testid="list-add-article">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-article`} className="font-semibold">
            {t('lists.add_article_label')}
          </label>
          <ArticleCombobox
            id={`${id}-article`}
            line={1}
            row={{ text, article, error }}
            onText={(next, exact) => {
              setText(next)
              setArticle(exact)
              setError(null)
            }}
            onPick={(picked) => {
              setText(picked.articleNumber)
              setArticle(picked)
              setQuantity(String(Math.max(1, picked.orderMultiple)))
            }}
            describedBy={error ? `${id}-error` : undefined}
            testId="list-add-article-input"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-quantity`} className="font-semibold">
            {t('lists.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
            data-testid="list-add-article-quantity"
          />
        </div>
        <SubmitButton busy={busy} busyLabel={t('lists.busy')} intent="secondary">
          {t('lists.add_article_submit')}
        </SubmitButton>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-alert">
          {error}
        </p>
      ) : null}
      <FormAlert message={notice} />
      <LineRefusals errors={refused} />
    </form>
  )
}

/** 'Exportera till Excel': the list's lines as an XLSX file (POST …/export). */
export function ListExport({ listId }: { listId: string }) {
  return (
    <FileExportButton
      path={`${LISTS_API}/${listId}/export`}
      label={t('lists.export')}
      busyLabel={t('lists.exporting')}
      fileName="inkopslista.xlsx"
      testId="list-export"
    />
  )
}

/**
 * 'Importera från fil': a CSV or XLSX file of article numbers (or EANs) and quantities into the list
 * (POST …/upload, the cart's file reader); every row of the file is reported as added or refused.
 */
export function ImportListFile({ listId }: { listId: string }) {
  const id = useId()
  const router = useRouter()
  const fileInput = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<ListUploadResponse | null>(null)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    if (!file) {
      setError(cartT('cartFiles.upload.choose_file'))
      fileInput.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    const form = new FormData()
    form.set('file', file)
    const result = await apiCall<ListUploadResponse>(`${LISTS_API}/${listId}/upload`, {
      method: 'POST',
      body: form,
      service: 'cart',
    })
    setBusy(false)
    const body = (result.ok ? result.data : result.failure.body) as ListUploadResponse | null
    setReport(body && Array.isArray(body.added) && Array.isArray(body.refused) ? body : null)
    if (!result.ok) {
      if (!result.failure.aborted) setError(listFailureText(result.failure))
      return
    }
    if (fileInput.current) fileInput.current.value = ''
    router.refresh()
  }

  return (
    <div>
      <Button
        intent="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setError(null)
          setReport(null)
          setOpen(true)
        }}
        data-testid="list-import"
      >
        {t('lists.import')}
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t('lists.import')} testId="list-import-dialog">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
          <FileField
            id={`${id}-file`}
            inputRef={fileInput}
            onChange={() => setError(null)}
            hint={t('lists.import_hint')}
            testId="list-import-input"
          />
          <FormAlert message={error} />
          {report ? <UploadReport body={report} /> : null}
          <div className="flex justify-end gap-3">
            <Button intent="secondary" size="lg" onClick={() => setOpen(false)}>
              {t('lists.close')}
            </Button>
            <SubmitButton busy={busy} busyLabel={cartT('cartFiles.upload.uploading')}>
              {t('lists.import')}
            </SubmitButton>
          </div>
        </form>
      </ModalDialog>
    </div>
  )
}
