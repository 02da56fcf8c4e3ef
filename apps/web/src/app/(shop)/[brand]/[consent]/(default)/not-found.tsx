import { headers } from 'next/headers'
import { AddressPath } from '@/errors/AddressPath'
import { ErrorView } from '@/errors/ErrorView'
import { PATH_HEADER } from '@/request/headers'

/** Spec section 8: a route that fails validation answers 404 'Page Not Found: {full path}'. */
export default async function NotFound() {
  const path = (await headers()).get(PATH_HEADER)
  return <ErrorView status={404} reason={<>Page Not Found: {path ?? <AddressPath />}</>} />
}
