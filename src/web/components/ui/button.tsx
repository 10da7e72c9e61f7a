import type { ComponentProps } from 'react'
import { Spinner } from './spinner.tsx'

interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  busy?: boolean
  busyText?: string
}

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-400',
  /** For the step that can't be undone, such as deleting an account. */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
}

export function Button({
  variant = 'primary',
  busy = false,
  busyText,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...rest}
    >
      {busy && <Spinner size="sm" label={busyText ?? 'Working'} className="" />}
      {busy && busyText ? busyText : children}
    </button>
  )
}
