/**
 * Labels of the product's catalogues, by stable API key ("key-to-label map",
 * classifications, employment statuses and positions). The keys are the API's; `@lender/core`
 * lists them and reads the labels from here.
 */
export const catalog = {
  /**
   * What weighed in a decision, in the borrower's words: by borrower reason of
   * `@lender/contracts`, what weighed and what they can do; `reapply` says when to apply again.
   * Never a score, a threshold, a rule's name or a figure of the evaluation.
   */
  decisionReasons: {
    heading: 'Lo que pesó en la decisión',
    whatYouCanDo: 'Qué puedes hacer',
    income_below_amount: {
      weighed: 'Tus ingresos de hoy no alcanzan para pagar un préstamo como este sin apretarte.',
      action:
        'Si tus ingresos suben o cambian, actualízalos en tu perfil y vuelve a solicitar con un monto menor.',
    },
    amount_above_income: {
      weighed: 'El monto que pediste es alto para tus ingresos de hoy; por eso te ofrecemos uno menor.',
      action: 'Puedes aceptar este monto o esperar a que tus ingresos sean mayores para pedir más.',
    },
    higher_amount_possible: {
      weighed: 'Tus ingresos y tus pagos puntuales te permiten un monto mayor al que pediste.',
      action: 'Acepta el monto mayor solo si lo necesitas; también puedes quedarte con el que pediste.',
    },
    within_means: {
      weighed: 'El monto que pediste va de acuerdo con tus ingresos.',
      action: 'Revisa el total y la fecha de pago antes de firmar.',
    },
    no_income_source: {
      weighed: 'Nos dijiste que hoy no tienes una fuente de ingresos para pagar el préstamo.',
      action:
        'Cuando tengas un empleo o un ingreso propio, actualiza tus datos de empleo y vuelve a solicitar.',
    },
    income_to_confirm: {
      weighed: 'Nos falta confirmar tus ingresos.',
      action: 'Completa tus datos de empleo o sube un comprobante de ingresos reciente.',
    },
    age_minimum: {
      weighed: 'Para pedir un préstamo necesitas ser mayor de edad.',
      action: 'Podrás solicitar a partir de tu cumpleaños de mayoría de edad.',
    },
    age_maximum: {
      weighed: 'Este préstamo no está disponible para tu edad.',
      action: 'Si tienes dudas, escríbenos o llámanos: te explicamos otras opciones.',
    },
    open_loans: {
      weighed: 'Ya tienes préstamos abiertos con nosotros.',
      action: 'Liquida uno de tus préstamos y podrás solicitar de nuevo.',
    },
    identity_not_verified: {
      weighed: 'No pudimos verificar tu identidad con la identificación y la foto que enviaste.',
      action:
        'Ten a la mano tu INE vigente y, cuando vuelvas a solicitar, tómale fotos claras, sin reflejos, y una selfie con buena luz.',
    },
    documents_needed: {
      weighed: 'Nos falta tu identificación oficial.',
      action: 'Sube una foto clara de tu INE por ambos lados desde tu perfil.',
    },
    account_restricted: {
      weighed: 'Por ahora no podemos ofrecerte préstamos con esta cuenta.',
      action: 'Si crees que es un error, escríbenos o llámanos y lo revisamos contigo.',
    },
    could_not_confirm: {
      weighed: 'No pudimos confirmar en automático parte de la información de tu solicitud.',
      action: 'Revisa que tus datos estén completos y al día; si algo cambió, actualízalo en tu perfil.',
    },
    without_optional_data: {
      weighed:
        'Evaluamos tu solicitud sin los datos opcionales que decidiste no compartir; no compartirlos no cuenta en tu contra.',
      action: 'No tienes que hacer nada por esto.',
    },
    person_reviewed: {
      weighed: 'Una persona de nuestro equipo revisó tu solicitud y tus documentos.',
      action: 'Si tienes dudas sobre la revisión, escríbenos o llámanos.',
    },
    person_review_requested: {
      weighed: 'Como lo pediste, una persona de nuestro equipo decide tu solicitud.',
      action: 'No tienes que hacer nada; te avisamos cuando termine la revisión.',
    },
    evaluation_unfinished: {
      weighed: 'No pudimos terminar de evaluar tu solicitud por un problema nuestro.',
      action: 'Puedes intentarlo de nuevo; si se repite, escríbenos o llámanos.',
    },
    test_decision: {
      weighed: 'Esta decisión se tomó en modo de pruebas.',
      action: 'No tienes que hacer nada.',
    },
    reapply: {
      from_date: 'Puedes volver a solicitar a partir del {{date, date}}.',
      now: 'Ya puedes volver a solicitar.',
      after_paying: 'Puedes volver a solicitar en cuanto liquides uno de tus préstamos.',
      not_offered: 'Por ahora no podemos decirte una fecha para volver a solicitar.',
    },
    /** The decision notice: the first reason, in one sentence after the decision's own. */
    notice: 'Lo que pesó: {{weighed}}',
  },
  employmentStatus: {
    employed: 'Empleado formal (con nómina)',
    informal_employed: 'Empleado sin nómina',
    self_employed: 'Trabajador independiente',
    business_owner: 'Dueño de negocio',
    retired: 'Pensionado o jubilado',
    student: 'Estudiante',
    homemaker: 'Dedicado al hogar',
    unemployed: 'Desempleado',
  },
  /** Positions per employment status (a key such as `other` means something else under each). */
  employmentPosition: {
    employed: {
      operator: 'Operario u obrero',
      administrative: 'Auxiliar administrativo',
      sales: 'Vendedor o ejecutivo de ventas',
      customer_service: 'Atención a clientes o cajero',
      technician: 'Técnico',
      driver: 'Chofer o repartidor',
      security: 'Seguridad o vigilancia',
      health: 'Personal de salud',
      teacher: 'Docente',
      public_servant: 'Servidor público',
      professional: 'Profesionista',
      supervisor: 'Supervisor o jefe de área',
      manager: 'Gerente',
      director: 'Director',
      other: 'Otro',
    },
    informal_employed: {
      domestic_worker: 'Trabajador del hogar',
      day_laborer: 'Jornalero',
      construction: 'Albañil o ayudante de obra',
      sales: 'Vendedor',
      other: 'Otro',
    },
    self_employed: {
      merchant: 'Comerciante',
      trade: 'Oficio (plomero, electricista, carpintero…)',
      app_driver: 'Conductor de plataforma o taxista',
      independent_professional: 'Profesionista independiente',
      freelancer: 'Trabajador por proyecto (freelance)',
      farmer: 'Agricultor o ganadero',
      other: 'Otro',
    },
    business_owner: {
      retail: 'Comercio',
      food: 'Alimentos y bebidas',
      services: 'Servicios',
      manufacturing: 'Manufactura',
      transport: 'Transporte',
      other: 'Otro',
    },
    retired: {
      imss: 'Pensionado IMSS',
      issste: 'Pensionado ISSSTE',
      private_pension: 'Pensión privada o de empresa',
      other: 'Otro',
    },
    student: {
      part_time: 'Trabaja medio tiempo',
      intern: 'Becario o prácticas profesionales',
      scholarship: 'Con beca',
    },
  },
  maritalStatus: {
    single: 'Soltero(a)',
    married: 'Casado(a)',
    common_law: 'Unión libre',
    divorced: 'Divorciado(a)',
    separated: 'Separado(a)',
    widowed: 'Viudo(a)',
  },
  educationLevel: {
    none: 'Sin estudios',
    primary: 'Primaria',
    secondary: 'Secundaria',
    high_school: 'Preparatoria o bachillerato',
    technical: 'Carrera técnica',
    bachelor: 'Licenciatura',
    postgraduate: 'Posgrado',
  },
  housingType: {
    owned: 'Propia',
    mortgaged: 'Propia, pagándose (hipoteca o Infonavit)',
    rented: 'Rentada',
    family: 'De familiares',
    other: 'Otra',
  },
  relationship: {
    father: 'Padre',
    mother: 'Madre',
    sibling: 'Hermano(a)',
    spouse: 'Esposo(a) o pareja',
    child: 'Hijo(a)',
    grandparent: 'Abuelo(a)',
    uncle_aunt: 'Tío(a)',
    cousin: 'Primo(a)',
    other_relative: 'Otro familiar',
    friend: 'Amigo(a)',
    colleague: 'Compañero(a) de trabajo',
  },
  payCycle: {
    weekly: 'Semanal',
    biweekly: 'Catorcenal',
    semi_monthly: 'Quincenal',
    monthly: 'Mensual',
  },
  gender: { female: 'Mujer', male: 'Hombre' },
  loanPurpose: {
    household: 'Gastos del hogar',
    medical: 'Gastos médicos',
    debt: 'Pagar otra deuda',
    education: 'Escuela o colegiaturas',
    vehicle: 'Reparación de vehículo',
    business: 'Negocio',
    emergency: 'Imprevisto',
    other: 'Otro',
  },
  /** Kinds of bank account a bank link reports (sandbox and real Belvo accounts). */
  bankAccountKind: {
    payroll: 'Cuenta de nómina',
    savings: 'Ahorro',
    credit_card: 'Tarjeta de crédito',
  },
  /**
   * A cancellation of personal data (ARCO): the kinds of data held, and why some are kept (blocked)
   * after the borrower asks to delete them, by the codes of `deletionAssessment` in `@lender/core`.
   */
  personalData: {
    category: {
      profile: 'Tu perfil: nombre, fecha de nacimiento, contacto, CURP, cuenta bancaria, domicilio y empleo',
      identity_documents: 'Tu identificación: fotos de tu INE, selfie y verificación de identidad',
      reference_contacts: 'Tus referencias personales',
      applications: 'Tus solicitudes y sus decisiones',
      loans: 'Tus préstamos y sus movimientos',
      payments: 'Tus pagos y devoluciones',
      tax_documents: 'Tus facturas electrónicas (CFDI)',
      contracts: 'Tus contratos firmados y su evidencia',
      consents: 'Tus consentimientos y autorizaciones',
      notices: 'Los avisos y mensajes que te enviamos',
      collections: 'Los contactos y promesas de cobranza',
      complaints: 'Tus quejas y aclaraciones',
      privacy_requests: 'Tus solicitudes sobre tus datos personales (derechos ARCO)',
      aml: 'Los registros de prevención de lavado de dinero',
      audit: 'La bitácora de cambios de tus datos',
      cards: 'Tus tarjetas guardadas',
      bank_link: 'La conexión con tu banco',
      device_signals: 'Tu ubicación y los datos de tu dispositivo',
      behaviour: 'Los datos de navegación para evaluar tu solicitud',
      referrals: 'Tus invitaciones a amigos',
      marketing: 'Tus preferencias de publicidad',
      account_activity: 'Tus sesiones y códigos de verificación',
    },
    reason: {
      open_loan: 'Tienes un préstamo en curso: tu contrato necesita estos datos hasta que lo liquides.',
      open_application: 'Tienes una solicitud en curso.',
      refund_pending:
        'Tenemos dinero que te debemos devolver: necesitamos tus datos y tu CLABE hasta que te lo depositemos.',
      contract_retention: 'La ley nos pide conservar tus contratos 10 años después de terminar tu préstamo.',
      aml_retention:
        'La ley contra el lavado de dinero nos pide conservar estos registros 10 años después de tu última operación.',
      tax_retention:
        'Las leyes fiscales nos piden conservar tus facturas (CFDI) y los registros de tus pagos 5 años después de la declaración anual del año en que se hicieron.',
      kept_with_the_rest: 'Se anonimizan junto con el resto de tus datos.',
    },
    /** Each duty's period over a kind of data: its last day and the day it counts from (`dd.mm.yyyy`). */
    period: {
      contract:
        'Plazo del contrato: hasta el {{until}}, 10 años después del cierre de tu último préstamo ({{since}}).',
      aml: 'Plazo contra el lavado de dinero: hasta el {{until}}, 10 años después de tu última operación con nosotros ({{since}}).',
      tax: 'Plazo fiscal: hasta el {{until}}, 5 años después de la declaración anual del año de tu último pago o factura ({{since}}).',
    },
    /** The law each duty rests on. */
    source: {
      contract: 'Código de Comercio, artículo 38, y NOM-151-SCFI-2016 (conservación de mensajes de datos)',
      aml: 'Ley General de Organizaciones y Actividades Auxiliares del Crédito, artículo 95 Bis, y sus disposiciones para las SOFOM E.N.R.',
      tax: 'Código Fiscal de la Federación, artículo 30',
    },
    basedOn: 'Fundamento: {{source}}.',
    deletedNow: 'Se eliminan en cuanto bloqueamos tus datos',
    keptBlocked: 'Se conservan bloqueados, solo para cumplir la ley',
    keptUntil: 'Se conservan bloqueados hasta el {{date}}.',
    anonymisedAfter:
      'Cuando termina el último de estos plazos, el {{date}}, anonimizamos juntos todos los datos que conservamos.',
  },
} as const;
