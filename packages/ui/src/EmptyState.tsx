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
    // The stylesheet's `.empty-state` and `.empty-state-icon` (the flyouts have three on every page).
    <div className={cx('empty-state', className)}>
      {icon ? <span className="empty-state-icon">{icon}</span> : null}
      <p className="text-base font-semibold">{title}</p>
      {children ? <div className="max-w-xs text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  )
}
