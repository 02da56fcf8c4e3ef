import { headers } from 'next/headers'
import { ErrorView } from '@/errors/ErrorView'
import { PATH_HEADER } from '@/request/headers'

/**
 * A page rendered once for every anonymous visitor (page-cache/) has no request headers, and its 404 is
 * kept like any page: the browser writes in its own address before the page shows (no bundle of its own;
 * React keeps the text it finds).
 */
function AddressPath() {
  return (
    <>
      <span id="not-found-path" suppressHydrationWarning>
        /
      </span>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no value from outside in it
        dangerouslySetInnerHTML={{
          __html: "document.getElementById('not-found-path').textContent=location.pathname+location.search",
        }}
      />
    </>
  )
}

/** Spec section 8: a route that fails validation answers 404 'Page Not Found: {full path}'. */
export default async function NotFound() {
  const path = (await headers()).get(PATH_HEADER)
  return <ErrorView status={404} reason={<>Page Not Found: {path ?? <AddressPath />}</>} />
}
