export function Spinner({
  size = 'md',
  label,
  className = 'text-brand-600',
}: {
  size?: 'sm' | 'md' | 'lg'
  label?: string
  className?: string
}) {
  const dimension = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-3', lg: 'h-12 w-12 border-4' }[
    size
  ]
  return (
    <span
      role="status"
      aria-label={label ?? 'Loading'}
      className={`inline-block animate-spin rounded-full border-current border-t-transparent ${dimension} ${className}`}
    />
  )
}
