import { t } from '@shop/i18n'
import { ChevronLeftIcon, cx, focusRing } from '@shop/ui'
import type React from 'react'
import { Link } from '@/shell/Link'
import { type CheckoutStep, CheckoutSteps } from './CheckoutSteps'

/** A checkout step's frame in the minimal layout: stepper, heading, intro, a link back, the body. */
export function CheckoutFrame({
  step,
  title,
  intro,
  back,
  children,
}: {
  step: CheckoutStep
  title: string
  intro?: string
  back: { href: string; label: string } | null
  children: React.ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8" data-checkout-step={step}>
      <CheckoutSteps current={step} />
      {back ? (
        <Link
          href={back.href}
          className={cx('mb-4 inline-flex items-center gap-1 text-sm text-primary underline', focusRing)}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro ? <p className="mt-2 max-w-prose text-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  )
}

/** The message of a step that cannot go on (no customer chosen, nothing included), with the way back. */
export function CheckoutNotice({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-brand bg-surface p-6">
      <p>{text}</p>
      <Link href="/cart" className={cx('font-semibold text-primary underline', focusRing)}>
        {t('checkout.back_to_cart')}
      </Link>
    </div>
  )
}
