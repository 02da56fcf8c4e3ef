import type { BlockContext } from '../context'
import { SectionShell } from '../shared/Section'
import type { VideoData } from './block'
import { VideoPlayerLazy } from './VideoPlayerLazy'
import { parseVideoUrl } from './video-url'

export function VideoComponent({ data }: { data: VideoData; context: BlockContext }) {
  const source = parseVideoUrl(data.videoUrl)
  if (!source) return null
  return (
    <SectionShell title={data.title}>
      <VideoPlayerLazy title={data.title} source={source} poster={data.poster} />
    </SectionShell>
  )
}
