import type React from 'react'

/**
 * The frame of the login, activation and forgotten-password pages: one narrow card, one heading.
 * `wide` for a page of forms and documents (the punch-out test buyer), which a narrow card would wrap.
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string
  intro?: React.ReactNode
  children: React.ReactNode
  footer?: React.ReactNode
  wide?: boolean
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className={`mx-auto flex w-full ${wide ? 'max-w-3xl' : 'max-w-md'} flex-col gap-6 rounded-brand border border-text/15 bg-background p-6 shadow-sm sm:p-8`}
        data-auth-card=""
      >
        <div className="flex flex-col gap-2">
          <h1 id="auth-card-title" className="text-2xl font-semibold">
            {title}
          </h1>
          {intro ? <div className="text-sm text-muted">{intro}</div> : null}
        </div>
        {children}
        {footer ? <div className="border-t border-text/10 pt-4 text-sm">{footer}</div> : null}
      </section>
    </div>
  )
}

/** A quiet text link for the cards' footers. */
export const authLinkClass = 'font-semibold text-primary underline underline-offset-2 hover:no-underline'
