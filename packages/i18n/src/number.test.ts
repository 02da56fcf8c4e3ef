import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber } from './number'

/** What Intl prints for sv-SE, with narrow no-break spaces made ordinary ones as the formatters promise. */
const formatters = new Map<string, Intl.NumberFormat>()
function intl(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options)
  const formatter = formatters.get(key) ?? new Intl.NumberFormat('sv-SE', options)
  formatters.set(key, formatter)
  return formatter.format(value).replace(/\u202f/g, '\u00a0')
}

/** A reproducible spread of values: every magnitude, ties at each decimal, negatives, integers. */
function values(): number[] {
  let seed = 17
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const list = [0, 1, 9.995, 99.999, 0.125, 1.005, 2.675, 1.45, 0.5, 1.5, 2.5, 1e21, 1.5e22, 1.23e-7, 999999.995]
  for (let index = 0; index < 1500; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 12 - 4)
    const value = random() * magnitude
    list.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100) / 100 + 0.005, Math.floor(value))
  }
  return [...list, ...list.map((value) => -value)]
}

/** Intl writes '−0,00' for a negative value that rounds to zero; these formatters write no sign there. */
const roundsToZero = (value: number, decimals: number) =>
  (value < 0 || Object.is(value, -0)) && intl(-value, { maximumFractionDigits: decimals }) === '0'

describe('formatNumber and formatMoney print what Intl prints for sv-SE', () => {
  it('for numbers, at every number of decimals', () => {
    const differences: string[] = []
    for (const value of values()) {
      for (const [minDecimals, maxDecimals] of [
        [0, 0],
        [0, 2],
        [2, 2],
        [1, 3],
      ] as const) {
        if (roundsToZero(value, maxDecimals)) continue
        const ours = formatNumber(value, { minDecimals, maxDecimals })
        const theirs = intl(value, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals })
        if (ours !== theirs) differences.push(`${value} (${minDecimals}–${maxDecimals}): ${ours} ≠ ${theirs}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('for money in SEK, with and without öre', () => {
    const differences: string[] = []
    for (const value of values()) {
      for (const decimals of [0, 2]) {
        if (roundsToZero(value, decimals)) continue
        const options = {
          style: 'currency',
          currency: 'SEK',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        } as const
        const ours = formatMoney(value, { decimals })
        if (ours !== intl(value, options)) differences.push(`${value} (${decimals}): ${ours} ≠ ${intl(value, options)}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('the one difference: a negative value that rounds to zero has no minus sign', () => {
    expect(formatMoney(-0.001)).toBe('0,00\u00a0kr')
    expect(formatNumber(-0.004)).toBe('0')
    expect(formatNumber(-0)).toBe('0')
    expect(formatMoney(-0.005)).toBe('\u22120,01\u00a0kr')
  })
})
