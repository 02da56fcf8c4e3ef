'use client'

import { offeredDeliveryMethods } from '@shop/commerce/delivery-methods'
import type { CartView, DeliveryMethod } from '@shop/schemas'
import { useState } from 'react'
import { SelectField } from '@/forms/fields'
import { DELIVERY_NAMES } from '../delivery-names'
import { useCart } from './cart-store'
import { t } from './file-texts'

const FALLBACK_METHODS: DeliveryMethod[] = ['DBI', 'EXH']

/**
 * The methods this shopper may choose now: the cart's allowed ones inside their hours, or the
 * standard two before there is a cart.
 */
export function deliveryOptions(cart: CartView | null) {
  const allowed = cart?.allowedDeliveryMethods.length ? cart.allowedDeliveryMethods : FALLBACK_METHODS
  return offeredDeliveryMethods(allowed).map((id) => ({ value: id, label: DELIVERY_NAMES[id] }))
}

export interface DeliveryChoice {
  options: ReturnType<typeof deliveryOptions>
  /** The shopper's pick while it is still offered, else the first offered method ('' if none). */
  chosen: string
  choose: (deliveryId: string) => void
}

/** The delivery method new lines go to (quick order, order from a file), following the live cart. */
export function useDeliveryChoice(): DeliveryChoice {
  const cart = useCart((state) => state.cart)
  const options = deliveryOptions(cart)
  const [deliveryId, choose] = useState('')
  const chosen = options.some((option) => option.value === deliveryId) ? deliveryId : (options[0]?.value ?? '')
  return { options, chosen, choose }
}

/** The labelled select of a delivery choice. */
export function DeliveryMethodSelect({
  id,
  choice,
  className,
}: {
  id: string
  choice: DeliveryChoice
  className?: string
}) {
  return (
    <SelectField
      id={id}
      label={t('cartFiles.delivery_method')}
      value={choice.chosen}
      onValue={choice.choose}
      options={choice.options}
      className={className}
    />
  )
}
