import { describe, expect, it } from 'vitest'
import { START_MESSAGE_KEY, saveStartMessage, takeStartMessage } from './start-message'
import { messageText } from './start-message-text'
import { brokenStorage, memoryStorage } from './test-storage'

describe('start message (spec section 4 "Other")', () => {
  it('is saved under startMessage, shown once, then gone', () => {
    const storage = memoryStorage()
    expect(saveStartMessage({ text: 'auth.please_login', severity: 'warning' }, storage)).toBe(true)
    expect(JSON.parse(storage.getItem(START_MESSAGE_KEY) ?? '')).toEqual({
      text: 'auth.please_login',
      severity: 'warning',
    })
    expect(takeStartMessage(storage)).toEqual({ text: 'auth.please_login', severity: 'warning' })
    expect(takeStartMessage(storage)).toBeNull()
  })

  it('translates a message key and shows other text as it is', () => {
    expect(messageText('auth.please_login')).toBe('Vänligen logga in')
    expect(messageText('Något eget')).toBe('Något eget')
  })

  it('reads a plain string, and drops empty or broken entries', () => {
    const storage = memoryStorage()
    storage.setItem(START_MESSAGE_KEY, 'Hej')
    expect(takeStartMessage(storage)).toEqual({ text: 'Hej', severity: 'info' })
    storage.setItem(START_MESSAGE_KEY, JSON.stringify({ text: '  ', severity: 'error' }))
    expect(takeStartMessage(storage)).toBeNull()
    expect(storage.getItem(START_MESSAGE_KEY)).toBeNull()
    storage.setItem(START_MESSAGE_KEY, JSON.stringify({ text: 'auth.logged_in', severity: 'loud' }))
    expect(takeStartMessage(storage)).toEqual({ text: 'auth.logged_in', severity: 'info' })
  })

  it('does nothing without storage, or when storage refuses', () => {
    expect(saveStartMessage({ text: 'x', severity: 'info' }, null)).toBe(false)
    expect(takeStartMessage(null)).toBeNull()
    expect(saveStartMessage({ text: 'x', severity: 'info' }, brokenStorage)).toBe(false)
    expect(takeStartMessage(brokenStorage)).toBeNull()
  })
})
