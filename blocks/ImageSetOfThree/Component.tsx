import { cx, focusRing } from '@shop/ui/cx'
import type { BlockContext } from '../context'
import { AssetImage, SectionShell } from '../shared/Section'
import { SmartLink } from '../shared/SmartLink'
import type { ImageSetOfThreeData } from './block'

/** Three columns from `sm`, in a section at most 80rem wide. */
const SIZES = '(min-width: 1280px) 26rem, (min-width: 640px) 33vw, 100vw'

export function ImageSetOfThreeComponent({ data }: { data: ImageSetOfThreeData; context: BlockContext }) {
  return (
    <SectionShell title={data.title}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {data.images.map(({ image, linkUrl }, index) => {
          const img = (
            <AssetImage asset={image} sizes={SIZES} className="aspect-[3/2] w-full rounded-brand object-cover" />
          )
          return (
            <li key={`${image.url}-${index}`}>
              {linkUrl ? (
                <SmartLink href={linkUrl} className={cx('block', focusRing)}>
                  {img}
                </SmartLink>
              ) : (
                img
              )}
            </li>
          )
        })}
      </ul>
    </SectionShell>
  )
}
