import type { ReactNode } from 'react'

export const metadata = { title: 'Starbridge benchmark fixture' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
