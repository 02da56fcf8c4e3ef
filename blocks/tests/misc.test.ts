import { describe, expect, it } from 'vitest'
import { submissionUrl, validateValues } from '../AccountApplication/validate'
import { parseVideoUrl } from '../Video/video-url'
import { exampleForm } from './helpers'

describe('parseVideoUrl', () => {
  it('understands YouTube, Vimeo and mp4', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    })
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(parseVideoUrl('https://vimeo.com/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' })
    expect(parseVideoUrl('/videos/film.mp4')).toEqual({ kind: 'file', url: '/videos/film.mp4' })
    expect(parseVideoUrl('https://cdn.example.se/film.mp4')).toMatchObject({ kind: 'file' })
  })
  it('refuses anything else', () => {
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull()
    expect(parseVideoUrl('https://example.se/page')).toBeNull()
    expect(parseVideoUrl('https://www.youtube.com/watch?v=<script>')).toBeNull()
  })
})

describe('dynamic form validation', () => {
  it('requires required fields, in Swedish', () => {
    const errors = validateValues(exampleForm.inputs, { company: '  ', email: 'fel' })
    expect(errors).toEqual({
      company: 'Fältet måste fyllas i.',
      orgnr: 'Fältet måste fyllas i.',
      email: 'Ange en giltig e-postadress.',
      terms: 'Fältet måste fyllas i.',
    })
  })
  it('passes a complete form', () => {
    expect(
      validateValues(exampleForm.inputs, { company: 'Bygg AB', orgnr: '556677-8899', email: 'a@b.se', terms: 'ja' }),
    ).toEqual({})
  })
  it('posts to the form submissions endpoint', () => {
    expect(submissionUrl('konto ansökan')).toBe('/api/content/forms/konto%20ans%C3%B6kan/submissions')
  })
})
