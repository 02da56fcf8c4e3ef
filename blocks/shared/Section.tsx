import type { Asset } from '@shop/schemas'
import { cx } from '@shop/ui/cx'
import type React from 'react'
import { AssetImage } from './AssetImage'
import { sectionTone, TONE_CLASSES } from './tone'

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
  const tone = sectionTone(backgroundColor)
  return (
    <section className={cx('my-8 font-brand', tone && `section-tinted ${TONE_CLASSES[tone]}`, className)}>
      {title ? (
        <h2 className="section-heading">
          {icon ? <AssetImage asset={icon} alt="" shownAt={32} className="h-8 w-8 shrink-0 object-contain" /> : null}
          <span>{title}</span>
        </h2>
      ) : null}
      {children}
    </section>
  )
}
