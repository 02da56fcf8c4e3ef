import { describe, expect, it } from 'vitest'
import { brokenStorage, memoryStorage } from '../../browser/test-storage'
import {
  addTerm,
  clearSearchHistory,
  MAX_SEARCH_HISTORY,
  readSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_KEY,
  searchHref,
} from './search-history'

describe('search history', () => {
  it('keeps the newest term first and moves a repeated term to the top, ignoring case', () => {
    expect(addTerm(['skruv', 'spik'], 'Gips')).toEqual(['Gips', 'skruv', 'spik'])
    expect(addTerm(['skruv', 'spik'], 'SPIK')).toEqual(['SPIK', 'skruv'])
    expect(addTerm(['Åtdragare'], 'åtdragare')).toEqual(['åtdragare'])
  })

  it('ignores blank terms and tidies whitespace', () => {
    expect(addTerm(['skruv'], '   ')).toEqual(['skruv'])
    expect(addTerm([], '  gips   skiva ')).toEqual(['gips skiva'])
  })

  it('caps the list', () => {
    let history: string[] = []
    for (let index = 0; index < MAX_SEARCH_HISTORY + 3; index += 1) history = addTerm(history, `term ${index}`)
    expect(history).toHaveLength(MAX_SEARCH_HISTORY)
    expect(history[0]).toBe(`term ${MAX_SEARCH_HISTORY + 2}`)
  })

  it('persists in storage and can be cleared', () => {
    const storage = memoryStorage()
    rememberSearch(storage, 'skruv')
    rememberSearch(storage, 'spik')
    expect(readSearchHistory(storage)).toEqual(['spik', 'skruv'])
    clearSearchHistory(storage)
    expect(readSearchHistory(storage)).toEqual([])
  })

  it('survives corrupt, foreign or unavailable storage', () => {
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '{' }))).toEqual([])
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '["a", 3, null, " "]' }))).toEqual(['a'])
    expect(readSearchHistory(null)).toEqual([])
    expect(rememberSearch(brokenStorage, 'skruv')).toEqual(['skruv'])
    expect(() => clearSearchHistory(brokenStorage)).not.toThrow()
  })

  it('links a term to the results page', () => {
    expect(searchHref(' gips & skiva ')).toBe('/search?q=gips+%26+skiva')
  })
})
