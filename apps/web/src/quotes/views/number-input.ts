/**
 * Spec section 5, the quote's number inputs: only digits, navigation keys and, where the field takes
 * decimals, one comma or point; the copy, paste, cut, undo and select-all shortcuts still work, and
 * pasted text is cleaned the same way. Pure, so the filter is tested without a browser.
 */

/** Keys that move, delete or leave, never write. */
const NAVIGATION = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])
/** Ctrl/⌘ + these: select all, copy, paste, cut, undo, redo. */
const SHORTCUTS = new Set(['a', 'c', 'v', 'x', 'z', 'y'])

export interface KeyPress {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/**
 * Whether a key may reach the field. `value` is the text now and `selected` the part the key would
 * replace, so a second separator is refused but typing over the selected one is not.
 */
export function numberKeyAllowed(press: KeyPress, options: { decimals: boolean; value: string; selected?: string }) {
  const { key } = press
  if (NAVIGATION.has(key)) return true
  // Keys a virtual keyboard or an input method does not name: the change is cleaned instead (onChange).
  if (key === 'Unidentified' || key === 'Process') return true
  if ((press.ctrlKey || press.metaKey) && !press.altKey) return SHORTCUTS.has(key.toLowerCase())
  if (/^[0-9]$/.test(key)) return true
  if (key === ',' || key === '.') {
    if (!options.decimals) return false
    const rest = options.selected ? options.value.replace(options.selected, '') : options.value
    return !/[.,]/.test(rest)
  }
  return false
}

/**
 * Text as the field keeps it: digits and, with decimals, the first comma or point; anything else (a
 * minus sign, spaces, letters) is dropped, so a pasted '-12,5 st' becomes '12,5': an added quantity is
 * taken as its absolute value.
 */
export function cleanNumberText(text: string, decimals: boolean): string {
  let seenSeparator = false
  let out = ''
  for (const char of text) {
    if (char >= '0' && char <= '9') out += char
    else if (decimals && (char === ',' || char === '.') && !seenSeparator) {
      seenSeparator = true
      out += char
    }
  }
  return out
}

/** The number a field's text stands for (Swedish decimal comma or point), or null for an empty field. */
export function parseNumberText(text: string): number | null {
  const cleaned = text.trim().replace(',', '.')
  if (cleaned === '' || cleaned === '.') return null
  const value = Math.abs(Number(cleaned))
  return Number.isFinite(value) ? value : null
}

/** A number as a field shows it: Swedish decimal comma, no thousands separators. */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',')
