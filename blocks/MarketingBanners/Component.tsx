import type { BlockContext } from '../context'
import { BannerCard } from '../shared/Banner'
import { SectionShell } from '../shared/Section'
import type { MarketingBannersData } from './block'

export function MarketingBannersComponent({ data }: { data: MarketingBannersData; context: BlockContext }) {
  return (
    <SectionShell title={data.title} icon={data.icon} backgroundColor={data.backgroundColor}>
      <ul className="grid gap-4 md:grid-cols-2">
        {data.banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} size="medium" />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
