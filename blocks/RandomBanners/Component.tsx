import type { BlockContext } from '../context'
import { BannerCard } from '../shared/Banner'
import { SectionShell } from '../shared/Section'
import type { RandomBannersData } from './block'
import { pickByWeight } from './pick'

/**
 * One banner per render, picked by weight on the server. Pages that are cached show the same pick until
 * they are rendered again; pass `context.random` for a deterministic pick.
 */
export function RandomBannersComponent({ data, context }: { data: RandomBannersData; context: BlockContext }) {
  const banner = pickByWeight(data.banners, context.random ?? Math.random)
  if (!banner) return null
  return (
    <SectionShell title={data.title} icon={data.icon} backgroundColor={data.backgroundColor}>
      <BannerCard banner={banner} size="large" />
    </SectionShell>
  )
}
