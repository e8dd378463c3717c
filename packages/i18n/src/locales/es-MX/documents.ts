/**
 * Documents: the list of public pages, the loan agreement with its cover sheet (carátula) and
 * payment schedule, the extension agreement (convenio de prórroga), the public documents (terms,
 * privacy notice, credit-bureau authorization) and the demo company's texts. Legal wording is kept
 * as the law expects it (third person, "el Acreditado"); what speaks to the borrower says `tú`.
 * Money in documents always shows centavos (`{{amount, money}}`).
 */
export const documents = {
  list: {
    title: 'Documentos',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    contract: 'Contrato de crédito',
    caratula: 'Carátula',
    schedule: 'Tabla de pagos',
    extension: 'Convenio de prórroga',
    buro: 'Autorización para consultar tu historial crediticio',
  },
  /** The names a downloaded PDF is saved under (without `.pdf`): Spanish, no accents or spaces. */
  files: {
    loan_agreement: 'contrato-firmado',
    cover_sheet: 'caratula',
    payment_schedule: 'tabla-de-pagos',
    terms_and_conditions: 'terminos-y-condiciones',
    privacy_notice: 'aviso-de-privacidad',
    credit_bureau_consent: 'autorizacion-buro-de-credito',
    rollover_agreement: 'convenio-de-prorroga',
    paid_off_letter: 'carta-de-no-adeudo',
    /** Before signing: the agreement documents are drafts. */
    draft: {
      loan_agreement: 'contrato-borrador',
      cover_sheet: 'caratula-borrador',
      payment_schedule: 'tabla-de-pagos-borrador',
    },
    /** A download link that has no document for this borrower (someone else's, or none yet). */
    notFound: 'No encontramos este documento. Ábrelo desde la página donde lo viste.',
    unavailable: 'No pudimos preparar tu documento. Inténtalo de nuevo en unos minutos.',
  },
  pdf: {
    page: 'Página {{page}} de {{pages}}',
    demoWatermark: 'DATOS DE DEMOSTRACIÓN',
  },
  agreement: {
    title: {
      loan_agreement: 'Contrato de crédito simple y carátula',
      cover_sheet: 'Carátula de crédito',
      payment_schedule: 'Tabla de pagos',
    },
    demoWatermark: 'DATOS DE DEMOSTRACIÓN: no es un contrato real',
    /** What the borrower reads before signing: every page says it is not signed. */
    draft: {
      title: '{{title}} (borrador)',
      /** The red line under the title (beside the demo's, when there is one). */
      mark: 'BORRADOR SIN FIRMA',
      notice:
        'Borrador para leer antes de firmar. Aún no tiene tu firma y no te obliga a nada: el crédito existe solo cuando lo firmas con el código que te enviamos por SMS.',
      footer: 'Borrador sin firma',
    },
    fee: {
      service_fee: 'Comisión por servicio',
      processing_fee: 'Comisión por apertura',
      withdrawal_fee: 'Comisión por disposición',
      invoicing_fee: 'Comisión por facturación',
      atMaturity: 'al vencimiento',
      value: '{{amount, money}} + IVA, {{when}}',
      notApplicable: 'No aplica',
    },
    warning: {
      penalties: 'Incumplir tus obligaciones te puede generar penalizaciones e intereses moratorios.',
      capacity: 'Contratar créditos que exceden tu capacidad de pago afecta tu historial crediticio.',
    },
    catLegend: 'Sin IVA. Para fines informativos y de comparación.',
    cover: {
      heading: 'Carátula de crédito',
      productName: 'Nombre comercial del producto',
      productNameValue: 'Préstamo personal a corto plazo (crédito simple)',
      creditType: 'Tipo de crédito',
      creditTypeValue: 'Crédito simple, un solo pago, tasa fija',
      contractNumber: 'Número de contrato',
      borrower: 'Acreditado',
      curp: 'CURP',
      date: 'Fecha',
      cat: 'CAT (Costo Anual Total)',
      catValue: '{{cat, percent}} {{legend}} Fecha de cálculo: {{date, date}}.',
      ordinaryRate: 'Tasa de interés ordinaria anual',
      ordinaryRateValue: '{{rate, percent(decimals: 2)}} fija, más IVA',
      lateRate: 'Tasa de interés moratoria anual',
      lateRateValue: '{{rate, percent(decimals: 2)}} sobre el capital vencido, más IVA',
      principal: 'Monto del crédito',
      total: 'Monto total a pagar',
      totalValue: '{{amount, money}} (IVA incluido)',
      term: 'Plazo del crédito',
      termValue_one: '{{count}} día',
      termValue_many: '{{count}} de días',
      termValue_other: '{{count}} días',
      dueDate: 'Fecha límite de pago',
      interest: 'Intereses ordinarios del plazo',
      interestValue: '{{amount, money}} + IVA',
      vatTotal: 'IVA total ({{percent}}%)',
      schedule: 'Tabla de pagos',
      claims: 'Aclaraciones y reclamaciones',
      une: 'Unidad Especializada de Atención a Usuarios (UNE)',
      uneValue: 'Teléfono {{phone}}; correo {{email}}; domicilio {{address}}; horario {{hours}}.',
      condusef:
        'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
      condusefValue: 'Teléfono {{phone}}; página {{website}}.',
      reca: 'Registro de Contratos de Adhesión (RECA)',
    },
    schedule: {
      number: 'No.',
      dueDate: 'Fecha de pago',
      principal: 'Capital',
      interest: 'Intereses',
      fees: 'Comisiones',
      vat: 'IVA',
      total: 'Total a pagar',
    },
    extensions: {
      option_one: '{{count}} día por {{amount, money}} (IVA incluido)',
      option_many: '{{count}} de días por {{amount, money}} (IVA incluido)',
      option_other: '{{count}} días por {{amount, money}} (IVA incluido)',
      none: 'no se ofrecen prórrogas',
    },
    contract: {
      heading: 'Contrato de crédito simple',
      intro:
        'Contrato de crédito simple que celebran {{legalName}}, con RFC {{rfc}} y domicilio en {{address}}, y {{borrower}}, al tenor de las siguientes cláusulas.',
      object: {
        title: 'Primera. Objeto',
        text: '{{legalName}} ("el Acreditante") otorga a {{borrower}} ("el Acreditado") un crédito simple por {{principal, money}} en moneda nacional, que el Acreditado se obliga a pagar en los términos de este contrato y de su carátula, la cual forma parte integrante del mismo.',
      },
      disbursement: {
        title: 'Segunda. Disposición',
        text: 'El monto del crédito se deposita mediante transferencia electrónica (SPEI) a la cuenta CLABE de la que el Acreditado es titular, una vez firmado electrónicamente este contrato.',
      },
      payment: {
        title: 'Tercera. Plazo y pago',
        text: 'El plazo es de {{termDays}} días. El Acreditado pagará {{total, money}} a más tardar el {{dueDate, date}}, conforme a la tabla de pagos. Si la fecha límite es inhábil, el pago puede hacerse el siguiente día hábil bancario sin cargo adicional.',
      },
      ordinaryInterest: {
        title: 'Cuarta. Intereses ordinarios',
        text: 'El crédito causa intereses ordinarios a una tasa fija anual de {{rate, percent(decimals: 2)}}, calculados sobre el capital por los días efectivamente transcurridos con base en años de 365 días, más el IVA correspondiente ({{vatPercent}}%).',
      },
      lateInterest: {
        title: 'Quinta. Intereses moratorios',
        text: 'Si el Acreditado no paga en la fecha límite, el capital vencido causa intereses moratorios a una tasa anual de {{rate, percent(decimals: 2)}} más IVA, por cada día de atraso, en sustitución de los ordinarios y sin capitalización.',
      },
      fees: {
        title: 'Sexta. Comisiones',
        text: 'Las comisiones son las que indica la carátula, más IVA; el Acreditante no cobra comisiones distintas de ellas ni por pago anticipado.',
      },
      prepayment: {
        title: 'Séptima. Pago anticipado',
        text: 'El Acreditado puede pagar antes de la fecha límite, total o parcialmente, sin penalización; los intereses se calculan solo por los días transcurridos.',
      },
      extensions: {
        title: 'Octava. Prórrogas',
        text: 'El Acreditado puede solicitar una prórroga antes del vencimiento: {{options}}.',
      },
      paymentMethods: {
        title: 'Novena. Medios de pago',
        text: 'Transferencia SPEI a la referencia indicada por el Acreditante, pago en efectivo en comercios afiliados con la referencia generada en su perfil, o cargo a la tarjeta que el Acreditado haya autorizado.',
      },
      creditBureau: {
        title: 'Décima. Autorización para consultar sociedades de información crediticia',
      },
      personalData: {
        title: 'Décima primera. Datos personales',
        text: 'Los datos personales del Acreditado se tratan conforme al Aviso de Privacidad de {{tradeName}}, disponible en {{website}}.',
      },
      cancellation: {
        title: 'Décima segunda. Cancelación',
        text: 'El Acreditado puede cancelar este contrato sin responsabilidad dentro de los 10 días hábiles siguientes a su firma, siempre que no haya dispuesto del crédito o que lo devuelva íntegro.',
      },
      claims: {
        title: 'Décima tercera. Aclaraciones y reclamaciones',
        text: 'Las consultas, aclaraciones y reclamaciones se presentan ante la UNE del Acreditante (teléfono {{unePhone}}, correo {{uneEmail}}) o ante la CONDUSEF (teléfono {{condusefPhone}}, {{condusefWebsite}}).',
      },
      signature: {
        title: 'Décima cuarta. Firma electrónica',
        text: 'Las partes aceptan que el Acreditado firme este contrato con el código de un solo uso enviado a su teléfono celular, con los mismos efectos que la firma autógrafa.',
      },
      jurisdiction: {
        title: 'Décima quinta. Jurisdicción',
        text: 'Para la interpretación y cumplimiento de este contrato las partes se someten a las leyes federales de México y a los tribunales competentes del domicilio del Acreditado.',
      },
    },
    signatures: {
      heading: 'Firmas',
      lender: 'El Acreditante',
      borrower: 'El Acreditado',
      borrowerValue: '{{name}} (firma electrónica con código SMS)',
      borrowerPending: '{{name}} (pendiente de firma electrónica con código SMS)',
    },
  },
  extension: {
    title: 'Convenio de prórroga',
    loan: 'Préstamo {{loanId}}, solicitud {{applicationId}}.',
    kind: { cheap: 'económica', expensive: 'amplia' },
    option_one: 'Prórroga {{kind}} de {{count}} día.',
    option_many: 'Prórroga {{kind}} de {{count}} de días.',
    option_other: 'Prórroga {{kind}} de {{count}} días.',
    fee: 'Comisión por prórroga: {{fee, money}} más IVA; total {{total, money}}.',
    dates: 'Fecha de pago actual: {{current, date}}. Nueva fecha de pago: {{next, date}}.',
    condition: 'La nueva fecha aplica una vez pagada la comisión.',
  },
  public: {
    title: {
      terms_and_conditions: 'Términos y condiciones',
      terms_and_conditions_anonymous: 'Términos y condiciones generales',
      privacy_notice: 'Aviso de privacidad integral',
      credit_bureau_consent: 'Autorización para consultar sociedades de información crediticia',
    },
    terms: {
      object: {
        title: '1. Objeto',
        text: 'Estos términos regulan el uso del sitio de {{tradeName}} y la solicitud de un préstamo personal a corto plazo en pesos mexicanos (MXN). La solicitud no obliga al solicitante ni a {{legalName}} hasta que ambas partes firmen el contrato de crédito.',
      },
      requirements: {
        title: '2. Requisitos',
        text: 'Ser mayor de edad, contar con CURP válida, un teléfono celular en México, una identificación oficial vigente y una cuenta bancaria propia con CLABE de 18 dígitos.',
      },
      cost: {
        title: '3. Costo del crédito',
        text: 'Antes de firmar se informan en la carátula el monto, el plazo en días, la fecha límite de pago, los intereses, las comisiones más IVA, el monto total a pagar y el Costo Anual Total (CAT), sin IVA, para fines informativos y de comparación.',
      },
      documents: {
        title: '4. Documentos',
        text: 'Las fotografías de la identificación y los comprobantes se aceptan en formato JPG, PNG o HEIC (y PDF para recibos de nómina y estados de cuenta). Se eliminan los metadatos de ubicación de las fotografías antes de guardarlas.',
      },
      verification: {
        title: '5. Verificación y decisión',
        text: 'El teléfono se confirma con un código enviado por SMS; nunca compartas ese código. La solicitud se evalúa con la información proporcionada y la de sociedades de información crediticia, con tu autorización.',
      },
      payments: {
        title: '6. Pagos y prórrogas',
        text: 'Las fechas de pago se eligen según la periodicidad del ingreso (semanal, catorcenal, quincenal o mensual). Puedes pagar antes sin penalización y, cuando esté disponible, solicitar una prórroga con el costo que se informa antes de aceptarla.',
      },
      claims: {
        title: '7. Aclaraciones',
        text: 'Atención a clientes: {{phone}}, {{email}}. Unidad Especializada de Atención a Usuarios (UNE): {{unePhone}}, {{uneEmail}}, {{uneHours}}. CONDUSEF: {{condusefPhone}}, {{condusefWebsite}}.',
      },
    },
    privacy: {
      controller: {
        title: 'Responsable',
        text: '{{legalName}} ("{{tradeName}}"), con domicilio en {{address}}, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
      },
      data: {
        title: 'Datos que tratamos',
        text: 'Identificación y contacto (nombre, CURP, fecha de nacimiento, domicilio, teléfono, correo electrónico, fotografías de tu identificación y tu rostro); laborales y de ingresos; patrimoniales y financieros (CLABE, estados de cuenta, historial crediticio); datos del dispositivo para prevenir fraudes.',
      },
      necessary: {
        title: 'Finalidades necesarias',
        text: 'Son necesarias para la relación jurídica y no puedes oponerte a ellas sin terminarla: (a) verificar tu identidad; (b) evaluar tu solicitud y tu capacidad de pago, incluida la consulta a sociedades de información crediticia con tu autorización; (c) otorgar, administrar, depositar y cobrar el crédito; (d) atender aclaraciones y reclamaciones; (e) prevenir fraudes y operaciones con recursos de procedencia ilícita; (f) cumplir obligaciones legales y requerimientos de autoridades.',
      },
      voluntary: {
        title: 'Finalidades voluntarias',
        text: 'No son necesarias para el crédito y puedes negarte a ellas en cualquier momento sin que afecte tu solicitud: (a) enviarte promociones y ofertas de productos; (b) invitarte a encuestas de calidad; (c) elaborar estadísticas de mercadotecnia. Para negarte escribe a la dirección de la UNE o desmarca la casilla de mercadotecnia en tu perfil.',
      },
      transfers: {
        title: 'Transferencias',
        text: 'Compartimos datos, sin requerir tu consentimiento cuando la ley lo permite, con sociedades de información crediticia, autoridades competentes, instituciones que procesan pagos y depósitos, y proveedores que nos prestan servicios bajo contrato y confidencialidad.',
      },
      arco: {
        title: 'Derechos ARCO y revocación',
        text: 'Puedes acceder, rectificar, cancelar u oponerte al tratamiento de tus datos, o revocar tu consentimiento, con una solicitud a {{uneEmail}} que indique tu nombre, el derecho que ejerces y una copia de tu identificación. Respondemos en un máximo de 20 días hábiles.',
      },
      changes: {
        title: 'Cambios al aviso',
        text: 'Publicamos cualquier cambio en {{website}}. Última actualización: {{updatedOn, date}}.',
      },
    },
    bureau: {
      authorization: { title: 'Autorización' },
      scope: {
        title: 'Alcance',
        text: 'La consulta sirve para evaluar tu solicitud y, mientras tengas un crédito con nosotros, para darle seguimiento. El resultado de tu pago, puntual o no, se reporta a las sociedades de información crediticia.',
      },
      signature: {
        title: 'Firma',
        text: 'Otorgas esta autorización al marcar la casilla correspondiente en tu registro, con tu código de verificación por SMS, lo que tiene los mismos efectos que tu firma autógrafa.',
      },
    },
  },
  /**
   * The receipt of a payment (comprobante de pago): money received, when (Mexico City), how,
   * and what it paid of the loan, from the ledger.
   */
  receipt: {
    title: 'Comprobante de pago',
    /** The name the PDF is saved under (without `.pdf`). */
    file: 'comprobante-de-pago-{{folio}}',
    folio: 'Folio',
    loan: 'Préstamo',
    loanValue: 'Número {{id}}',
    paidAt: 'Fecha y hora del pago',
    paidAtValue: '{{at, datetime}} (hora de la Ciudad de México)',
    amount: 'Monto recibido',
    channel: 'Forma de pago',
    channels: {
      card: 'Tarjeta de débito o crédito',
      clabe: 'Transferencia SPEI',
      cash: 'Efectivo en tienda',
      manual: 'Depósito registrado por nosotros',
    },
    concept: 'Concepto',
    concepts: { repayment: 'Pago de tu préstamo', rollover: 'Pago de tu prórroga' },
    reference: 'Referencia',
    trackingKey: 'Clave de rastreo',
    appliedTo: 'Cómo se aplicó tu pago',
    part: 'Concepto',
    sum: 'Importe',
    parts: {
      interest: 'Intereses',
      lateFees: 'Cargos por atraso',
      fees: 'Comisiones',
      vat: 'IVA',
      principal: 'Capital',
      overpayment: 'Saldo a favor (te lo devolvemos)',
    },
    total: 'Total',
    rebate: 'Intereses e IVA que ya no pagas por liquidar antes',
    balanceAfter: 'Saldo de tu préstamo después de este pago',
    note: 'Emitimos este comprobante con los registros de {{tradeName}}. Si algo no coincide, llámanos al {{phone}} o escríbenos a {{email}}.',
  },
  /** Texts of the built-in demo company (a deployment sets its own through `COMPANY_*`). */
  company: {
    uneHours: 'lunes a viernes de 9:00 a 18:00 horas',
    creditBureauClause:
      'Autorizo expresamente a {{tradeName}} para que lleve a cabo investigaciones sobre mi comportamiento crediticio en las sociedades de información crediticia que estime conveniente. Declaro que conozco la naturaleza y alcance de la información que se solicitará, del uso que se le dará y que se podrán realizar consultas periódicas de mi historial crediticio. Esta autorización tiene una vigencia de tres años contados a partir de hoy y, en su caso, durante el tiempo que mantenga una relación jurídica con {{tradeName}}.',
  },
} as const;
