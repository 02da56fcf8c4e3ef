/**
 * The form a punch-out transfer posts to the procurement system (spec section 4): built by the server
 * (transfer.ts), posted by the browser (views/transfer-client.ts), so the browser needs no rules.
 */
export interface TransferForm {
  /** The callback: OCI's HOOK_URL, cXML's BrowserFormPost. */
  action: string
  /** The frame it is posted into (OCI's ~TARGET). */
  target: string
  fields: Array<[name: string, value: string]>
}
