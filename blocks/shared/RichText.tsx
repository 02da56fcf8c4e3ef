import type { InlineButton, RichTextNode, RichText as RichTextNodes } from '@shop/schemas'
import { buttonVariants } from '@shop/ui/Button'
import { cx, focusRing } from '@shop/ui/cx'
import { icons, isIconName } from '@shop/ui/icons'
import { cva } from 'class-variance-authority'
import type React from 'react'
import { TEXTS } from './texts'
import { EXTERNAL_LINK_PROPS, isExternalUrl, safeUrl } from './url'

type EntryNode = Extract<RichTextNode, { type: 'entry' }>
export type EntryRenderers = Record<string, (entry: EntryNode) => React.ReactNode>

export interface RichTextProps {
  nodes: RichTextNodes | undefined | null
  className?: string
  /**
   * The level rich-text headings start at. Page bodies keep the AST's levels (2 to 4); inside a section
   * whose own title is an <h2>, pass 3 so the outline stays in order.
   */
  headingStart?: 2 | 3 | 4
  /** Renderers for embedded entries by entry type; unknown entries render nothing. */
  entries?: EntryRenderers
}

/** Inline buttons from the CMS (spec: text, url, variant, size, inline, shape, icon). */
export const richTextButtonVariants = cva(
  ['items-center justify-center gap-2 font-semibold leading-none no-underline transition-colors', focusRing],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-contrast hover:bg-primary/90',
        secondary: 'border border-text/25 bg-background text-text hover:border-text/50 hover:bg-surface',
        outline: 'border-2 border-primary bg-transparent text-primary hover:bg-primary/10',
        link: 'bg-transparent px-0 text-primary underline underline-offset-2 hover:no-underline',
      },
      size: {
        small: 'h-8 px-3 text-sm',
        medium: 'h-10 px-4 text-sm',
        large: 'h-12 px-6 text-base',
      },
      shape: {
        square: 'rounded-none',
        rounded: 'rounded-brand',
        pill: 'rounded-full',
      },
      inline: {
        true: 'mx-1 inline-flex align-middle',
        false: 'my-4 flex w-fit',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'medium', shape: 'rounded', inline: true },
  },
)

const HEADING_CLASS: Record<2 | 3 | 4, string> = {
  2: 'mt-8 mb-3 text-2xl font-bold',
  3: 'mt-6 mb-2 text-xl font-semibold',
  4: 'mt-4 mb-2 text-lg font-semibold',
}

function textLeaf(node: Extract<RichTextNode, { type: 'text' }>, key: React.Key): React.ReactNode {
  let out: React.ReactNode = node.text
  if (node.code) out = <code className="rounded bg-surface px-1 font-mono text-[0.9em]">{out}</code>
  if (node.underline) out = <u>{out}</u>
  if (node.italic) out = <em>{out}</em>
  if (node.bold) out = <strong>{out}</strong>
  return <Fragment key={key}>{out}</Fragment>
}

function Fragment({ children }: { children: React.ReactNode }) {
  return <>{children}</>
}

export function RichTextButton({ button }: { button: InlineButton }) {
  const url = safeUrl(button.url)
  const Icon = button.icon && isIconName(button.icon) ? icons[button.icon] : null
  const content = (
    <>
      {Icon ? <Icon size={18} /> : null}
      {button.text}
    </>
  )
  if (!url) return <span>{button.text}</span>
  const external = isExternalUrl(url)
  return (
    <a
      href={url}
      className={richTextButtonVariants({
        variant: button.variant,
        size: button.size,
        shape: button.shape,
        inline: button.inline,
      })}
      {...(external ? EXTERNAL_LINK_PROPS : {})}
    >
      {content}
      {external ? <span className="sr-only"> {TEXTS.externalLink}</span> : null}
    </a>
  )
}

interface RenderOptions {
  shift: number
  entries: EntryRenderers
}

function renderNodes(nodes: readonly RichTextNode[], options: RenderOptions): React.ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, options))
}

function renderNode(node: RichTextNode, key: number, options: RenderOptions): React.ReactNode {
  switch (node.type) {
    case 'text':
      return textLeaf(node, key)
    case 'lineBreak':
      return <br key={key} />
    case 'paragraph':
      return (
        <p key={key} className="my-3">
          {renderNodes(node.children, options)}
        </p>
      )
    case 'heading': {
      const level = Math.min(4, node.level + options.shift) as 2 | 3 | 4
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4'
      return (
        <Tag key={key} className={HEADING_CLASS[level]}>
          {renderNodes(node.children, options)}
        </Tag>
      )
    }
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul'
      return (
        <Tag key={key} className={cx('my-3 space-y-1 pl-6', node.ordered ? 'list-decimal' : 'list-disc')}>
          {renderNodes(node.children, options)}
        </Tag>
      )
    }
    case 'listItem':
      return <li key={key}>{renderNodes(node.children, options)}</li>
    case 'quote':
      return (
        <blockquote key={key} className="my-4 border-l-4 border-primary pl-4 italic">
          {renderNodes(node.children, options)}
        </blockquote>
      )
    case 'link': {
      const url = safeUrl(node.url)
      const children = renderNodes(node.children, options)
      if (!url) return <Fragment key={key}>{children}</Fragment>
      const external = node.external || isExternalUrl(url)
      return (
        <a
          key={key}
          href={url}
          className={cx('text-primary underline underline-offset-2 hover:no-underline', focusRing)}
          {...(external ? EXTERNAL_LINK_PROPS : {})}
        >
          {children}
          {external ? <span className="sr-only"> {TEXTS.externalLink}</span> : null}
        </a>
      )
    }
    case 'button':
      return <RichTextButton key={key} button={node.button} />
    case 'asset': {
      const src = safeUrl(node.asset.url)
      if (!src) return null
      return (
        <img
          key={key}
          src={src}
          alt={node.asset.title}
          width={node.asset.width}
          height={node.asset.height}
          loading="lazy"
          decoding="async"
          className="my-4 h-auto max-w-full rounded-brand"
        />
      )
    }
    case 'entry': {
      const render = options.entries[node.entryType]
      return render ? <Fragment key={key}>{render(node)}</Fragment> : null
    }
    default:
      return null
  }
}

/** Renders the normalised RichText AST (from Lexical or Contentful) as semantic HTML. */
export function RichText({ nodes, className, headingStart = 2, entries = {} }: RichTextProps) {
  if (!nodes || nodes.length === 0) return null
  return (
    <div className={cx('rich-text leading-relaxed', className)}>
      {renderNodes(nodes, { shift: headingStart - 2, entries })}
    </div>
  )
}

/** For buttons outside rich text that should look like @shop/ui buttons. */
export { buttonVariants }
