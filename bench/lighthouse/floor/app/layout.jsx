export const metadata = { title: 'Golv' }

/** No stylesheet, no web font, no script of its own: what is left is Next's and React's. */
export default function RootLayout({ children }) {
  return (
    <html lang="sv">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  )
}
