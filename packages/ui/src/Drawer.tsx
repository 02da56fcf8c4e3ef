import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx } from './cx'
import { IconButton } from './IconButton'
import { CloseIcon } from './icons'

export const drawerVariants = cva(
  // The stylesheet's `.drawer` (a full-height panel over the page); its parts are `.drawer-head`,
  // `.drawer-body` and `.drawer-foot`; its sides `.drawer-right` and `.drawer-left`.
  'drawer',
  {
    variants: {
      side: {
        right: 'drawer-right',
        left: 'drawer-left',
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
    /**
     * The frame alone, without heading bar, body or footer: a closed drawer that has not opened yet
     * (FlyoutPanel). Every page has five drawers that few visitors open; their insides need not be in
     * the HTML.
     */
    bare?: boolean
  }

/**
 * A side panel (flyouts, mobile navigation): a dialog named by its heading. It stays in the
 * DOM while closed (hidden), so its id can be the target of a trigger's aria-controls; `bare`, its
 * frame alone. Focus handling
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
  bare = false,
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
      aria-labelledby={bare ? undefined : titleId}
      tabIndex={-1}
      hidden={!open}
      className={cx(drawerVariants({ side, width }), className)}
      {...props}
    >
      {bare ? null : (
        <>
          <div className="drawer-head">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <IconButton label={closeLabel} onClick={onClose} data-drawer-close="">
              <CloseIcon />
            </IconButton>
          </div>
          <div className="drawer-body">{children}</div>
          {footer ? <div className="drawer-foot">{footer}</div> : null}
        </>
      )}
    </div>
  )
}
