import { buttonVariants } from '@shop/ui/Button'
import { SmartLink } from './SmartLink'
import type { Link } from './schema'
import { TEXTS } from './texts'

/** A section's call-to-action link, styled as a button. */
export function LinkButton({ link, intent = 'primary' }: { link: Link | undefined; intent?: 'primary' | 'secondary' }) {
  if (!link) return null
  return (
    <SmartLink href={link.url} className={buttonVariants({ intent })}>
      {link.text || TEXTS.readMore}
    </SmartLink>
  )
}
