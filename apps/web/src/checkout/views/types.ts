/** A store the shopper may collect an EXH order from, as the delivery step lists it. */
export interface StoreChoice {
  id: string
  name: string
  address1: string
  postalCode: string
  city: string
}
