/** The Starbridge mark: a stylised bridge arc under a four-point star. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="var(--color-brand-800)" />
      <path
        d="M6 30c4-9 9-13 14-13s10 4 14 13"
        fill="none"
        stroke="var(--color-accent-400)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M20 5l2.2 5.8L28 13l-5.8 2.2L20 21l-2.2-5.8L12 13l5.8-2.2z" fill="white" />
      <path
        d="M12 30v-6M20 30v-9M28 30v-6"
        stroke="var(--color-brand-300)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
