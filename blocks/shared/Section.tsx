import type { Asset } from '@shop/schemas'
import { cx } from '@shop/ui/cx'
import type React from 'react'
import { AssetImage } from './AssetImage'
import { backgroundStyle } from './url'

export { AssetImage }

/**
 * The frame every section shares: an <h2> title (with optional icon) and an optional background. The
 * section's type and id are on RenderSections' wrapper; saying them here again cost every section
 * bytes in the HTML and in the RSC payload.
 */
export function SectionShell({
  title,
  icon,
  backgroundColor,
  className,
  children,
}: {
  title: string
  icon?: Asset
  backgroundColor?: string
  className?: string
  children: React.ReactNode
}) {
  const style = backgroundStyle(backgroundColor)
  return (
    <section
      className={cx('my-8 font-brand', style && 'section-tinted', className)}
      // Left out when there is none: an undefined prop is still a key in the RSC payload.
      {...(style ? { style } : {})}
    >
      {title ? (
        <h2 className="section-heading">
          {icon ? <AssetImage asset={icon} alt="" className="h-8 w-8 shrink-0 object-contain" /> : null}
          <span>{title}</span>
        </h2>
      ) : null}
      {children}
    </section>
  )
}
