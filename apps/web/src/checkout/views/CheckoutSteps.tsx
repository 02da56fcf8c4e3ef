import { t } from '@shop/i18n'
import { CheckIcon, cx, focusRing } from '@shop/ui'
import { Link } from '@/shell/Link'

/** Spec section 2, checkout step numbers: cart=1, delivery=2, summary=3, checkout-success-page=4. */
export const CHECKOUT_STEPS = [
  { step: 1, key: 'checkout.steps.cart', href: '/cart' },
  { step: 2, key: 'checkout.steps.delivery', href: '/delivery' },
  { step: 3, key: 'checkout.steps.summary', href: '/summary' },
  { step: 4, key: 'checkout.steps.confirmation', href: null },
] as const

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['step']

/**
 * The progress stepper: done steps link back (the confirmation step never does, nor any step after
 * an order is placed), the current one is marked aria-current="step".
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const placed = current === 4
  return (
    <nav aria-label={t('checkout.steps.label')} className="mb-8" data-testid="checkout-steps">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-3 text-sm">
        {CHECKOUT_STEPS.map(({ step, key, href }, index) => {
          const done = step < current
          const isCurrent = step === current
          const badge = (
            <span
              aria-hidden="true"
              className={cx(
                'inline-flex size-7 items-center justify-center rounded-full border font-semibold',
                isCurrent || done ? 'border-primary bg-primary text-primary-contrast' : 'border-text/30 text-muted',
              )}
            >
              {done ? <CheckIcon className="size-4" /> : step}
            </span>
          )
          const label = (
            <>
              {badge}
              <span className={isCurrent ? 'font-semibold' : undefined}>{t(key)}</span>
              <span className="sr-only"> ({t('checkout.steps.position', { step, count: CHECKOUT_STEPS.length })})</span>
            </>
          )
          return (
            <li key={step} className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
              {done && href && !placed ? (
                <Link
                  href={href}
                  className={cx('flex items-center gap-2 rounded-brand underline-offset-2 hover:underline', focusRing)}
                >
                  {label}
                </Link>
              ) : (
                <span className="flex items-center gap-2">{label}</span>
              )}
              {index < CHECKOUT_STEPS.length - 1 ? (
                <span aria-hidden="true" className="mx-1 h-px w-6 bg-text/30" />
              ) : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
