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
