import { t } from '@shop/i18n'
import { ArrowRightIcon, cx, ErrorIcon, ExternalLinkIcon, InfoIcon, icons, isIconName, WarningIcon } from '@shop/ui'
import type React from 'react'
import { bannerHideScript } from '../../browser/banner-dismissal'
import { ALERT_BANNER_ID, INFORMATION_BANNER_ID } from '../ids'
import { Link } from '../Link'
import { safeLink } from '../menus/links'
import { PrePaintScript } from '../PrePaintScript'
import type { AlertBannerData, AlertBannerType, InformationBannerData } from '../types'
import { DismissibleBanner } from './DismissibleBanner'

const ALERT_STYLE: Record<AlertBannerType, string> = {
  info: 'border-b border-primary/25 bg-surface text-text',
  // A fixed amber rather than the brand accent: a warning must read as one on every brand.
  warning: 'border-b border-text/20 bg-accent on-accent',
  error: 'bg-alert text-background',
}

const ALERT_ICON = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const

const ALERT_LABEL = {
  info: 'shell.alert.info',
  warning: 'shell.alert.warning',
  error: 'shell.alert.error',
} as const

function BannerLink({ url, text, icon }: { url?: string; text?: string; icon?: React.ReactNode }) {
  const link = safeLink(url)
  if (!link || !text?.trim()) return null
  const className = 'icon-link gap-1'
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {text}
        <ExternalLinkIcon size={14} />
        <span className="sr-only">{t('shell.opens_in_new_window')}</span>
      </a>
    )
  }
  return (
    <Link href={link.href} className={className}>
      {text}
      {icon}
    </Link>
  )
}

/** The site-wide alert banner (spec section 2): type-coloured, closable, with up to two links. */
export function AlertBanner({ banner, nonce }: { banner: AlertBannerData; nonce?: string }) {
  const Icon = ALERT_ICON[banner.type]
  return (
    <>
      <DismissibleBanner
        kind="alert"
        bannerId={banner.id}
        elementId={ALERT_BANNER_ID}
        label={t(ALERT_LABEL[banner.type])}
        closeLabel={t('shell.alert.close')}
        className={cx('text-sm', ALERT_STYLE[banner.type])}
      >
        <div className="flex items-start gap-2 py-1">
          <Icon size={18} className="mt-px shrink-0" />
          <p className="min-w-0">
            {banner.title ? <strong className="mr-2 font-semibold">{banner.title}</strong> : null}
            <span>{banner.message}</span>
            <span className="ml-3 inline-flex flex-wrap gap-x-4">
              <BannerLink url={banner.linkUrl} text={banner.linkText} />
              <BannerLink url={banner.secondLinkUrl} text={banner.secondLinkText} />
            </span>
          </p>
        </div>
      </DismissibleBanner>
      <PrePaintScript script={bannerHideScript('alert', banner.id, ALERT_BANNER_ID)} nonce={nonce} />
    </>
  )
}

/** The information banner (spec section 2): a quiet strip with one optional link and its icon. */
export function InformationBanner({ banner, nonce }: { banner: InformationBannerData; nonce?: string }) {
  const LinkIcon = banner.linkIcon && isIconName(banner.linkIcon) ? icons[banner.linkIcon] : ArrowRightIcon
  return (
    <>
      <DismissibleBanner
        kind="information"
        bannerId={banner.id}
        elementId={INFORMATION_BANNER_ID}
        label={t('shell.information.label')}
        closeLabel={t('shell.information.close')}
        className="border-b border-text/10 bg-surface text-sm text-text"
      >
        <p className="py-1 text-center">
          <span>{banner.message}</span>
          {banner.linkUrl && banner.linkText ? (
            <span className="ml-3">
              <BannerLink url={banner.linkUrl} text={banner.linkText} icon={<LinkIcon size={14} />} />
            </span>
          ) : null}
        </p>
      </DismissibleBanner>
      <PrePaintScript script={bannerHideScript('information', banner.id, INFORMATION_BANNER_ID)} nonce={nonce} />
    </>
  )
}
