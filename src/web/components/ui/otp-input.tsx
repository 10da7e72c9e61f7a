import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
} from 'react'
import { OTP_LENGTH } from '#domain/one-time-code.ts'
import { FieldError } from './form-field.tsx'

interface OtpInputProps {
  digits: string[]
  onChange(digits: string[]): void
  /** Called once all six boxes hold a digit, with the joined code. */
  onComplete?(code: string): void
  disabled?: boolean
  /** Shown under the boxes and announced with each of them. */
  error?: string
  /** Lets a form put the cursor in the first empty box, as it does for a wrong field. */
  ref?: Ref<OtpInputHandle>
}

export interface OtpInputHandle {
  focus(): void
}

export const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '')

/** Six one-digit boxes: typing moves on, Backspace moves back, pasting six digits fills them all. */
export function OtpInput({ digits, onChange, onComplete, disabled, error, ref }: OtpInputProps) {
  const errorId = `${useId()}-error`
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const focus = (index: number) =>
    boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()
  useImperativeHandle(ref, () => ({ focus: () => focus(digits.indexOf('')) }))

  const isEmpty = digits.every((d) => d === '')
  useEffect(() => {
    if (isEmpty && !disabled) boxes.current[0]?.focus()
  }, [isEmpty, disabled])

  const update = (next: string[]) => {
    onChange(next)
    if (next.every((d) => d !== '')) onComplete?.(next.join(''))
  }

  const onInput = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1)
    const next = [...digits]
    next[index] = digit
    update(next)
    if (digit) focus(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // Typed digits are handled here so retyping the digit already in a box still moves on.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault()
      onInput(index, event.key)
    } else if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      onChange(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH)
    if (!pasted) return
    event.preventDefault()
    const next = emptyOtp().map((_, i) => pasted[i] ?? '')
    update(next)
    focus(pasted.length)
  }

  return (
    <>
      <div className="flex justify-center gap-2 sm:gap-3" role="group" aria-label="One-time code">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el
            }}
            value={digit}
            onChange={(e) => onInput(index, e.target.value)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            disabled={disabled}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`h-12 w-11 rounded-lg border text-center text-xl font-semibold text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:h-14 sm:w-12 ${
              error ? 'border-red-500' : 'border-slate-300'
            }`}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </>
  )
}
