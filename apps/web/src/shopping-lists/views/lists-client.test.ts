import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '@/browser/api-fetch'
import { listFailureText, listHref } from './lists-client'

const failure = (status: number, message: string, issues?: Array<{ path: string; message: string }>): ApiFailure => ({
  status,
  error: 'errors.bad_request',
  message,
  body: issues ? { issues } : null,
  aborted: false,
})

describe('listHref', () => {
  it("fills the brand route's list parameter", () => {
    expect(listHref('/mina-sidor/inkopslistor/:listId', '12')).toBe('/mina-sidor/inkopslistor/12')
  })
  it('falls back to ?id= on a route without one', () => {
    expect(listHref('/listor', '7')).toBe('/listor?id=7')
  })
})

describe('listFailureText', () => {
  it("tells bad input and refusals by the service's own Swedish reason", () => {
    expect(
      listFailureText(
        failure(400, 'Uppgifterna kunde inte behandlas.', [
          { path: 'favoriteName', message: 'Ange ett namn på listan.' },
        ]),
      ),
    ).toBe('Ange ett namn på listan.')
    expect(listFailureText(failure(422, 'Listan kan inte innehålla fler än 300 rader.'))).toBe(
      'Listan kan inte innehålla fler än 300 rader.',
    )
  })
  it('tells any other failure with the spec key try_again_later_or_contact', () => {
    expect(listFailureText(failure(500, 'Ett tekniskt fel uppstod hos oss.'))).toBe(
      'Försök igen senare eller kontakta kundtjänst.',
    )
    expect(listFailureText(failure(0, ''))).toBe('Försök igen senare eller kontakta kundtjänst.')
  })
})
