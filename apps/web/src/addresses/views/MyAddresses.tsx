import { t } from '@shop/i18n'
import { EmptyState, MapPinIcon } from '@shop/ui'
import { getSession } from '@/accounts/session'
import { accountContext } from '@/accounts/views/account-context'
import { listAddresses } from '@/addresses/service'
import { payload } from '@/payload/payload'
import { AddressBook } from './AddressBook'
import { AddressCard } from './AddressCard'
import { AddressEditor } from './islands'

/**
 * The body of MyAddresses: the chosen customer's addresses as cards (read-only ones marked, without
 * edit and delete), with adding, editing and deleting in dialogs. Read fresh on every request, so a
 * change shows as soon as the islands refresh the page.
 */
export async function MyAddresses() {
  const session = await getSession()
  if (!session) return null
  const outcome = await listAddresses(await payload(), session)
  if (!outcome.ok) return <p data-testid="address-no-customer">{t('addresses.no_customer')}</p>
  const account = await accountContext(session)
  const customer = account?.options.find((option) => option.id === session.customerId)?.name ?? ''
  const addresses = outcome.value
  return (
    <AddressBook>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose">{t('addresses.intro', { customer })}</p>
        <AddressEditor />
      </div>
      {addresses.length ? (
        <ul aria-label={t('addresses.list_label')} className="grid gap-4 sm:grid-cols-2" data-testid="address-list">
          {addresses.map((address) => (
            <AddressCard key={address.addressId} address={address} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={<MapPinIcon />} title={t('addresses.empty_title')}>
          {t('addresses.empty_body')}
        </EmptyState>
      )}
    </AddressBook>
  )
}
