/** Fixed DOM ids of the shell (stable hooks for scripts, skip links and end-to-end tests). */
export const SHELL_ROOT_ID = 'shell'
export const MAIN_ID = 'main'
export const LOGO_ID = 'shell-logo'
export const ALERT_BANNER_ID = 'shell-alert-banner'
export const INFORMATION_BANNER_ID = 'shell-information-banner'
export const FOOTER_ID = 'shell-footer'
