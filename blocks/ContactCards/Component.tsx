import { cx, focusRing } from '@shop/ui/cx'
import { MailIcon, PhoneIcon } from '@shop/ui/icons'
import type { BlockContext } from '../context'
import { AssetImage, SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import type { ContactCardsData } from './schema'

const linkClass = cx(
  'inline-flex items-center gap-2 font-semibold underline underline-offset-2 hover:no-underline',
  focusRing,
)

/** Spec "service cards": who to call or mail. */
export function ContactCardsComponent({ data }: { data: ContactCardsData; context: BlockContext }) {
  return (
    <SectionShell type="ContactCards" title={data.title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.contacts.map((contact, index) => (
          <li key={`${contact.name}-${index}`} className="flex gap-4 rounded-brand bg-surface p-4 text-text">
            {contact.image ? (
              <AssetImage asset={contact.image} className="h-16 w-16 shrink-0 rounded-full object-cover" />
            ) : null}
            <div className="flex flex-col gap-1">
              <h3 className="text-lg font-semibold">{contact.name}</h3>
              {contact.role ? <p className="text-muted">{contact.role}</p> : null}
              {contact.phone ? (
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  <PhoneIcon size={16} />
                  <span className="sr-only">{TEXTS.phone}: </span>
                  {contact.phone}
                </a>
              ) : null}
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  <MailIcon size={16} />
                  <span className="sr-only">{TEXTS.email}: </span>
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
