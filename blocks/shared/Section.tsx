import type { Asset } from '@shop/schemas'
import { cx } from '@shop/ui/cx'
import type React from 'react'
import { backgroundStyle } from './url'

/** An <img> for a CMS asset: alt text from the asset's title, lazy unless told otherwise. */
export function AssetImage({
  asset,
  className,
  alt,
  eager = false,
}: {
  asset: Asset
  className?: string
  /** Overrides the asset title (e.g. '' for a decorative icon beside its own text). */
  alt?: string
  eager?: boolean
}) {
  return (
    <img
      src={asset.url}
      alt={alt ?? asset.title}
      width={asset.width}
      height={asset.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  )
}

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
