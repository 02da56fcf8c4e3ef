import { Container } from '@shop/ui'
import { AlertBanner } from './banners/Banners'
import { MinimalFooter } from './Footer'
import { Main, rootProps, SkipLink } from './frame'
import { Logo } from './header/Logo'
import { ShellRuntime } from './ShellRuntime'
import { Toaster } from './toasts/Toaster'
import type { ShellBrand, ShellProps } from './types'

/** The minimal layout's header: the logo, nothing to wander off to. */
export function MinimalHeader({ brand }: { brand: ShellBrand }) {
  return (
    <header className="bg-primary text-primary-contrast">
      <Container className="flex h-16 items-center">
        <Logo brand={brand} />
      </Container>
    </header>
  )
}

/**
 * The minimal layout (checkout, login, activation): alert banner, logo-only header, main, company
 * line. A module of its own, so the pages using it load none of the full header's browser islands
 * (search, menus, flyouts): their first-load JS stays within the budget (bench/bundle).
 */
export function MinimalShell(props: ShellProps) {
  const { mode, brand, children } = props
  return (
    <div {...rootProps(props)}>
      <SkipLink />
      {props.alertBanner ? <AlertBanner banner={props.alertBanner} nonce={props.nonce} /> : null}
      <MinimalHeader brand={brand} />
      <Main>{children}</Main>
      {mode.kind === 'APP' ? null : <MinimalFooter companyName={props.companyName} />}
      <Toaster />
      <ShellRuntime />
    </div>
  )
}
