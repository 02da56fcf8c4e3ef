/** The cart service, /cart, the cart flyout and add-to-cart. Part of the one catalogue in ../messages.ts. */
export const cartMessages = {} as const satisfies Record<string, string>
