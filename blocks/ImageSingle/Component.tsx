import { cx, focusRing } from '@shop/ui/cx'
import type { BlockContext } from '../context'
import { AssetImage, SectionShell } from '../shared/Section'
import { SmartLink } from '../shared/SmartLink'
import type { ImageSingleData } from './block'

export function ImageSingleComponent({ data }: { data: ImageSingleData; context: BlockContext }) {
  const img = <AssetImage asset={data.image} className="h-auto w-full rounded-brand object-cover" />
  return (
    <SectionShell title={data.title}>
      {data.linkUrl ? (
        <SmartLink href={data.linkUrl} className={cx('block', focusRing)}>
          {img}
        </SmartLink>
      ) : (
        img
      )}
    </SectionShell>
  )
}
