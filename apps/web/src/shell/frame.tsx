import { t } from '@shop/i18n'
import { cx } from '@shop/ui'
import type React from 'react'
import { MAIN_ID, SHELL_ROOT_ID } from './ids'
import type { ShellProps } from './types'

/** What every layout of the shell has: its root's attributes, the skip link and the main landmark. */

export function rootProps({ layout, mode, brand }: Pick<ShellProps, 'layout' | 'mode' | 'brand'>) {
  return {
    id: SHELL_ROOT_ID,
    'data-shell': '',
    'data-layout': layout,
    'data-brand': brand.id,
    // Left out rather than undefined: an undefined prop is still a key in the RSC payload.
    ...(mode.kind === 'APP' ? { 'data-app-mode': '' } : {}),
    ...(mode.kind === 'PUNCHOUT' ? { 'data-punchout': '' } : {}),
    className: 'flex min-h-dvh flex-col',
  }
}

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      {t('shell.skip_to_content')}
    </a>
  )
}

export function Main({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={cx('flex-1 outline-none', className)}>
      {children}
    </main>
  )
}
