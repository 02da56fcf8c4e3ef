import type { BlockContext } from '../context'
import { AssetImage, SectionShell } from '../shared/Section'
import { SmartLink } from '../shared/SmartLink'
import type { AssortmentIconsData } from './block'

export function AssortmentIconsComponent({ data }: { data: AssortmentIconsData; context: BlockContext }) {
  return (
    <SectionShell title={data.title} icon={data.icon} backgroundColor={data.backgroundColor}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {data.items.map((item, index) => {
          const body = (
            <>
              {item.icon ? (
                <AssetImage asset={item.icon} alt="" shownAt={48} className="h-12 w-12 object-contain" />
              ) : null}
              <span className="text-center text-sm font-semibold">{item.title}</span>
            </>
          )
          const className = 'icon-card'
          return (
            <li key={`${item.title}-${index}`}>
              {item.linkUrl ? (
                <SmartLink href={item.linkUrl} className={className}>
                  {body}
                </SmartLink>
              ) : (
                <div className={className}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </SectionShell>
  )
}
