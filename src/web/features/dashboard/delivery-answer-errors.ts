// What the delivery-attempt answer's refusals say, field by field.
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'

export type AnswerErrors = Partial<Record<'date' | 'phone' | 'form', string>>

/** The server's refusal, put beside the field it names, or under the form. */
export function refusalErrors(error: unknown): AnswerErrors {
  const fields: AnswerErrors = {}
  if (error instanceof ApiError) {
    for (const { path, message } of error.errors ?? []) {
      if (path === 'date' || path === 'phone') fields[path] ??= message
    }
  }
  return Object.keys(fields).length > 0
    ? fields
    : { form: errorMessage(error, FALLBACK_TEXTS.deliveryAnswer) }
}
