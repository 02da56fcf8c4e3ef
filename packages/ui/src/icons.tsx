import type React from 'react'

/**
 * The shop's icon set: hand-drawn 24×24 outline icons (no outside assets). They are decorative by
 * default (aria-hidden); pass `title` only when an icon alone carries meaning.
 */
export type IconProps = Omit<React.SVGProps<SVGSVGElement>, 'children'> & {
  /** Rendered size in px (width and height); 20 by default. */
  size?: number
  /** An accessible name; omit for decorative icons beside text. */
  title?: string
}

/**
 * Only what differs per icon is an attribute: an icon is in the HTML and, drawn by a server component,
 * again in the RSC payload, dozens of times a page. The outline style they share (no fill, a round
 * 2px stroke in currentColor) is the shop stylesheet's rule for `svg[data-icon]`, in its base layer so
 * a utility such as `fill-current` still wins; inline SVG in HTML needs no xmlns.
 */
function createIcon(name: string, body: React.ReactNode) {
  function Icon({ size = 20, title, ...props }: IconProps) {
    const shared = {
      viewBox: '0 0 24 24',
      width: size,
      height: size,
      'data-icon': name,
      ...props,
    } as const
    if (title) {
      return (
        <svg role="img" aria-label={title} {...shared}>
          <title>{title}</title>
          {body}
        </svg>
      )
    }
    return (
      <svg aria-hidden="true" {...shared}>
        {body}
      </svg>
    )
  }
  Icon.displayName = `Icon(${name})`
  return Icon
}

export const SearchIcon = createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m16.5 16.5 4.5 4.5" />
  </>,
)

export const MenuIcon = createIcon('menu', <path d="M3 6h18M3 12h18M3 18h18" />)

export const CloseIcon = createIcon('close', <path d="M6 6l12 12M18 6 6 18" />)

export const ChevronDownIcon = createIcon('chevron-down', <path d="m6 9 6 6 6-6" />)
export const ChevronRightIcon = createIcon('chevron-right', <path d="m9 6 6 6-6 6" />)
export const ChevronLeftIcon = createIcon('chevron-left', <path d="m15 6-6 6 6 6" />)
export const ArrowRightIcon = createIcon('arrow-right', <path d="M4 12h16M14 6l6 6-6 6" />)

export const CartIcon = createIcon(
  'cart',
  <>
    <path d="M2.5 4h2.2l2.4 10.3a1 1 0 0 0 1 .7h9.4a1 1 0 0 0 1-.76L20.5 8H5.6" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
)

export const HeartIcon = createIcon(
  'heart',
  <path d="M12 20.3 10.8 19.2C6 14.9 3 12.2 3 8.9 3 6.2 5.1 4 7.8 4c1.6 0 3.1.8 4.2 2 1.1-1.2 2.6-2 4.2-2C18.9 4 21 6.2 21 8.9c0 3.3-3 6-7.8 10.3Z" />,
)

export const UserIcon = createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-3.9 3.6-7 8-7s8 3.1 8 7" />
  </>,
)

export const BriefcaseIcon = createIcon(
  'briefcase',
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
)

export const InfoIcon = createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5h.01" />
  </>,
)

export const WarningIcon = createIcon(
  'warning',
  <>
    <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </>,
)

export const ErrorIcon = createIcon(
  'error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
)

export const ExternalLinkIcon = createIcon(
  'external-link',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
)

export const PhoneIcon = createIcon(
  'phone',
  <path d="M5.5 3.5h3l1.8 4.6-2.3 1.5a11 11 0 0 0 6.4 6.4l1.5-2.3 4.6 1.8v3a2 2 0 0 1-2.2 2A17 17 0 0 1 3.5 5.7a2 2 0 0 1 2-2.2Z" />,
)

export const MailIcon = createIcon(
  'mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
)

export const ClockIcon = createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)

export const MapPinIcon = createIcon(
  'map-pin',
  <>
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
)

export const HistoryIcon = createIcon(
  'history',
  <>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3.5 3.5V8H8M12 7.5V12l3 2" />
  </>,
)

export const LoginIcon = createIcon(
  'login',
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l4 4-4 4M14 12H3" />,
)

export const LogoutIcon = createIcon(
  'logout',
  <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 8l4 4-4 4M20 12H9" />,
)

export const StoreIcon = createIcon('store', <path d="M3.5 9 5 4h14l1.5 5M4.5 9v11h15V9M3.5 9h17M9.5 20v-6h5v6" />)

export const PlusIcon = createIcon('plus', <path d="M12 5v14M5 12h14" />)
export const MinusIcon = createIcon('minus', <path d="M5 12h14" />)
export const CheckIcon = createIcon('check', <path d="m5 12.5 4.5 4.5L19 7.5" />)

export const icons = {
  search: SearchIcon,
  menu: MenuIcon,
  close: CloseIcon,
  chevronDown: ChevronDownIcon,
  chevronRight: ChevronRightIcon,
  chevronLeft: ChevronLeftIcon,
  arrowRight: ArrowRightIcon,
  cart: CartIcon,
  heart: HeartIcon,
  user: UserIcon,
  briefcase: BriefcaseIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  externalLink: ExternalLinkIcon,
  phone: PhoneIcon,
  mail: MailIcon,
  clock: ClockIcon,
  mapPin: MapPinIcon,
  history: HistoryIcon,
  login: LoginIcon,
  logout: LogoutIcon,
  store: StoreIcon,
  plus: PlusIcon,
  minus: MinusIcon,
  check: CheckIcon,
} as const

/** Icon names a CMS field may store (e.g. an information banner's link icon). */
export type IconName = keyof typeof icons

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name)
}
