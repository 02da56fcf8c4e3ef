import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('parseEnv', () => {
  it('accepts a bare environment (SQLite default, development)', () => {
    expect(parseEnv({})).toMatchObject({ SHOP_ENV: 'development', DATABASE_POOL_MAX: 10 })
  })

  it('keeps 500 search texts by default; 0 turns the search memo off; a fraction is refused', () => {
    expect(parseEnv({}).SEARCH_MEMO_ENTRIES).toBe(500)
    expect(parseEnv({ SEARCH_MEMO_ENTRIES: '0' }).SEARCH_MEMO_ENTRIES).toBe(0)
    expect(() => parseEnv({ SEARCH_MEMO_ENTRIES: '2.5' })).toThrow(/SEARCH_MEMO_ENTRIES/)
  })

  it('accepts SQLite files and Postgres URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'file:./data/x.db' }).DATABASE_URL).toBe('file:./data/x.db')
    expect(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' }).DATABASE_URL).toContain('postgres')
  })

  it('accepts smtp:// and smtps:// mail servers and a sender address', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://user:secret@127.0.0.1:2525' }).SMTP_URL).toBe(
      'smtp://user:secret@127.0.0.1:2525',
    )
    expect(parseEnv({ SMTP_URL: 'smtps://mail.example.se', MAIL_FROM: 'order@example.se' })).toMatchObject({
      SMTP_URL: 'smtps://mail.example.se',
      MAIL_FROM: 'order@example.se',
    })
  })

  it('names the variable at fault', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.se' })).toThrow(/SMTP_URL: ska vara en smtp:\/\//)
    expect(() => parseEnv({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/)
    expect(() => parseEnv({ MAIL_FROM: 'noreply' })).toThrow(/MAIL_FROM: ska vara en e-postadress/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: ska börja med file:/)
    expect(() => parseEnv({ SHOP_ENV: 'production' })).toThrow(/PAYLOAD_SECRET: krävs när SHOP_ENV=production/)
  })
})
