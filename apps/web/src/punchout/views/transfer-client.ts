import { apiCall } from '@/browser/api-fetch'
import { CART_API } from '@/cart/views/cart-client'
import type { TransferForm } from '../transfer-form'
import { t } from './texts'

/**
 * "Överför till inköpssystemet" in the browser (spec section 4): the server's form is posted to the
 * procurement system, then the cart is deleted. A failure before the post leaves the cart as it was
 * and says so: the missing prices when that is why (the export error `price`), otherwise the
 * internal-server-error message (spec section 8).
 */

export type TransferOutcome = { ok: true; target: string } | { ok: false; message: string }

/** Posts `form` as a real form submission (the procurement system reads an ordinary form post). */
export function postForm(doc: Document, form: TransferForm): void {
  const element = doc.createElement('form')
  element.method = 'post'
  element.action = form.action
  element.target = form.target
  element.acceptCharset = 'UTF-8'
  element.hidden = true
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    element.append(input)
  }
  doc.body.append(element)
  element.submit()
}

export async function transferCart(cartId: string, doc: Document = document): Promise<TransferOutcome> {
  const path = `${CART_API}/${encodeURIComponent(cartId)}`
  const answer = await apiCall<TransferForm>(`${path}/punchout`, { method: 'POST', service: 'cart' })
  if (!answer.ok) {
    const priced = answer.failure.error === 'errors.punchout.export_price'
    return { ok: false, message: priced ? answer.failure.message : t('errors.internal_server_error') }
  }
  try {
    postForm(doc, answer.data)
  } catch {
    return { ok: false, message: t('errors.internal_server_error') }
  }
  // keepalive: the post may be taking the page away (target _top) while this is under way.
  await apiCall(`${path}/status`, { method: 'PUT', json: { status: 'DELETED' }, keepalive: true, service: 'cart' })
  return { ok: true, target: answer.data.target }
}
