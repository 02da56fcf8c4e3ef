import type { Metadata } from 'next'

type WithQuery = { searchParams: Promise<unknown> }

/**
 * A cached page's metadata, given no query (the proxy sends only query-less requests to the cached
 * pages). Next resolves metadata before it applies the folder's `force-static`, so a page's own
 * `generateMetadata` reading `searchParams` there would make the render dynamic and fail.
 */
export function metadataWithoutQuery<P extends WithQuery>(
  generate: (props: P) => Promise<Metadata>,
): (props: P) => Promise<Metadata> {
  return (props) => generate({ ...props, searchParams: Promise.resolve({}) as P['searchParams'] })
}
