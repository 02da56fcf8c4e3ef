/** The order service, OrderHistory and OrderHistoryPage, order documents. Part of the one catalogue in ../messages.ts. */
export const orderMessages = {} as const satisfies Record<string, string>
