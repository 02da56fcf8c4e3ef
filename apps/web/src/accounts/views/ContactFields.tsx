'use client'

import { TextField } from '../../forms/fields'
import { t } from './profile-texts'

export type ContactField = 'firstName' | 'lastName' | 'mobileNumber'

/**
 * First name, last name and mobile number: the contact part of a user, in MyProfile (`own`) and in the
 * user administration. Rendered into the caller's grid.
 */
export function ContactFields({
  fieldId,
  values,
  errors,
  onValue,
  own,
}: {
  fieldId: (field: ContactField) => string
  values: Record<ContactField, string>
  errors: Partial<Record<ContactField, string>>
  onValue: (field: ContactField) => (value: string) => void
  /**
   * One's own details: the profile's texts, the browser may fill them in, and the mobile number takes
   * the whole row with a hint under it. Someone else's (the administration): none of that.
   */
  own: boolean
}) {
  const labels = own
    ? { firstName: t('profile.first_name'), lastName: t('profile.last_name'), mobileNumber: t('profile.mobile') }
    : {
        firstName: t('userAdmin.field.first_name'),
        lastName: t('userAdmin.field.last_name'),
        mobileNumber: t('userAdmin.field.mobile'),
      }
  const mobileHintId = `${fieldId('mobileNumber')}-hint`
  return (
    <>
      <TextField
        id={fieldId('firstName')}
        label={labels.firstName}
        value={values.firstName}
        onValue={onValue('firstName')}
        error={errors.firstName}
        autoComplete={own ? 'given-name' : 'off'}
        maxLength={100}
      />
      <TextField
        id={fieldId('lastName')}
        label={labels.lastName}
        value={values.lastName}
        onValue={onValue('lastName')}
        error={errors.lastName}
        autoComplete={own ? 'family-name' : 'off'}
        maxLength={100}
      />
      <TextField
        id={fieldId('mobileNumber')}
        label={labels.mobileNumber}
        value={values.mobileNumber}
        onValue={onValue('mobileNumber')}
        error={errors.mobileNumber}
        type="tel"
        autoComplete={own ? 'tel' : 'off'}
        inputMode="tel"
        maxLength={30}
        describedBy={own ? mobileHintId : undefined}
        className={own ? 'sm:col-span-2' : undefined}
      />
      {own ? (
        <p id={mobileHintId} className="-mt-3 text-sm text-muted sm:col-span-2">
          {t('profile.mobile_hint')}
        </p>
      ) : null}
    </>
  )
}
