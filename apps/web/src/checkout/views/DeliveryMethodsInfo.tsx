import { t } from '@shop/i18n'
import { InfoIcon } from '@shop/ui'

const METHOD_KEYS = [
  'checkout.methods.DBI',
  'checkout.methods.EXH',
  'checkout.methods.XXX',
  'checkout.methods.EXB',
  'checkout.methods.late',
  'checkout.methods.dates',
] as const

/** The delivery-methods info of the delivery step (spec section 2): what each method means. */
export function DeliveryMethodsInfo() {
  return (
    <aside aria-labelledby="delivery-methods-info" className="rounded-brand bg-surface p-5 text-sm">
      <h2 id="delivery-methods-info" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <InfoIcon aria-hidden="true" className="size-5" />
        {t('checkout.methods.heading')}
      </h2>
      <ul className="flex flex-col gap-2">
        {METHOD_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </aside>
  )
}
