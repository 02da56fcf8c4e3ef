'use client'

import type React from 'react'
import { useState } from 'react'
import { type ApiErrorBody, failureOf, noResponse, readJson } from '../browser/api-fetch'
import type { FormNotice } from './fields'

export type ApiIssue = NonNullable<ApiErrorBody['issues']>[number]

/**
 * The submit of a form that sends JSON to the shop's API (the profile and the user administration, of
 * the auth service). While saving a second submit is ignored. An answer that is no success shows the
 * text browser/api-fetch.ts gives it (the service's message, else spec section 8's); its issues become
 * field errors and the first invalid field (in `focusOrder`) gets focus. What was typed stays either way.
 */
export function useFormSubmit<E extends object, A = unknown>({
  send,
  errorsOf,
  focusOrder,
  fieldId,
  onAnswer,
}: {
  /** Sends the form's values. */
  send: () => Promise<Response>
  /** The service's issues as the form's errors. */
  errorsOf: (issues: ApiIssue[]) => E
  /** The fields that can take focus, in the form's order. */
  focusOrder: ReadonlyArray<keyof E & string>
  fieldId: (field: string) => string
  /**
   * Handles the answer and says whether it was a success (the errors are then cleared). `show` sets
   * the form's message, for a confirmation.
   */
  onAnswer: (response: Response, answer: (A & ApiErrorBody) | null, show: (notice: FormNotice) => void) => boolean
}) {
  // Every error is optional, so none at all is a valid E.
  const [errors, setErrors] = useState<E>({} as E)
  const [message, setMessage] = useState<FormNotice | null>(null)
  const [saving, setSaving] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setMessage(null)
    let response: Response
    try {
      response = await send()
    } catch (error) {
      const failure = noResponse(error, 'auth')
      if (!failure.aborted) setMessage({ kind: 'error', text: failure.message })
      setSaving(false)
      return
    }
    try {
      const answer = await readJson<A & ApiErrorBody>(response)
      if (onAnswer(response, answer, setMessage)) {
        setErrors({} as E)
        return
      }
      const found = errorsOf(answer?.issues ?? [])
      setErrors(found)
      setMessage({ kind: 'error', text: failureOf(response.status, answer).message })
      const first = focusOrder.find((field) => found[field])
      if (first) document.getElementById(fieldId(first))?.focus()
    } finally {
      setSaving(false)
    }
  }

  return { errors, setErrors, message, setMessage, saving, submit }
}
