import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx } from './cx'
import { IconButton } from './IconButton'
import { CloseIcon } from './icons'

export const drawerVariants = cva(
  // The stylesheet's `.drawer`: a full-height panel over the page.
  'drawer',
  {
    variants: {
      side: {
        right: 'right-0 border-l border-text/10',
        left: 'left-0 border-r border-text/10',
      },
      width: {
        sm: 'max-w-sm',
        md: 'max-w-md',
      },
    },
    defaultVariants: { side: 'right', width: 'md' },
  },
)

export type DrawerProps = Omit<React.ComponentPropsWithRef<'div'>, 'title' | 'role'> &
  VariantProps<typeof drawerVariants> & {
    id: string
    open: boolean
    /** The visible heading, which also names the dialog. */
    title: React.ReactNode
    /** Accessible name of the close button (e.g. 'Stäng'). */
    closeLabel: string
    onClose: () => void
    /** Sticky bottom area (actions). */
    footer?: React.ReactNode
    /** Modal (default): the controller keeps focus inside and shows a backdrop. */
    modal?: boolean
  }

/**
 * A side panel (flyouts, mobile navigation): a dialog named by its heading. It stays in the
 * DOM while closed (hidden), so its id can be the target of a trigger's aria-controls. Focus handling
 * (moving focus in on open, back to the trigger on close) belongs to whoever controls `open`.
 */
export function Drawer({
  id,
  open,
  title,
  closeLabel,
  onClose,
  footer,
  modal = true,
  side,
  width,
  className,
  children,
  ...props
}: DrawerProps) {
  const titleId = `${id}-title`
  return (
    <div
      id={id}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      className={cx(drawerVariants({ side, width }), className)}
      {...props}
    >
      <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-text/10 px-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <IconButton label={closeLabel} onClick={onClose} data-drawer-close="">
          <CloseIcon />
        </IconButton>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">{children}</div>
      {footer ? <div className="shrink-0 border-t border-text/10 bg-surface p-4">{footer}</div> : null}
    </div>
  )
}
