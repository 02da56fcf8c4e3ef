import type React from 'react'
import { TEXTS } from './texts'
import { EXTERNAL_LINK_PROPS, isExternalUrl, safeUrl } from './url'

/**
 * A link from CMS data: refused URLs render the children as plain content; external links (or those
 * flagged external) open in a new tab with rel="noopener noreferrer" and say so to screen readers.
 */
export function SmartLink({
  href,
  external,
  className,
  children,
}: {
  href: string | undefined
  external?: boolean
  className?: string
  children: React.ReactNode
}) {
  const url = safeUrl(href)
  if (!url) return <span className={className}>{children}</span>
  const opensNewTab = external || isExternalUrl(url)
  return (
    <a href={url} className={className} {...(opensNewTab ? EXTERNAL_LINK_PROPS : {})}>
      {children}
      {opensNewTab ? <span className="sr-only"> {TEXTS.externalLink}</span> : null}
    </a>
  )
}
