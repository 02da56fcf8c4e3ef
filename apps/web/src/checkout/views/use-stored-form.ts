'use client'

import { useEffect, useState } from 'react'
import { browserSessionStorage } from '@/browser/web-storage'
import { type DeliveryForm, loadForm } from '../delivery-form'

/** The delivery step's saved form of this cart; null until read (the server has no session storage). */
export function useStoredForm(cartId: string): DeliveryForm | null {
  const [form, setForm] = useState<DeliveryForm | null>(null)
  useEffect(() => {
    setForm(loadForm(browserSessionStorage(), cartId))
  }, [cartId])
  return form
}
