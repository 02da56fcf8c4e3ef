import { CheckIcon, cx, ErrorIcon, InfoIcon, WarningIcon } from '@shop/ui'
import type { MessageSeverity, StartMessage } from '../../browser/start-message'
import { messageText } from '../../browser/start-message-text'

export type Toast = StartMessage & { id: number }

const ICONS: Record<MessageSeverity, typeof InfoIcon> = {
  info: InfoIcon,
  success: CheckIcon,
  warning: WarningIcon,
  error: ErrorIcon,
}

/** One toast: its severity's icon and its text (a message key translated). */
export function ToastBody({ toast }: { toast: Toast }) {
  const Icon = ICONS[toast.severity]
  return (
    <p
      data-toast={toast.severity}
      className={cx(
        'pointer-events-auto flex max-w-lg items-center gap-3 rounded-brand px-4 py-3 font-semibold shadow-lg',
        toast.severity === 'error' ? 'bg-alert text-background' : 'bg-text text-background',
      )}
    >
      <Icon size={20} className="shrink-0" />
      <span>{messageText(toast.text)}</span>
    </p>
  )
}
