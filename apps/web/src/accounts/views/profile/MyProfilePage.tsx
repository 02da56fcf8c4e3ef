import { t } from '@shop/i18n'
import type { Payload } from 'payload'
import { roleName } from '@/accounts/role-names'
import { contextOptions, getUser, visibleUser } from '@/accounts/service'
import { getSession } from '@/accounts/session'
import type { CustomPageProps } from '@/custom-pages/types'
import { FormMessage } from '@/forms/fields'
import { payload } from '@/payload/payload'
import { ProfileForm } from './islands'

/**
 * MyProfile (spec section 3 "User"): the logged-in user's own names, mobile number, preferred store
 * (one of the brand's stores) and default customer and project (the contexts they may choose).
 */
/** The stores a user may prefer on a brand: id, name and city. */
export type StoreList = (instance: Payload, brandId: string) => Promise<{ id: string; name: string; city: string }[]>

export async function MyProfilePage({ brand, stores: storesOf }: CustomPageProps & { stores: StoreList }) {
  const session = await getSession()
  if (!session) return null
  const instance = await payload()
  const [self, stores] = await Promise.all([
    visibleUser(instance, session.principal, session.principal.userId),
    storesOf(instance, brand.id),
  ])
  if (!self.ok) return <FormMessage kind="error">{t('errors.unknown_error_occurred')}</FormMessage>
  // The one row read serves the profile and the contexts to offer.
  const [result, customers] = await Promise.all([
    getUser(instance, self.value),
    contextOptions(instance, self.value.user),
  ])
  if (!result.ok) return <FormMessage kind="error">{t('errors.unknown_error_occurred')}</FormMessage>
  const user = result.value
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
