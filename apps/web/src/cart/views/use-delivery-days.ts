'use client'

import { useEffect, useState } from 'react'
import { apiFetch, readJson } from '@/browser/api-fetch'

export interface DeliveryDays {
  earliestDate: string
  dates: string[]
}

/**
 * The open delivery days of the chosen customer (GET /api/auth/customers/{number}/delivery-dates),
 * or null while they load, without a customer, or when the call fails: the date line then says
 * 'Tidigast möjliga datum' and the picker is left to /delivery.
 */
export function useDeliveryDays(customerNumber: string | null): DeliveryDays | null {
  const [days, setDays] = useState<DeliveryDays | null>(null)
  useEffect(() => {
    if (!customerNumber) return
    const controller = new AbortController()
    apiFetch(`/api/auth/customers/${encodeURIComponent(customerNumber)}/delivery-dates`, {
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? readJson<DeliveryDays>(response) : null))
      .then((body) => {
        if (body?.earliestDate && Array.isArray(body.dates))
          setDays({ earliestDate: body.earliestDate, dates: body.dates })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [customerNumber])
  return days
}
