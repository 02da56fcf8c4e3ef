import { consentMessages } from '@shop/i18n/messages/consent'
import { translator } from '@shop/i18n/translator'
import { Button, Container } from '@shop/ui'
import type React from 'react'

const t = translator(consentMessages)

const CONSENT_BANNER_ID = 'consent-banner'
// One banner per page, so a fixed id serves the server's copy and the live banner alike.
const TITLE_ID = `${CONSENT_BANNER_ID}-title`

/**
 * The consent banner's markup, without state: the live banner (ConsentBanner) renders it with its
 * handlers, and the server renders it bare as the stand-in that shows until the live one's chunk has
 * arrived (ConsentIsland). Neither hooks nor a `'use client'`, so it serves both.
 */
export function ConsentBannerView({
  headingRef,
  groups,
  onAll,
  onNecessary,
  onSave,
  onCustomise,
}: {
  headingRef?: React.Ref<HTMLHeadingElement>
  /** The groups' fieldset while customising; the last action then saves instead of customising. */
  groups?: React.ReactNode
  onAll?: () => void
  onNecessary?: () => void
  onSave?: () => void
  onCustomise?: () => void
}) {
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={TITLE_ID}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto border-t border-text/15 bg-background text-text shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <Container className="space-y-3 py-4">
        <h2 id={TITLE_ID} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('consent.title')}
        </h2>
        <p className="max-w-prose text-sm">{t('consent.intro')}</p>
        {groups}
        <div className="flex flex-wrap gap-2">
          <Button intent="primary" onClick={onAll}>
            {t('consent.accept_all')}
          </Button>
          <Button intent="primary" onClick={onNecessary}>
            {t('consent.necessary_only')}
          </Button>
          <Button intent="primary" onClick={groups ? onSave : onCustomise}>
            {t(groups ? 'consent.save' : 'consent.customise')}
          </Button>
        </div>
      </Container>
    </section>
  )
}
