import { useEffect } from 'react'

/** The four service sections; `anchor` (1-4) scrolls to one of them. */
export function ServiceSections({
  anchor,
  sections,
}: {
  anchor?: number
  sections: ReadonlyArray<{ anchor: number; title: string; text: string }>
}) {
  useEffect(() => {
    if (!anchor) return
    const frame = window.requestAnimationFrame(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      document
        .getElementById(`service-${anchor}`)
        ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    })
    return () => window.cancelAnimationFrame(frame)
  }, [anchor])
  return (
    <div className="container-site grid gap-6 py-12 md:grid-cols-2">
      {sections.map((s) => (
        <section
          key={s.anchor}
          id={`service-${s.anchor}`}
          aria-labelledby={`service-${s.anchor}-title`}
          data-selected={anchor === s.anchor ? 'true' : undefined}
          className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-8 shadow-sm data-[selected=true]:border-amber-400 data-[selected=true]:ring-2 data-[selected=true]:ring-amber-200"
        >
          <p className="font-mono text-sm text-amber-600">0{s.anchor}</p>
          <h2
            id={`service-${s.anchor}-title`}
            className="mt-2 text-xl font-semibold text-slate-900"
          >
            {s.title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600">{s.text}</p>
        </section>
      ))}
    </div>
  )
}
