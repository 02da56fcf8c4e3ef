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

/** The frame every section shares: an <h2> title (with optional icon) and an optional background. */
export function SectionShell({
  type,
  title,
  icon,
  backgroundColor,
  className,
  children,
}: {
  type: string
  title: string
  icon?: Asset
  backgroundColor?: string
  className?: string
  children: React.ReactNode
}) {
  const style = backgroundStyle(backgroundColor)
  return (
    <section
      data-section={type}
      className={cx('my-8 font-brand', style && 'rounded-brand px-4 py-6 sm:px-6', className)}
      style={style}
    >
      {title ? (
        <h2 className="mb-4 flex items-center gap-3 text-2xl font-bold">
          {icon ? <AssetImage asset={icon} alt="" className="h-8 w-8 shrink-0 object-contain" /> : null}
          <span>{title}</span>
        </h2>
      ) : null}
      {children}
    </section>
  )
}
