import { WEEKDAY_LABELS } from '@shop/i18n'
import { type StorePage, WEEKDAYS } from '@shop/schemas'

/** What the store page and "Min butik" both show of a store. */

export function StoreAddress({ store }: { store: StorePage }) {
  return (
    <>
      <address className="not-italic">
        {store.address1}
        <br />
        {store.postalCode} {store.city}
      </address>
      {store.phone ? (
        <p>
          Telefon:{' '}
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="underline">
            {store.phone}
          </a>
        </p>
      ) : null}
      {store.email ? (
        <p>
          E-post:{' '}
          <a href={`mailto:${store.email}`} className="underline">
            {store.email}
          </a>
        </p>
      ) : null}
    </>
  )
}

/** The week's hours (Mån … Sön) and the deviating days. */
export function OpeningHours({ store }: { store: StorePage }) {
  return (
    <section aria-labelledby="store-hours">
      <h2 id="store-hours" className="text-xl font-semibold">
        Öppettider
      </h2>
      <table className="mt-2">
        <tbody>
          {WEEKDAYS.map((day, index) => (
            <tr key={day}>
              <th scope="row" className="pr-6 text-left font-semibold">
                {WEEKDAY_LABELS[index]}
              </th>
              <td>{store.openingHours[day] || 'Stängt'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {store.specialOpeningHours.length ? (
        <>
          <h3 className="mt-4 font-semibold">Avvikande öppettider</h3>
          <ul>
            {store.specialOpeningHours.map((special) => (
              <li key={`${special.label}-${special.date ?? ''}`}>
                {special.label}: {special.hours}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

export function StoreContacts({ store }: { store: StorePage }) {
  if (!store.contacts.length) return null
  return (
    <section aria-labelledby="store-contacts">
      <h2 id="store-contacts" className="text-xl font-semibold">
        {store.contactsTitle || 'Kontakta oss'}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="store-contacts">
        {store.contacts.map((contact) => (
          <li key={`${contact.name}-${contact.role}`} className="rounded-brand border border-surface p-4">
            <p className="font-semibold">{contact.name}</p>
            {contact.role ? <p className="text-muted">{contact.role}</p> : null}
            {contact.phone ? <p>{contact.phone}</p> : null}
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="underline">
                {contact.email}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
