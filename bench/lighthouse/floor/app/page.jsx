/** A hero's heading and paragraph, as the brands' front pages open with; the paragraph is the LCP. */
export default function FloorPage() {
  return (
    <main style={{ padding: '56px 16px' }}>
      <h1 style={{ fontSize: 36, margin: 0 }}>Allt för bygget – från grund till nock</h1>
      <p style={{ fontSize: 18, lineHeight: 1.5, maxWidth: 672 }}>
        Byggmaterial för norrländska förhållanden. Handla online med dina egna priser eller besök någon av våra butiker
        i Umeå, Luleå, Sundsvall och sex orter till.
      </p>
    </main>
  )
}
