import { describe, expect, it } from 'vitest'
import { loginPayloadSchema } from './login-payload'

const parse = (body: unknown) => loginPayloadSchema.safeParse(body)

describe('login payload', () => {
  it.each([
    [{ logonId: 'user@demo.test', logonPassword: 'x' }],
    [{ USER_NAME: 'user@demo.test', PASSWORD: 'x' }],
    [{ USERNAME: 'User@Demo.test', password: 'x' }],
    [{ username: ' user@demo.test ', password: 'x' }],
  ])('accepts the user name and password under each name the spec lists: %j', (body) => {
    const result = parse(body)
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ logonId: 'user@demo.test', password: 'x' })
  })

  it('takes the e-mail from email, SENDER_ID or a user_session, and uses it as user name when none is given', () => {
    expect(parse({ email: 'a@b.se', password: 'x' }).data).toEqual({
      logonId: 'a@b.se',
      password: 'x',
      email: 'a@b.se',
    })
    expect(parse({ SENDER_ID: 'a@b.se', password: 'x' }).data?.email).toBe('a@b.se')
    expect(parse({ user_session: { User: { UserID: 'A@B.se' } }, password: 'x' }).data).toEqual({
      logonId: 'a@b.se',
      password: 'x',
      email: 'a@b.se',
    })
  })

  it('refuses a payload without user name or password, naming what is missing in Swedish', () => {
    const noPassword = parse({ logonId: 'user@demo.test' })
    expect(noPassword.success).toBe(false)
    expect(noPassword.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'Ange lösenord.']])
    const nothing = parse({})
    expect(nothing.error?.issues.map((i) => i.path.join('.'))).toEqual(['logonId', 'password'])
    expect(parse('not an object').success).toBe(false)
    expect(parse({ logonId: 42, password: 'x' }).success).toBe(false)
  })
})
