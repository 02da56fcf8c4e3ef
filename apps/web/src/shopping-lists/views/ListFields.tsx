'use client'

import { LIST_ACCESS, LIST_NAME_MAX, type ListAccess } from '@shop/schemas/constants'
import { TextField } from '@/forms/fields'
import { t } from './texts'

/** One radio button with a bold title and a hint under it. */
export function RadioOption({
  name,
  checked,
  onCheck,
  title,
  hint,
}: {
  name: string
  checked: boolean
  onCheck: () => void
  title: string
  hint?: string
}) {
  return (
    <label className="flex items-start gap-2">
      <input type="radio" name={name} checked={checked} onChange={onCheck} className="mt-1 size-4 accent-primary" />
      <span>
        <span className="font-semibold">{title}</span>
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  )
}

/** A list's name and access (private or shared with the customer), as creating and editing ask them. */
export function ListFields({
  id,
  name,
  onName,
  access,
  onAccess,
  error,
}: {
  id: string
  name: string
  onName: (name: string) => void
  access: ListAccess
  onAccess: (access: ListAccess) => void
  error?: string | null
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        id={`${id}-name`}
        label={t('lists.field.name')}
        value={name}
        onValue={onName}
        error={error}
        maxLength={LIST_NAME_MAX}
        autoComplete="off"
        required
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('lists.access.label')}</legend>
        {LIST_ACCESS.map((value) => (
          <RadioOption
            key={value}
            name={`${id}-access`}
            checked={access === value}
            onCheck={() => onAccess(value)}
            title={t(`lists.access.${value}`)}
            hint={t(`lists.access.${value}_hint`)}
          />
        ))}
      </fieldset>
    </div>
  )
}
