/** The error an operator throws on purpose to see that reports reach the service (POST /api/diagnostics/error-report). */
export class ReportingCheckError extends Error {
  constructor(marker: string) {
    super(`Prövning av felrapporteringen: ${marker}`)
    this.name = 'ReportingCheckError'
  }
}
