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
    'data-app-mode': mode.kind === 'APP' ? '' : undefined,
    'data-punchout': mode.kind === 'PUNCHOUT' ? '' : undefined,
    className: 'flex min-h-dvh flex-col',
  }
}

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-brand bg-background px-4 py-2 font-semibold text-text shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-primary"
    >
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
