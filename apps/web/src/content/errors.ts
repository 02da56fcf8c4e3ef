/** Spec section 8: the content errors, with the spec's exact texts. */
export const contentErrors = {
  contentPageNotFound: (slug: string) => `No content page found for slug ${slug}`,
  storePageNotFound: (id: string) => `No store page found for id ${id}`,
  noStoreDetails: 'No store details was found',
  noRetailers: 'No retailers found',
} as const
