'use client'

import { flyoutIsland } from '@/shell/islands/lazy-island'

/** The project flyout's customer and project picker, loaded when the flyout first opens (shell/islands/lazy-island.tsx). */
export const ContextPickerFlyout = flyoutIsland('projectFlyout', () =>
  import('./ContextPicker').then((module) => module.ContextPicker),
)
