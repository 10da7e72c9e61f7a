import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormProps, useForm } from 'react-hook-form'
import type { z } from 'zod'

/** A react-hook-form form validated by one of the shared zod schemas, typed from it. */
export function useZodForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema),
  })
}

/**
 * As useZodForm, for a form whose schema converts what is typed (rupees read as paise, money.ts):
 * once the schema accepts the values, they are submitted as typed, for the server's parse to
 * convert them, once.
 */
export function useZodFormAsTyped<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.input<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.input<Schema>>({
    ...options,
    resolver: zodResolver(schema, undefined, { raw: true }),
  })
}
