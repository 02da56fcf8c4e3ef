/** /delivery, /summary and /checkout-success-page. Part of the one catalogue in ../messages.ts. */
export const checkoutMessages = {} as const satisfies Record<string, string>
