import { t } from '@shop/i18n'
import { getSession } from '@/auth/session'
import { findLocations } from '@/catalog/locations'
import { contextOptions } from '@/customers/service'
import { payload } from '@/db/payload'
import { FormMessage } from '@/forms/fields'
import { findAccount } from '@/users/account'
import { roleName } from '@/users/role-names'
import { getUser } from '@/users/service'
import type { CustomPageProps } from '../types'
import { ProfileForm } from './ProfileForm'

/**
 * MyProfile (spec section 3 "User"): the logged-in user's own names, mobile number, preferred store
 * (one of the brand's stores) and default customer and project (the contexts they may choose).
 */
export async function MyProfilePage({ brand }: CustomPageProps) {
  const session = await getSession()
  if (!session) return null
  const instance = await payload()
  const [result, account, stores] = await Promise.all([
    getUser(instance, session.principal, session.principal.userId),
    findAccount(instance, { id: session.principal.userId }),
    findLocations(instance, { brand: brand.id }),
  ])
  if (!result.ok || !account) return <FormMessage kind="error">{t('errors.unknown_error_occurred')}</FormMessage>
  const user = result.value
  const customers = await contextOptions(instance, account)
  const storeOptions = stores.map((store) => ({ id: store.id, name: `${store.name}, ${store.city}` }))
  // A store of another brand chosen there stays selectable here, so saving does not drop it silently.
  if (user.preferredStore && !storeOptions.some((s) => s.id === user.preferredStore)) {
    storeOptions.unshift({ id: user.preferredStore, name: user.preferredStore })
  }
  return (
    <div className="flex flex-col gap-6">
      <p>{t('profile.intro')}</p>
      <dl className="grid max-w-2xl gap-x-6 gap-y-2 rounded-brand bg-surface p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('profile.email')}</dt>
        <dd data-testid="profile-email">
          {user.email}
          <span className="block text-sm text-muted">{t('profile.email_note')}</span>
        </dd>
        <dt className="font-semibold">{t('profile.role')}</dt>
        <dd>{user.roles.map(roleName).join(', ')}</dd>
      </dl>
      <ProfileForm
        userId={user.userId}
        initial={{
          firstName: user.firstName,
          lastName: user.lastName,
          mobileNumber: user.mobileNumber,
          preferredStore: user.preferredStore ?? '',
          defaultCustomerId: user.defaultCustomerId ?? '',
          defaultProjectId: user.defaultProjectId ?? '',
        }}
        stores={storeOptions}
        customers={customers}
      />
    </div>
  )
}
