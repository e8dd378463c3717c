const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month of CFDIs a URL asks for (`?month=YYYY-MM`), else the current one in Mexico City (issue 51). */
export function cfdiMonthOf(url: URL): string {
  const asked = url.searchParams.get('month') ?? '';
  if (MONTH.test(asked)) return asked;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
}
