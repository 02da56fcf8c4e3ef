import { CartIcon } from '@shop/ui'
import { badgeCount } from './badge'
import { IconTrigger } from './OverlayTrigger'
import { t } from './texts'

/**
 * A header badge's count in words for the button's accessible name ('3 st', '99+ st' as the badge
 * shows it); none for 0.
 */
export const countLabel = (count: number | undefined) =>
  count ? `${badgeCount(count)} ${t('common.unit_pieces')}` : undefined

/** The header's cart button that opens the cart flyout, with its line count as a badge. */
export function CartTrigger({ count }: { count: number | undefined }) {
  return (
    <IconTrigger
      piece="cartFlyout"
      label={t('shell.cart.button')}
      text={t('shell.cart.button')}
      textFrom="xl"
      icon={<CartIcon size={22} />}
      count={count}
      countLabel={countLabel(count)}
    />
  )
}
