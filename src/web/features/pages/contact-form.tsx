import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { toast } from '#web/lib/toast.tsx'
import {
  CONTACT_LENGTHS,
  CONTACT_THANK_YOU,
  ContactSchema,
  QUERY_TYPE_LABELS,
  QUERY_TYPES,
} from '#domain/contact.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { submitContact } from './contact-api.ts'

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  queryType: 'general',
  subject: '',
  message: '',
} as const

export function ContactForm() {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState('')
  const { register, handleSubmit, formState, reset, control } = useZodForm(ContactSchema, {
    defaultValues: EMPTY,
  })
  const errors = formState.errors
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0

  const onSubmit = handleSubmit(async (input) => {
    setFailure('')
    try {
      await submitContact(input)
      toast.success(CONTACT_THANK_YOU)
      setSent(true)
      reset(EMPTY)
    } catch (error) {
      setFailure(errorMessage(error, FALLBACK_TEXTS.contact))
    }
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Contact form"
    >
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number (optional)"
        type="tel"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label="Query Type"
        options={QUERY_TYPES.map((value) => ({ value, label: QUERY_TYPE_LABELS[value] }))}
        error={errors.queryType?.message}
        {...register('queryType')}
      />
      <TextField
        label="Subject"
        className="sm:col-span-2"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        className="sm:col-span-2"
        hint={`${messageLength}/${CONTACT_LENGTHS.message.max}`}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="space-y-3 sm:col-span-2">
        <FieldError message={failure} />
        {sent && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-green-800">
            {CONTACT_THANK_YOU}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting} busyText="Sending...">
          Send Message
        </Button>
      </div>
    </form>
  )
}
