'use client'

import { cx } from '@shop/ui'
import { AddToListButton } from './AddToListButton'
import { Heart } from './Heart'

/** The heart and 'Lägg i inköpslista' of one article (tiles, cart lines); nothing for a visitor. */
export function ArticleActions({
  articleNumber,
  name,
  quantity,
  className,
}: {
  articleNumber: string
  name: string
  /** What goes into a list: the order multiple on a tile, the line's quantity on a cart line. */
  quantity: number
  className?: string
}) {
  return (
    <div className={cx('flex items-start gap-1 print:hidden', className)}>
      <Heart articleNumber={articleNumber} name={name} />
      <AddToListButton items={[{ articleNumber, quantity }]} name={name} />
    </div>
  )
}
