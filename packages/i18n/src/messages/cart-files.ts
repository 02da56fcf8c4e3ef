/** Quick order, order from a file (CSV, XLSX) and the cart export. Part of the one catalogue in ../messages.ts. */
export const cartFileMessages = {} as const satisfies Record<string, string>
