import { t } from '@shop/i18n'
import { ClockIcon, Container, cx, MailIcon, MapPinIcon, PhoneIcon } from '@shop/ui'
import { CONSENT_OPEN_ATTRIBUTE } from '../tracking/ids'
import { openingHoursRows } from './display'
import { FOOTER_ID } from './ids'
import { safeLink, telHref } from './menus/links'
import { NavLink } from './menus/NavLink'
import type { FooterStore, MenuLink } from './types'

const linkStyle = 'text-link'
const headingStyle = 'eyebrow mb-3 text-background/75'

function StoreDetails({ store }: { store: FooterStore }) {
  const tel = telHref(store.phone)
  const mail = safeLink(`mailto:${store.email.trim()}`)
  const rows = openingHoursRows(store.openingHours)
  return (
    <>
      <section aria-labelledby="shell-footer-store">
        <h2 id="shell-footer-store" className={headingStyle}>
          {t('footer.your_store')}
        </h2>
        <p className="text-base font-semibold">{store.name}</p>
        <address className="mt-2 space-y-2 text-sm not-italic">
          <p className="flex gap-2">
            <MapPinIcon size={18} className="mt-px shrink-0" />
            <span>
              {/* Whole strings: React puts a comment between adjacent texts in the HTML, and the RSC
                  payload sends each text as a string of its own. */}
              <span className="sr-only">{`${t('footer.address')}: `}</span>
              {store.address1}
              <br />
              {`${store.postalCode} ${store.city}`}
            </span>
          </p>
          {store.phone ? (
            <p className="flex gap-2">
              <PhoneIcon size={18} className="mt-px shrink-0" />
              <span className="sr-only">{`${t('footer.phone')}: `}</span>
              {tel ? (
                <a href={tel} className={linkStyle}>
                  {store.phone}
                </a>
              ) : (
                <span>{store.phone}</span>
              )}
            </p>
          ) : null}
          {store.email && mail ? (
            <p className="flex gap-2">
              <MailIcon size={18} className="mt-px shrink-0" />
              <span className="sr-only">{`${t('footer.email')}: `}</span>
              <a href={mail.href} className={cx(linkStyle, 'break-all')}>
                {store.email}
              </a>
            </p>
          ) : null}
        </address>
      </section>
      {rows.length > 0 ? (
        <section aria-labelledby="shell-footer-hours">
          <h2 id="shell-footer-hours" className={cx(headingStyle, 'flex items-center gap-1.5')}>
            <ClockIcon size={14} />
            {t('footer.opening_hours')}
          </h2>
          <dl className="grid max-w-64 grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {rows.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-semibold">{row.days}</dt>
                <dd className="tabular-nums">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  )
}

/**
 * The way back to the cookie choice, on every page with a footer. A plain button: whichever consent UI
 * the brand has (the built-in banner's island, or an external platform through the boot script) listens
 * for clicks on the attribute, so the footer ships no script of its own.
 */
function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }} className={cx(linkStyle, className)}>
      {t('consent.settings')}
    </button>
  )
}

/** The default layout's footer: the customer's store (address, contact, opening hours) and the company. */
export function Footer({
  store,
  companyName,
  links,
}: {
  store: FooterStore | null
  companyName: string
  links: MenuLink[]
}) {
  return (
    <footer id={FOOTER_ID} className="mt-12 bg-text text-background">
      <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {store ? <StoreDetails store={store} /> : null}
        {links.length > 0 ? (
          <nav aria-label={t('footer.label')}>
            <ul className="space-y-2 text-sm">
              {links.map((link) => (
                <li key={`${link.url}|${link.label}`}>
                  <NavLink url={link.url} external={link.external} className={linkStyle}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Container>
      <div className="border-t border-background/15">
        <Container className="flex flex-wrap justify-between gap-4 py-4 text-sm text-background/80">
          <span>{companyName}</span>
          <ConsentSettingsButton />
        </Container>
      </div>
    </footer>
  )
}

/** The minimal layout's footer (checkout, activation): the company name only. */
export function MinimalFooter({ companyName }: { companyName: string }) {
  return (
    <footer id={FOOTER_ID} className="mt-12 border-t border-text/10">
      <Container className="flex flex-wrap justify-between gap-4 py-4 text-sm text-muted">
        <span>{companyName}</span>
        <ConsentSettingsButton />
      </Container>
    </footer>
  )
}
