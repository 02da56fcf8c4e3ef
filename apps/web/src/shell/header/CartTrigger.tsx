import { CartIcon, HeartIcon } from '@shop/ui'
import type React from 'react'
import { IconTrigger } from '../overlays/OverlayTrigger'
import type { OverlayPiece } from '../overlays/overlay-store'
import { t } from '../texts'
import { badgeCount } from './badge'

/**
 * A header badge's count in words for the button's accessible name ('3 st', '99+ st' as the badge
 * shows it); none for 0.
 */
export const countLabel = (count: number | undefined) =>
  count ? `${badgeCount(count)} ${t('common.unit_pieces')}` : undefined

/** A header button with a count badge that opens its flyout; its text shows from xl. */
function CountTrigger({
  piece,
  label,
  icon,
  count,
}: {
  piece: OverlayPiece
  label: string
  icon: React.ReactNode
  count: number | undefined
}) {
  return (
    <IconTrigger
      piece={piece}
      label={label}
      text={label}
      textFrom="xl"
      icon={icon}
      count={count}
      countLabel={countLabel(count)}
    />
  )
}

/** The header's cart button that opens the cart flyout, with its line count as a badge. */
export function CartTrigger({ count }: { count: number | undefined }) {
  return <CountTrigger piece="cartFlyout" label={t('shell.cart.button')} icon={<CartIcon size={22} />} count={count} />
}

/** The header's favourites button that opens the favourites flyout, with the favourite articles as a badge. */
export function FavoritesTrigger({ count }: { count: number | undefined }) {
  return (
    <CountTrigger
      piece="favoritesFlyout"
      label={t('shell.favorites.button')}
      icon={<HeartIcon size={22} />}
      count={count}
    />
  )
}
