import { cx, focusRing } from '@shop/ui/cx'
import type { BlockContext } from '../context'
import { AssetImage, SectionShell } from '../shared/Section'
import { SmartLink } from '../shared/SmartLink'
import type { ImageSetOfThreeData } from './block'

export function ImageSetOfThreeComponent({ data }: { data: ImageSetOfThreeData; context: BlockContext }) {
  return (
    <SectionShell title={data.title}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {data.images.map((image, index) => {
          const img = <AssetImage asset={image} className="aspect-[3/2] w-full rounded-brand object-cover" />
          return (
            <li key={`${image.url}-${index}`}>
              {image.linkUrl ? (
                <SmartLink href={image.linkUrl} className={cx('block', focusRing)}>
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
