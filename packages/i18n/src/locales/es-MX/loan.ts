import { contactLog } from './contact-log';
import { cost } from './loan-cost';
import { mandate } from './mandate';

/** My loan: balance, payments, extensions, schedule. */
export const loan = {
  cost,
  contacts: contactLog,
  mandate,
  title: 'Mi préstamo',
  balance: 'Saldo para liquidar',
  balanceToday: 'Lo que debes hoy',
  scheduleTotal: 'Total de tu tabla de pagos',
  scheduleTotalHint:
    'Lo que pagas en tu fecha límite: capital, intereses y comisiones con IVA, como dice tu tabla de pagos.',
  payoffToday: 'Para liquidar hoy',
  payoffTodayHint:
    'Si liquidas antes de tu fecha límite, te quitamos los intereses de los días que aún no pasan y su IVA.',
  payoffSaving: 'Te ahorras si liquidas hoy',
  daysLeft_one: 'Falta {{count}} día',
  daysLeft_many: 'Faltan {{count}} de días',
  daysLeft_other: 'Faltan {{count}} días',
  daysLate_one: '{{count}} día de atraso',
  daysLate_many: '{{count}} de días de atraso',
  daysLate_other: '{{count}} días de atraso',
  lateFees: 'Intereses moratorios (IVA incluido)',
  dueToday: 'Tu pago vence hoy',
  principal: 'Te prestamos',
  /** The loan's name to the borrower: its signed contract's number (`STL-000006`), never an internal id. */
  loanNumber: 'Préstamo {{contractNumber}}',
  pendingPayout:
    'Estamos enviando tu dinero. Verás tu préstamo activo en cuanto llegue (suele tardar minutos).',
  refinancing: 'Tienes una prórroga por pagar. En cuanto recibamos el pago se mueve tu fecha límite.',
  nextPayment: 'Próximo pago',
  dueDate: 'Fecha límite',
  dueIn: '{{phrase}}',
  overdue: 'Tu pago está vencido',
  /** Money paid beyond what was owed: held for the borrower and refunded. */
  credit: {
    title: 'Tienes un saldo a favor de {{amount, money}}',
    text: 'Pagaste más de lo que debías. Te lo devolvemos a tu cuenta CLABE {{account}} y te avisamos cuando lo enviemos.',
    textNoAccount: 'Pagaste más de lo que debías. Te lo devolvemos y te avisamos cuando lo enviemos.',
  },
  /** A late loan: what is owed today, what each day costs, and pay first. */
  late: {
    title_one: 'Tu pago está atrasado {{count}} día',
    title_many: 'Tu pago está atrasado {{count}} de días',
    title_other: 'Tu pago está atrasado {{count}} días',
    owedToday: 'Hoy debes {{amount, money}}. Tu fecha límite fue el {{date, date}}.',
    perDay:
      'Cada día de atraso suma {{perDay, money}} (comisión por atraso con IVA), hasta {{maxDays}} días.',
    noMoreFees: 'Ya no se suman comisiones por atraso: llegaste al máximo de {{maxDays}} días.',
    onHold: 'Tu préstamo está en cobranza. Puedes pagar aquí mismo con tarjeta, por SPEI o en efectivo.',
    payNow: 'Pagar ahora',
  },
  status: {
    active: 'Al corriente',
    overdue: 'Vencido',
    paid: 'Pagado',
    extended: 'Con prórroga',
  },
  pay: {
    title: 'Pagar',
    card: 'Con tarjeta',
    spei: 'Por transferencia (SPEI)',
    cash: 'En efectivo',
    clabe: 'CLABE',
    reference: 'Referencia',
    amount: 'Monto a pagar',
    speiText: 'Transfiere desde tu app del banco a esta CLABE y escribe la referencia en el concepto.',
    cashText: 'Muestra este código en la tienda y paga en efectivo.',
    thanks: 'Gracias, recibimos tu pago de {{amount, money}}.',
    earlyPayoff: 'Liquidar hoy',
    earlyPayoffText: 'Si liquidas hoy pagas {{amount, money}}: solo los intereses hasta hoy.',
    method: 'Forma de pago',
    what: '¿Cuánto quieres pagar?',
    full: 'Todo: {{amount, money}}',
    partial: 'Otro monto',
    extension: '{{name}}: {{price, money}} (nueva fecha límite {{date, date}})',
    partialHint:
      'Entre {{min, money}} y {{max, money}}. Se aplica primero a intereses y comisiones, luego al capital.',
    outOfRange: 'Escribe un monto entre {{min, money}} y {{max, money}}.',
    concept: 'Concepto',
    beneficiary: 'Beneficiario',
    copy: 'Copiar',
    copied: 'Copiado',
    copyLabel: 'Copiar {{what}}',
    speiPosting:
      'Una transferencia SPEI suele verse en minutos; si la haces fuera del horario bancario, puede tardar hasta el siguiente día hábil.',
    getReference: 'Obtener referencia',
    getCashReference: 'Obtener código para pagar en tienda',
    barcodeLabel: 'Código de barras de la referencia {{reference}}',
    cashLimits: 'Algunas tiendas aceptan hasta {{max, money}} por pago y cobran una comisión propia.',
    cashPosting: 'El pago en tienda se refleja en minutos; guarda tu ticket.',
    expiresAt: 'Válido hasta el {{date, datetime}}.',
    print: 'Imprimir',
    cardOnFile: 'Tarjeta registrada: {{card}}',
    noCard: 'No tienes una tarjeta registrada.',
    newCard: 'Usar otra tarjeta',
    cardNumber: 'Número de tarjeta',
    holderName: 'Nombre como aparece en la tarjeta',
    expiryMonth: 'Mes de vencimiento',
    expiryYear: 'Año de vencimiento',
    cardConsent:
      'Autorizo cargar a esta tarjeta el monto que elegí hoy. No haremos otros cargos sin tu autorización.',
    cardConsentRequired: 'Para pagar con tarjeta, marca la autorización de cargo.',
    payNow: 'Pagar {{amount, money}}',
    payNowPlain: 'Pagar',
    cardPending: 'Estamos procesando tu pago con tarjeta. Te avisamos aquí en cuanto se confirme.',
    declined: 'Tu banco rechazó el cargo. Prueba con otra tarjeta o paga por SPEI o en efectivo.',
    pendingList: 'Pagos en proceso',
    history: 'Tus pagos',
    paymentStatus: {
      pending: 'En proceso',
      completed: 'Confirmado',
      failed: 'Rechazado',
      reversed: 'Revertido',
    },
    paymentType: { card: 'Tarjeta', clabe: 'SPEI', cash: 'Efectivo', manual: 'Depósito' },
    paymentKind: { repayment: 'Pago', rollover: 'Prórroga' },
    /** A SPEI amount above the per-transfer cap banks apply from 2026 (1,500 UDIS). */
    speiCap: {
      title: 'Tu banco puede limitar cada transferencia',
      explain:
        'Desde 2026 los bancos limitan cada transferencia SPEI a 1,500 UDIS: hoy son {{cap, money}} (la UDI vale {{udi}} pesos el {{date, date}}). Este pago es de {{amount, money}}: tu banco puede rechazar una sola transferencia por ese monto, salvo que subas tu límite de transferencias (MTU) en la app o la sucursal de tu banco.',
      split:
        'Puedes pagarlo en {{count}} transferencias, cada una menor al límite, todas a la misma CLABE y con la misma referencia en el concepto:',
      part: 'Transferencia {{n}} de {{count}}',
      total:
        'Suman {{amount, money}}, exacto lo que debes pagar. Cada una se aplica a tu préstamo cuando la recibimos.',
      received: 'Ya recibimos {{received, money}} con esta referencia; faltan {{pending, money}}.',
      raised: 'Si ya subiste tu límite, puedes hacer una sola transferencia por el total.',
    },
    /** What the borrower was shown to pay with is a reference, never a payment. */
    referenceNotPayment:
      'Esto todavía no es un pago. Cuando recibamos tu dinero lo verás en «Tus pagos», con su comprobante.',
    references: 'Referencias vigentes',
    referencesExplain:
      'Son los datos que pediste para pagar por SPEI o en efectivo. No son pagos: si ya pagaste, tu pago aparecerá en «Tus pagos» cuando lo recibamos.',
    referenceItem: '{{channel}} · {{amount, money}}',
    referenceValidUntil: 'Válida hasta el {{date, datetime}}',
    cardCharges: 'Cargos a tu tarjeta en proceso',
    cardChargesExplain:
      'Le pedimos el cargo a tu banco y aún no lo confirma. Cuando lo confirme, lo verás en «Tus pagos».',
    cardChargeItem: '{{amount, money}} · pedido el {{date, datetime}}',
    reversedPayments: 'Pagos revertidos',
    reversedPaymentsExplain:
      'Revertimos estos pagos: no cuentan para tu préstamo y no tienen comprobante. Te avisamos por mensaje cuánto debes ahora; si crees que es un error, contáctanos.',
    reversedPaymentItem: '{{amount, money}} · {{kind}} · {{channel}} · recibido el {{date, datetime}}',
    historyExplain: 'El dinero que ya recibimos, con el comprobante de cada pago.',
    historyEmpty: 'Aún no recibimos pagos de este préstamo.',
    receivedAt: 'Recibido el {{date, datetime}}',
    /** Money paid on an earlier day than we recorded it (a bank deposit, a transfer). */
    paidOnRecorded: 'Pagado el {{paidOn, date}}; lo registramos el {{date, datetime}}',
    receipt: 'Comprobante (PDF)',
    receiptLabel: 'Comprobante (PDF) del pago de {{amount, money}} del {{date, datetime}}',
    /** A SPEI payment a claim verified with Banxico's CEP: the CEP as Banxico issued it. */
    cep: {
      xml: 'CEP de Banxico (XML)',
      pdf: 'CEP de Banxico (PDF)',
      xmlLabel: 'CEP de Banxico (XML) del pago de {{amount, money}} del {{date, datetime}}',
      pdfLabel: 'CEP de Banxico (PDF) del pago de {{amount, money}} del {{date, datetime}}',
    },
  },
  extension: {
    title: 'Más días para pagar (prórroga)',
    text: 'Paga {{price, money}} y tu nueva fecha límite es el {{date, date}}.',
    option_one: '{{count}} día más por {{price, money}}',
    option_many: '{{count}} de días más por {{price, money}}',
    option_other: '{{count}} días más por {{price, money}}',
    none: 'Por ahora no hay prórrogas para tu préstamo.',
    explain:
      'Una prórroga te da más días para pagar. Pagas solo su precio y tu fecha límite se mueve; lo que debes no cambia.',
    cheap: 'Prórroga corta',
    expensive: 'Prórroga larga',
    price: 'Precio',
    priceNoVat: 'Precio sin IVA',
    priceWithVat: '{{price, money}} con IVA',
    priceWithoutVat: '{{price, money}} sin IVA',
    newDueDate: 'Nueva fecha límite: {{date, date}}',
    choose: 'Elegir esta prórroga',
    payThis: 'Pagar esta prórroga',
    chosen: 'Elegiste la prórroga. Paga {{price, money}} para activarla.',
    payToActivate: 'Paga para activarla',
    active: 'Tu prórroga está pagada. Tu nueva fecha límite es el {{date, date}}.',
    agreement: 'Convenio de prórroga',
  },
  schedule: {
    title: 'Tabla de pagos',
    date: 'Fecha',
    principal: 'Capital',
    interest: 'Intereses',
    fees: 'Comisiones',
    vat: 'IVA',
    total: 'Total',
    lateFees: 'Moratorios',
    paid: 'Pagado',
    outstanding: 'Pendiente',
    status: 'Estado',
    invoiceStatus: { unpaid: 'Por pagar', paid: 'Pagado', draft: 'Programado' },
    caption: 'Tus pagos, con capital, intereses, comisiones e IVA de cada uno.',
  },
  documents: {
    title: 'Tus documentos',
    empty: 'Aún no hay documentos de tu préstamo.',
    download: 'Descargar {{name}} (PDF)',
    signedOn: 'Del {{date, date}}',
  },
  /** Once the last loan is paid off: the confirmation on the no-loan page. */
  paidOff: {
    title: 'Liquidaste tu préstamo {{contractNumber}}',
    text: 'Recibimos todo lo que debías el {{date, date}}. ¡Gracias! Cuando lo necesites, pide otro aquí abajo; tus comprobantes siguen en tus préstamos anteriores.',
  },
  noLoan: {
    receipt: 'Comprobante de {{amount, money}} del {{date, date}}',
    title: 'No tienes un préstamo activo',
    text: 'Cuando lo necesites, pide uno nuevo en minutos.',
    history: 'Tus préstamos anteriores',
    historyEmpty: 'Aquí verás tus préstamos cuando los termines de pagar.',
    closedOn: 'Liquidado el {{date, date}}',
    paidTotal: 'Pagaste {{amount, money}}',
    loanStatus: { 5: 'Pagado', 8: 'Terminado', 9: 'Cedido', 10: 'Cancelado por incobrable' },
  },
  /** The disaster-relief deferral of a borrower whose home is in a declared disaster zone. */
  relief: {
    title: 'Apoyo por desastre: difiere tu pago',
    zone: '{{municipality}}, {{state}} está declarado zona de desastre del {{from, date}} al {{to, date}} ({{reference}}).',
    explain:
      'Puedes mover tu fecha de pago hasta tres meses. No pagas comisiones ni intereses moratorios por diferir y te seguimos reportando al corriente en el buró de crédito. Lo que debes no cambia.',
    terms:
      'Al tocar un botón aceptas diferir tu pago por los meses que elijas, con tu nueva fecha de pago. Guardamos la fecha, la hora y desde dónde lo aceptaste como constancia.',
    option_one: 'Diferir {{count}} mes: pagas el {{date, date}}',
    option_many: 'Diferir {{count}} de meses: pagas el {{date, date}}',
    option_other: 'Diferir {{count}} meses: pagas el {{date, date}}',
    taken_one:
      'Diferiste tu pago {{count}} mes por zona de desastre. Tu nueva fecha de pago es el {{date, date}}, sin comisiones ni moratorios.',
    taken_many:
      'Diferiste tu pago {{count}} de meses por zona de desastre. Tu nueva fecha de pago es el {{date, date}}, sin comisiones ni moratorios.',
    taken_other:
      'Diferiste tu pago {{count}} meses por zona de desastre. Tu nueva fecha de pago es el {{date, date}}, sin comisiones ni moratorios.',
    failed: 'No pudimos diferir tu pago. Recarga la página e inténtalo de nuevo.',
  },
  /** A payment plan: the balance in 2–4 instalments without new fees. */
  paymentPlan: {
    title: 'Plan de pagos',
    summary: '¿No puedes pagar como acordamos? Pide un plan de pagos',
    explain:
      'Divide lo que debes hoy, {{total, money}}, en 2 a 4 pagos cada {{days}} días, sin comisiones nuevas. Mientras pagues a tiempo no se suman intereses moratorios y, tras {{watch}} días al corriente con tu plan, tu préstamo vuelve a estar al corriente.',
    breakRule:
      'Si un pago del plan se atrasa más de {{grace}} días, el plan termina: lo que falte vence desde ese pago y vuelven los intereses moratorios.',
    instalments: 'Número de pagos',
    instalmentOption: '{{n}} pagos de unos {{amount, money}}',
    firstDate: 'Fecha del primer pago',
    firstDateHint: 'Entre el {{min, date}} y el {{max, date}}.',
    reason: '¿Qué pasó?',
    reasons: {
      job_loss: 'Perdí mi empleo',
      income_drop: 'Bajaron mis ingresos',
      illness: 'Enfermedad o accidente',
      family: 'Un problema familiar',
      other: 'Otro motivo',
    },
    submit: 'Pedir mi plan de pagos',
    requested: 'Recibimos tu solicitud de plan de pagos. Cobranza la revisa y te avisamos por SMS o correo.',
    status: {
      requested: 'Tu solicitud de plan de pagos está en revisión.',
      offered: 'Cobranza te ofrece este plan de pagos, sin comisiones nuevas.',
      active: 'Tu plan de pagos está activo.',
      completed: 'Terminaste tu plan de pagos.',
      broken: 'Tu plan de pagos terminó porque un pago se atrasó.',
      declined: 'Por ahora no pudimos aprobar tu plan de pagos. Llama a cobranza para buscar otra salida.',
    },
    instalment: 'Pago {{n}}: {{amount, money}} el {{date, date}}',
    next: 'Tu siguiente pago del plan: pago {{n}} de {{amount, money}} el {{date, date}}.',
    late_one: 'El pago {{n}} de tu plan ({{amount, money}}) está atrasado {{count}} día',
    late_many: 'El pago {{n}} de tu plan ({{amount, money}}) está atrasado {{count}} de días',
    late_other: 'El pago {{n}} de tu plan ({{amount, money}}) está atrasado {{count}} días',
    lateExplain:
      'Vencía el {{date, date}}. Págalo hoy para que tu plan siga activo: si se atrasa más, el plan termina y vuelves a deber todo de una vez.',
    paid: 'pagado',
    watchUntil: 'Periodo de observación hasta el {{date, date}}.',
    accept: 'Aceptar este plan',
    failed: 'No pudimos registrar tu plan de pagos. Recarga la página e inténtalo de nuevo.',
  },
  promise: {
    title: 'Prometo pagar',
    explain:
      'Tu pago está atrasado. Si hoy no puedes pagar, dinos cuándo y cuánto vas a pagar. Mientras tanto siguen corriendo los intereses moratorios.',
    extensionFirst:
      'Antes de prometer: una prórroga mueve tu fecha de pago y evita más intereses moratorios.',
    date: 'Prometo pagar el',
    dateHint: 'Entre el {{min, date}} y el {{max, date}}.',
    amount: 'Monto que voy a pagar',
    amountHint: 'Entre {{min, money}} y {{max, money}}.',
    submit: 'Enviar mi promesa',
    made: 'Recibimos tu promesa: pagarás {{amount, money}} a más tardar el {{date, date}}. Gracias por avisarnos.',
    current: 'Prometiste pagar {{amount, money}} a más tardar el {{date, date}}.',
  },
  /** The borrower's CFDIs (facturas) of the interest and fees they paid. */
  invoices: {
    title: 'Tus facturas',
    explain:
      'Por los intereses y comisiones de cada pago te damos una factura electrónica (CFDI) con su IVA. Descárgala en XML o en PDF.',
    /** What each CFDI is, as its row names it: a factura of income, or a credit note (CFDI de egreso). */
    kinds: { income: 'Factura', global: 'Factura global', credit_note: 'Nota de crédito' },
    /** The same, after "de" in the download links' labels. */
    kindsOf: { income: 'la factura', global: 'la factura global', credit_note: 'la nota de crédito' },
    item: '{{kind}} {{name}} · {{total, money}} · {{date, date}}',
    creditNote:
      'Resta de tus facturas anteriores los intereses que te bonificamos por liquidar antes de tiempo.',
    xml: 'XML',
    pdf: 'PDF',
    xmlLabel: 'Descargar el XML de {{of}} {{name}}',
    pdfLabel: 'Descargar el PDF de {{of}} {{name}}',
    cancelled: 'Cancelada',
    cancelling: 'En cancelación',
    sandbox: 'De prueba, sin validez fiscal',
    none: 'Todavía no tienes facturas.',
    inGlobal:
      'Tu pago {{folio}} del {{date, date}} ({{total, money}}) está en la factura global de {{month}} al público en general, porque no tenías RFC en tu perfil.',
    pending: 'Tu pago {{folio}} del {{date, date}} ({{total, money}}) se está facturando.',
    addRfc: 'Agrega tu RFC en tu perfil para recibir tus próximas facturas a tu nombre.',
    addRfcLink: 'Agregar mi RFC',
  },
  /** "Ya pagué por SPEI": a transfer checked against Banxico's CEP. */
  speiClaim: {
    summary: 'Ya pagué por SPEI',
    title: 'Ya pagué por SPEI y no veo mi pago',
    explain:
      'Escribe los datos de tu comprobante de transferencia. Los revisamos con el Comprobante Electrónico de Pago (CEP) de Banxico y, si coinciden, abonamos tu pago al momento.',
    date: 'Fecha de la transferencia',
    amount: 'Monto que transferiste',
    trackingKey: 'Clave de rastreo',
    trackingKeyHint: 'Viene en tu comprobante o en el detalle del movimiento en tu app del banco.',
    senderBank: 'Banco desde el que transferiste',
    chooseBank: 'Elige tu banco',
    submit: 'Revisar mi pago',
    applied:
      'Banxico confirmó tu transferencia y ya abonamos {{amount, money}} a tu préstamo. Tu comprobante de pago es el folio {{folio}}.',
    already_applied:
      'Esta transferencia ya está abonada a tu préstamo (comprobante {{folio}}). No tienes que hacer nada más.',
    unverified:
      'Todavía no pudimos confirmar tu transferencia con Banxico. Abrimos la aclaración {{folio}} y nuestro equipo de atención a clientes la revisará; te responderemos por correo y SMS.',
    failed: 'No pudimos revisar tu pago. Inténtalo de nuevo en unos minutos.',
  },
} as const;
