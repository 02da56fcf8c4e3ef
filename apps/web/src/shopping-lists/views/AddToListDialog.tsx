'use client'

import type { FavoriteListView, ListAccess, ListItemError } from '@shop/schemas'
import { Button, buttonVariants } from '@shop/ui'
import type React from 'react'
import { useEffect, useId, useState } from 'react'
import { FormAlert, FormMessage, SubmitButton } from '@/forms/fields'
import { Link } from '@/shell/Link'
import { LineRefusals } from './LineRefusals'
import { ListFields, RadioOption } from './ListFields'
import { listFailureText, listHref, listsClient } from './lists-client'
import { ModalDialog } from './ModalDialog'
import { t } from './texts'

export interface ListLine {
  articleNumber: string
  quantity: number
}

const NEW = 'new'

/**
 * The add-to-list dialog: the lists the user may change (newest change first) as radio buttons, or a
 * new list by name and access; then the lines go in with one PUT …/articles, whose refusals (an
 * unknown article, a full list) are listed by article number.
 */
export default function AddToListDialog({
  open,
  onClose,
  items,
  suggestedName,
  listPattern,
}: {
  open: boolean
  onClose: () => void
  items: ListLine[]
  suggestedName: string
  listPattern: string
}) {
  const id = useId()
  const [lists, setLists] = useState<FavoriteListView[] | null>(null)
  const [choice, setChoice] = useState('')
  const [name, setName] = useState(suggestedName)
  const [access, setAccess] = useState<ListAccess>('private')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | null>(null)
  const [done, setDone] = useState<{ list: FavoriteListView; errors: ListItemError[] } | null>(null)

  useEffect(() => {
    if (!open) return
    setDone(null)
    setError(null)
    let live = true
    void listsClient.lists({ limit: 50, sort: '-updatedAt' }).then((result) => {
      if (!live) return
      if (!result.ok) {
        if (!result.failure.aborted) setError(listFailureText(result.failure))
        setLists([])
        return
      }
      const editable = result.data.data.filter((list) => list.canEdit)
      setLists(editable)
      setChoice((current) => current || (editable[0]?.favoriteId ?? NEW))
    })
    return () => {
      live = false
    }
  }, [open])

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    setNameError(null)
    let listId = choice
    if (choice === NEW) {
      const created = await listsClient.create(name.trim(), access)
      if (!created.ok) {
        setBusy(false)
        if (created.failure.aborted) return
        if (created.failure.status === 400) setNameError(listFailureText(created.failure))
        else setError(listFailureText(created.failure))
        return
      }
      listId = created.data.favoriteId
      setLists((current) => [created.data, ...(current ?? [])])
      setChoice(listId)
    }
    const put = await listsClient.putArticles(listId, items)
    setBusy(false)
    if (!put.ok) {
      if (!put.failure.aborted) setError(listFailureText(put.failure))
      return
    }
    setDone({ list: put.data.list, errors: put.data.errors })
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('lists.dialog_title')}
      initialFocus="input"
      testId="add-to-list-dialog"
    >
      {done ? (
        <div className="flex flex-col gap-4">
          {done.errors.length < items.length ? (
            <FormMessage kind="info">{t('lists.dialog_added', { name: done.list.favoriteName })}</FormMessage>
          ) : null}
          <LineRefusals errors={done.errors} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button intent="secondary" size="lg" onClick={onClose}>
              {t('lists.close')}
            </Button>
            <Link
              href={listHref(listPattern, done.list.favoriteId)}
              className={buttonVariants({ intent: 'primary', size: 'lg' })}
            >
              {t('lists.dialog_go')}
            </Link>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={lists === null}>
          {lists === null ? (
            <p role="status">{t('lists.loading')}</p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold">{t('lists.dialog_pick')}</legend>
              {lists.length === 0 ? <p className="text-sm text-muted">{t('lists.dialog_none')}</p> : null}
              {lists.map((list) => (
                <RadioOption
                  key={list.favoriteId}
                  name={`${id}-list`}
                  checked={choice === list.favoriteId}
                  onCheck={() => setChoice(list.favoriteId)}
                  title={list.favoriteName}
                  hint={`${t(`lists.access.${list.access}`)} · ${t('lists.flyout.rows', { count: list.totalRows })}`}
                />
              ))}
              <RadioOption
                name={`${id}-list`}
                checked={choice === NEW}
                onCheck={() => setChoice(NEW)}
                title={t('lists.dialog_new')}
              />
            </fieldset>
          )}
          {choice === NEW ? (
            <ListFields
              id={`${id}-new`}
              name={name}
              onName={setName}
              access={access}
              onAccess={setAccess}
              error={nameError}
            />
          ) : null}
          <FormAlert message={error} />
          <div className="flex justify-end gap-3">
            <Button intent="secondary" size="lg" onClick={onClose}>
              {t('lists.cancel')}
            </Button>
            <SubmitButton busy={busy || lists === null} busyLabel={t('lists.busy')}>
              {t('lists.dialog_submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </ModalDialog>
  )
}
