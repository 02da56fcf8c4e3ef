import type { BlockContext } from '../context'
import { BannerCard } from '../shared/Banner'
import { SectionShell } from '../shared/Section'
import type { SubBannersData } from './block'

export function SubBannersComponent({ data }: { data: SubBannersData; context: BlockContext }) {
  return (
    <SectionShell title={data.title} icon={data.icon}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {data.banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} size="small" />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
