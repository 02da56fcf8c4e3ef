import type { Brand } from '@shop/tenants'
import type React from 'react'

/** What a custom page's body gets: the brand, the route's `:params`, and the query string. */
export interface CustomPageProps {
  brand: Brand
  params: Record<string, string>
  searchParams: Record<string, string | string[] | undefined>
}

/** A server component; it runs only after the page's access rule (@shop/commerce/custom-page-access)  has passed. */
export type CustomPageBody = (props: CustomPageProps) => React.ReactNode | Promise<React.ReactNode>
