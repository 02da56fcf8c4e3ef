import type { BlockContext } from '../context'
import { BannerCard } from '../shared/Banner'
import { SectionShell } from '../shared/Section'
import type { ContentBannersData } from './block'

export function ContentBannersComponent({ data }: { data: ContentBannersData; context: BlockContext }) {
  return (
    <SectionShell title={data.title} icon={data.icon}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} size="medium" />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
