'use client'

import type { ConsentDecision, ConsentGroup, OptionalGroup } from '@shop/commerce/tracking/consent'
import { NECESSARY_GROUP, OPTIONAL_GROUPS } from '@shop/commerce/tracking/consent'
import { consentMessages } from '@shop/i18n/messages/consent'
import { translator } from '@shop/i18n/translator'
import { useEffect, useRef, useState } from 'react'
import { ConsentBannerView } from './ConsentBannerView'
import { applyConsent } from './consent-browser'
import { CONSENT_OPEN_ATTRIBUTE } from './ids'

const t = translator(consentMessages)

/** Each group's name in the catalogue (keys are words, like the spec's). */
const GROUP_KEY = { C0001: 'necessary', C0002: 'statistics', C0003: 'functional', C0004: 'marketing' } as const

/**
 * The built-in consent banner (issue 16): fixed to the bottom of the viewport, so it covers rather than
 * pushes the page (no layout shift), and rendered by the server only for a visitor without a current
 * choice (no flash for the others). Three actions of equal weight; "Anpassa" shows the groups. Not
 * modal: the page stays usable, and it comes first in the tab order, so keyboard users meet it at once.
 * "Anpassa" moves focus to the first group. The footer's "Cookie-inställningar" reopens it with the
 * current choice ticked and moves focus to it;
 * a choice made then gives focus back to that button.
 */
export function ConsentBanner({ open: initiallyOpen, groups }: { open: boolean; groups: ConsentGroup[] }) {
  const [open, setOpen] = useState(initiallyOpen)
  const [customising, setCustomising] = useState(false)
  const [ticked, setTicked] = useState<ConsentGroup[]>(groups)
  const opener = useRef<HTMLElement | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const groupsBox = useRef<HTMLFieldSetElement>(null)

  // The groups appear above the buttons: focus goes to the first one that can be changed, so neither a
  // keyboard nor a screen reader user has to go looking for them.
  useEffect(() => {
    if (customising) groupsBox.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus()
  }, [customising])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CONSENT_OPEN_ATTRIBUTE}]`) : null
      if (!target) return
      opener.current = target
      setCustomising(false)
      setOpen(true)
      // After the render that shows the banner.
      requestAnimationFrame(() => heading.current?.focus())
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  if (!open) return null

  const choose = (decision: ConsentDecision) => {
    const choice = applyConsent(decision)
    setTicked(choice.groups)
    setOpen(false)
    opener.current?.focus()
    opener.current = null
  }
  const toggle = (group: OptionalGroup, on: boolean) =>
    setTicked((current) => (on ? [...current, group] : current.filter((other) => other !== group)))

  return (
    <ConsentBannerView
      headingRef={heading}
      groups={
        customising ? (
          <fieldset ref={groupsBox} className="space-y-2">
            <legend className="mb-1 text-sm font-semibold">{t('consent.groups_legend')}</legend>
            {[NECESSARY_GROUP, ...OPTIONAL_GROUPS].map((group) => (
              <label key={group} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={group}
                  className="mt-1 size-4 accent-primary"
                  checked={group === NECESSARY_GROUP || ticked.includes(group)}
                  disabled={group === NECESSARY_GROUP}
                  onChange={(event) => group !== NECESSARY_GROUP && toggle(group, event.currentTarget.checked)}
                />
                <span>
                  <span className="font-semibold">{t(`consent.group.${GROUP_KEY[group]}`)}</span>
                  <span className="block text-muted">{t(`consent.group.${GROUP_KEY[group]}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null
      }
      onAll={() => choose('all')}
      onNecessary={() => choose('necessary')}
      onSave={() => choose(Object.fromEntries(OPTIONAL_GROUPS.map((g) => [g, ticked.includes(g)])))}
      onCustomise={() => setCustomising(true)}
    />
  )
}
