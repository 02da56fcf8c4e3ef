import { t } from '@shop/i18n'
import { ExternalLinkIcon } from '@shop/ui'
import type React from 'react'
import { Link } from '../Link'
import { safeLink } from './links'

type Props = {
  url: string
  /** Forces a new window; absolute http(s) URLs get one anyway. */
  external?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * A link from menu data: internal paths route client-side (the shop's Link); external ones open in a new
 * window and say so to screen readers; an unsafe URL renders as plain text rather than a link.
 */
export function NavLink({ url, external, className, children }: Props) {
  const link = safeLink(url)
  if (!link) return <span className={className}>{children}</span>
  if (link.external || external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <ExternalLinkIcon size={14} className="ml-1 inline-block shrink-0 align-[-2px]" />
        <span className="sr-only"> {t('shell.opens_in_new_window')}</span>
      </a>
    )
  }
  return (
    <Link href={link.href} className={className}>
      {children}
    </Link>
  )
}
