/**
 * The cost of a loan line by line, and its "¿Y si…?" scenarios (on the offer and on my loan): what
 * paying late, extending or paying today would cost, before it happens.
 */
export const cost = {
  title: 'Lo que cuesta tu préstamo, línea por línea',
  lines: {
    principal: 'Te prestamos',
    principalExplain: 'El dinero que recibes. Lo devuelves completo en tu fecha límite.',
    interest: 'Intereses',
    interestExplain:
      'Lo que cuesta usar el dinero {{days}} días. Se calcula una sola vez por todo el plazo; si pagas antes, te devolvemos los días que no usaste.',
    fees: 'Comisiones',
    feesExplain:
      'Las comisiones de tu carátula, cada una con su nombre y su monto, más IVA. Se pagan una sola vez, al vencimiento, con tu total. No hay otras comisiones escondidas.',
    vat: 'IVA',
    vatExplain:
      'El impuesto de {{percent, percent(decimals: 0)}} sobre los intereses y la comisión. No se cobra sobre el dinero que te prestamos.',
    total: 'Total a pagar',
    totalExplain: 'Todo lo anterior junto. Es lo que pagas el {{date, date}} si pagas a tiempo.',
    cat: 'CAT',
    catExplain:
      'El Costo Anual Total: cuánto costaría el préstamo en un año, con intereses y comisiones, sin IVA. Sirve para comparar con otros créditos. Para fines informativos y de comparación.',
  },
  whatIf: {
    title: '¿Y si…?',
    explain:
      'Antes de que pase, mira lo que costaría. Son las mismas cuentas con las que registramos tus pagos.',
    daysLabel: '¿Cuántos días tarde?',
    daysHint: 'Entre 1 y {{max}} días.',
    submit: 'Calcular',
  },
  late: {
    title_one: 'Si pagas {{count}} día tarde',
    title_many: 'Si pagas {{count}} de días tarde',
    title_other: 'Si pagas {{count}} días tarde',
    summary:
      'Pagarías {{total, money}} el {{date, date}}: {{fees, money}} de intereses moratorios ({{withoutVat, money}} más {{vat, money}} de IVA) además de tu total.',
    grace: 'Tu fecha límite cae en día inhábil: puedes pagar sin recargo hasta el {{date, date}}.',
    rule: 'Los intereses moratorios son {{perDay, money}} por cada día de atraso (IVA incluido), contados desde el día siguiente al último día para pagar sin recargo, hasta {{maxDays}} días. Los intereses normales no crecen.',
    noFees: 'Si pagas el {{date, date}} no pagas nada de más.',
    day: 'Día',
    date: 'Fecha',
    added: 'Se suma',
    owed: 'Pagarías ese día',
    caption: 'Día por día: lo que pagarías si pagas ese día',
    bureau:
      'Si el {{date, date}} sigues sin pagar, tu préstamo aparece como vencido en el reporte de ese mes al buró de crédito.',
    bureauReported: 'Pagando el {{date, date}}, tu atraso ya aparecería en el buró de crédito.',
    bureauNotReported: 'Pagando el {{date, date}}, tu atraso no llega al buró de crédito.',
    onHold: 'A partir del {{date, date}} tu préstamo pasa a cobranza.',
  },
  extension: {
    title: 'Si pides una prórroga de {{days}} días',
    summary:
      'Pagas hoy {{fee, money}} ({{withoutVat, money}} más {{vat, money}} de IVA) y tu fecha límite pasa al {{date, date}}. Ese día pagas {{owed, money}}.',
    total: 'En total pagarías {{total, money}}: la prórroga no baja lo que debes.',
  },
  early: {
    title: 'Si pagas todo hoy',
    summary:
      'Pagas {{payoff, money}} y te devolvemos {{rebate, money}}: los intereses de {{days}} días que no usaste ({{interest, money}}) y su IVA ({{vat, money}}).',
    none: 'Pagando hoy pagas {{payoff, money}}. Ya no hay intereses por devolver.',
  },
} as const;
