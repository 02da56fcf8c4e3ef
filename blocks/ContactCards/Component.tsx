import { MailIcon, PhoneIcon } from '@shop/ui/icons'
import type { BlockContext } from '../context'
import { AssetImage, SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import type { ContactCardsData } from './block'

// The stylesheet's `.icon-link` (an underlined link with an icon before it).
const linkClass = 'icon-link'

/** Spec "service cards": who to call or mail. */
export function ContactCardsComponent({ data }: { data: ContactCardsData; context: BlockContext }) {
  return (
    <SectionShell title={data.title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.contacts.map((contact, index) => (
          <li key={`${contact.name}-${index}`} className="contact-card">
            {contact.image ? (
              <AssetImage
                asset={contact.image}
                size="thumbnail"
                shownAt={64}
                className="h-16 w-16 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <h3 className="text-lg font-semibold">{contact.name}</h3>
              {contact.role ? <p className="text-muted">{contact.role}</p> : null}
              {contact.phone ? (
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  <PhoneIcon size={16} />
                  <span className="sr-only">{`${TEXTS.phone}: `}</span>
                  {contact.phone}
                </a>
              ) : null}
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  <MailIcon size={16} />
                  <span className="sr-only">{`${TEXTS.email}: `}</span>
                  {contact.email}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
