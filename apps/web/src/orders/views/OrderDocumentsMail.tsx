'use client'

import { OrderMailDialog } from './OrderMailDialog'
import { t } from './texts'

/** "Skicka orderbekräftelsen med e-post": POST documents/email; an empty address means the buyer's. */
export function EmailConfirmation({ orderId, buyerEmail }: { orderId: string; buyerEmail: string }) {
  return (
    <OrderMailDialog
      testId="order-email"
      buttonLabel={t('orders.email.button')}
      title={t('orders.email.title')}
      endpoint={`/api/order/orders/${encodeURIComponent(orderId)}/documents/email`}
      fields={[
        {
          name: 'email',
          label: t('orders.email.address'),
          kind: 'email',
          hint: buyerEmail ? `${t('orders.email.address_hint')} (${buyerEmail})` : t('orders.email.address_hint'),
          maxLength: 254,
        },
        { name: 'message', label: t('orders.email.message'), kind: 'textarea', maxLength: 500 },
      ]}
      submitLabel={t('orders.email.submit')}
      busyLabel={t('orders.email.sending')}
      sentMessage={(answer) =>
        t('orders.email.sent', { email: typeof answer?.email === 'string' ? answer.email : buyerEmail })
      }
    />
  )
}

/** "Fråga om ordern": POST orders/inquiry to the brand's customer service. */
export function OrderInquiry({ orderId }: { orderId: string }) {
  return (
    <OrderMailDialog
      testId="order-inquiry"
      buttonLabel={t('orders.inquiry.button')}
      title={t('orders.inquiry.title', { orderId })}
      endpoint="/api/order/orders/inquiry"
      extraBody={{ orderId }}
      fields={[
        { name: 'message', label: t('orders.inquiry.message'), kind: 'textarea', required: true, maxLength: 1000 },
      ]}
      submitLabel={t('orders.inquiry.submit')}
      busyLabel={t('orders.inquiry.sending')}
      sentMessage={() => t('orders.inquiry.sent')}
    />
  )
}
