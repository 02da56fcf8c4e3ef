'use client'

import type { FavoriteListView, ListAccess } from '@shop/schemas'
import { Button, PlusIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useId, useState } from 'react'
import { FormAlert, SubmitButton } from '@/forms/fields'
import { ListFields } from './ListFields'
import { listFailureText, listHref, listsClient } from './lists-client'
import { ModalDialog } from './ModalDialog'
import { t } from './texts'

/**
 * A dialog's submit: busy while it runs, then its answer, or null and the service's reason (a refused
 * name by its field) or the spec's fallback text.
 */
function useDialogCall() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const run = async <T,>(
    call: () => Promise<{ ok: true; data: T } | { ok: false; failure: Parameters<typeof listFailureText>[0] }>,
  ): Promise<{ data: T } | null> => {
    setBusy(true)
    setError(null)
    setFieldError(null)
    const result = await call()
    setBusy(false)
    if (result.ok) return { data: result.data }
    if (result.failure.aborted) return null
    if (result.failure.status === 400) setFieldError(listFailureText(result.failure))
    else setError(listFailureText(result.failure))
    return null
  }
  const reset = () => {
    setError(null)
    setFieldError(null)
  }
  return { busy, error, fieldError, run, reset }
}

/** A list's name and access in a dialog: creating a list, or changing one. */
function ListFormDialog({
  open,
  onClose,
  title,
  submitLabel,
  initial,
  onSubmit,
  call,
  testId,
}: {
  open: boolean
  onClose: () => void
  title: string
  submitLabel: string
  initial: { favoriteName: string; access: ListAccess }
  onSubmit: (name: string, access: ListAccess) => void
  call: ReturnType<typeof useDialogCall>
  testId: string
}) {
  const id = useId()
  const [name, setName] = useState(initial.favoriteName)
  const [access, setAccess] = useState(initial.access)
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!call.busy) onSubmit(name.trim(), access)
  }
  return (
    <ModalDialog open={open} onClose={onClose} title={title} initialFocus="input" testId={testId}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ListFields id={id} name={name} onName={setName} access={access} onAccess={setAccess} error={call.fieldError} />
        <FormAlert message={call.error} />
        <div className="flex justify-end gap-3">
          <Button intent="secondary" size="lg" onClick={onClose}>
            {t('lists.cancel')}
          </Button>
          <SubmitButton busy={call.busy} busyLabel={t('lists.busy')}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  )
}

/** 'Ny lista': creates a private or shared list, then opens it. */
export function CreateListButton({ listPattern }: { listPattern: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const call = useDialogCall()
  return (
    <>
      <Button
        intent="primary"
        aria-haspopup="dialog"
        onClick={() => {
          call.reset()
          setOpen(true)
        }}
        data-testid="list-create"
      >
        <PlusIcon size={18} />
        {t('lists.create')}
      </Button>
      <ListFormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('lists.create_title')}
        submitLabel={t('lists.create_submit')}
        initial={{ favoriteName: '', access: 'private' }}
        call={call}
        testId="list-create-dialog"
        onSubmit={async (name, access) => {
          const created = await call.run(() => listsClient.create(name, access))
          if (created) router.push(listHref(listPattern, created.data.favoriteId))
        }}
      />
    </>
  )
}

/** 'Ändra' (name and access) and 'Ta bort' (after a confirmation) of one list the user may edit. */
export function ListActions({ list, afterDelete }: { list: FavoriteListView; afterDelete?: string }) {
  const router = useRouter()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const edit = useDialogCall()
  const remove = useDialogCall()
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button
        size="sm"
        intent="secondary"
        aria-haspopup="dialog"
        aria-label={t('lists.edit_label', { name: list.favoriteName })}
        onClick={() => {
          edit.reset()
          setEditing(true)
        }}
        data-testid="list-edit"
      >
        {t('lists.edit')}
      </Button>
      <Button
        size="sm"
        intent="secondary"
        aria-haspopup="dialog"
        aria-label={t('lists.delete_label', { name: list.favoriteName })}
        onClick={() => {
          remove.reset()
          setDeleting(true)
        }}
        data-testid="list-delete"
      >
        {t('lists.delete')}
      </Button>
      <ListFormDialog
        open={editing}
        onClose={() => setEditing(false)}
        title={t('lists.edit_title')}
        submitLabel={t('lists.save')}
        initial={list}
        call={edit}
        testId="list-edit-dialog"
        onSubmit={async (favoriteName, access) => {
          const change = {
            ...(favoriteName !== list.favoriteName ? { favoriteName } : {}),
            ...(access !== list.access ? { access } : {}),
          }
          if (Object.keys(change).length === 0) return setEditing(false)
          if (await edit.run(() => listsClient.update(list.favoriteId, change))) {
            setEditing(false)
            router.refresh()
          }
        }}
      />
      <ModalDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('lists.delete_title')}
        initialFocus="[data-autofocus]"
        testId="list-delete-dialog"
      >
        <p>{t('lists.delete_body', { name: list.favoriteName })}</p>
        <div className="mt-4 flex flex-col gap-4">
          <FormAlert message={remove.error} />
          <div className="flex justify-end gap-3">
            <Button intent="secondary" size="lg" onClick={() => setDeleting(false)} data-autofocus="">
              {t('lists.cancel')}
            </Button>
            <Button
              intent="danger"
              size="lg"
              disabled={remove.busy}
              data-testid="list-delete-confirm"
              onClick={async () => {
                if (!(await remove.run(() => listsClient.remove(list.favoriteId)))) return
                setDeleting(false)
                if (afterDelete) router.push(afterDelete)
                else router.refresh()
              }}
            >
              {t('lists.delete_confirm')}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </div>
  )
}
