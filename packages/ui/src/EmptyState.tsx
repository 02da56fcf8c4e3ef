import type React from 'react'
import { cx } from './cx'

export type EmptyStateProps = {
  icon?: React.ReactNode
  title: React.ReactNode
  children?: React.ReactNode
  action?: React.ReactNode
  className?: string
}

/** 'Nothing here yet' with a short explanation and an optional next step. */
export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      {icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-surface text-muted">{icon}</span>
      ) : null}
      <p className="text-base font-semibold">{title}</p>
      {children ? <div className="max-w-xs text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  )
}
