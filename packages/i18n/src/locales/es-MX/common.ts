import { contactCheck } from './contact-log';
/** Words every borrower page shares: layout, navigation, actions, generic states. */
export const common = {
  contactCheck,
  brand: { name: 'Lender' },
  /** A page's `<title>`: its own words (mostly its heading's), then the company's name. */
  titles: {
    page: '{{page}} · {{brand}}',
    notFound: 'Página no encontrada',
    error: 'Estamos dando mantenimiento',
  },
  nav: {
    howToPay: 'Cómo pagar',
    faq: 'Preguntas frecuentes',
    about: 'Sobre nosotros',
    contact: 'Contacto',
    documents: 'Documentos',
    login: 'Ingresar',
    logout: 'Cerrar sesión',
    profile: 'Mi perfil',
    myLoan: 'Mi préstamo',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    skipToContent: 'Ir al contenido',
  },
  header: {
    progress: 'Tu avance: {{percent}}%',
    step: 'Paso {{current}} de {{total}}',
  },
  footer: {
    customerCare: 'Atención a clientes',
    collections: 'Cobranza',
    hours: 'Horario: {{hours}}',
    phone: 'Teléfono',
    email: 'Correo',
    about: 'Te prestamos dinero en línea, rápido y sin letras chiquitas. Pagas en la fecha que elegiste.',
    copyright: '© {{year}} {{company}}',
    documents: 'Documentos legales',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    une: 'Unidad Especializada de Atención a Usuarios (UNE)',
    condusef: 'CONDUSEF',
    buro: 'Buró de Entidades Financieras',
    social: 'Síguenos',
    reca: 'Registro de Contratos de Adhesión (RECA): {{reca}}',
    legalName: '{{name}}',
  },
  actions: {
    continue: 'Continuar',
    back: 'Regresar',
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    edit: 'Cambiar',
    retry: 'Intentar de nuevo',
    send: 'Enviar',
    resend: 'Reenviar código',
    accept: 'Aceptar',
    confirm: 'Confirmar',
    copy: 'Copiar',
    copied: 'Copiado',
    download: 'Descargar',
    print: 'Imprimir',
    upload: 'Subir archivo',
    apply: 'Solicitar ahora',
    pay: 'Pagar',
  },
  states: {
    loading: 'Cargando…',
    saving: 'Guardando…',
    sending: 'Enviando…',
    empty: 'Aún no hay nada aquí.',
    optional: '(opcional)',
    required: 'Obligatorio',
  },
  units: {
    days_one: '{{count}} día',
    days_many: '{{count}} de días',
    days_other: '{{count}} días',
    payments_one: '{{count}} pago',
    payments_many: '{{count}} de pagos',
    payments_other: '{{count}} pagos',
  },
  errorPage: {
    notFoundTitle: 'No encontramos esta página',
    notFoundText: 'Puede que el enlace esté mal escrito o que la página ya no exista.',
    goHome: 'Ir al inicio',
    maintenanceTitle: 'Estamos haciendo mejoras',
    maintenanceText: 'Vuelve a intentarlo en unos minutos. Si necesitas ayuda, escríbenos a {{email}}.',
    adminDetails: 'Estado {{status}}: {{message}}',
    forbiddenTitle: 'No pudimos recibir este formulario',
    forbiddenText:
      'Por tu seguridad solo aceptamos formularios enviados desde nuestro sitio. Vuelve a la página e inténtalo de nuevo.',
  },
  sandbox: {
    banner: 'Estás en modo sandbox: no te fíes de lo que ves.',
    hide: 'Ocultar',
    disable: 'Desactivar',
  },
  toast: {
    saved: 'Listo, guardamos tus cambios.',
    genericError: 'Algo salió mal. Inténtalo de nuevo.',
    network: 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
  },
  glossary: {
    cat: 'CAT: Costo Anual Total',
    catExplained: 'El CAT suma intereses y comisiones en un año para que compares créditos.',
    caratula: 'Carátula: la hoja con los datos principales de tu crédito',
    prorroga: 'Prórroga: más días para pagar a cambio de un cargo',
    clabe: 'CLABE: los 18 dígitos de tu cuenta bancaria',
    curp: 'CURP: tu Clave Única de Registro de Población',
    iva: 'IVA: impuesto al valor agregado',
  },
  flow: {
    title: 'Un momento',
    text: 'Estamos buscando el siguiente paso de tu solicitud.',
    where: 'Ir a mi siguiente paso',
  },
  /** A link with `?token=` opened by a signed-out visitor: nobody is signed in until they say it is theirs. */
  linkSignIn: {
    /** The page's title (the browser tab). */
    pageTitle: 'Entrar con un enlace',
    title: '¿Continuar como {{name}}?',
    titleNoName: '¿Continuar con la cuenta de este enlace?',
    text: 'Este enlace abre la cuenta de {{name}}. Continúa solo si es tu cuenta; si no, elige «No soy yo» y no entramos a ninguna cuenta.',
    textNoName:
      'Este enlace abre una cuenta. Continúa solo si es tu cuenta; si no, elige «No soy yo» y no entramos a ninguna cuenta.',
    continue: 'Continuar',
    notMe: 'No soy yo',
  },
  accountSwitch: {
    title: 'Este enlace es de otra cuenta',
    text: 'Ya tienes una sesión abierta en este navegador. Si entras con el enlace, cerramos tu sesión y abrimos la cuenta del enlace. Hazlo solo si el enlace es tuyo.',
    keep: 'Seguir en mi cuenta',
    switch: 'Entrar con el enlace',
  },
  login: {
    sessionEnded: 'Tu sesión terminó. Ingresa de nuevo para continuar.',
    usernameHint: 'Tu celular de 10 dígitos o tu correo.',
  },
  recover: {
    submit: 'Guardar contraseña nueva',
    newPassword: 'Contraseña nueva',
    done: 'Listo, cambiamos tu contraseña. Ingresa con la nueva.',
  },
  home: {
    metaTitle: 'Préstamos en línea en minutos',
    metaDescription:
      'Pide de {{min, money}} a {{max, money}} en línea. Ves el total a pagar y el CAT antes de aceptar. Sin cargos ocultos.',
    title: 'Te prestamos hoy, pagas en tu quincena',
    lead: 'Elige cuánto necesitas y cuándo pagas. Ves el total y el CAT antes de aceptar.',
    how: {
      title: 'Así de fácil',
      one: {
        title: 'Elige tu monto',
        text: 'Mueve el monto y elige tu fecha de pago. Ves al momento cuánto pagas en total.',
      },
      two: {
        title: 'Regístrate en minutos',
        text: 'Tu celular, tu CURP, tu domicilio y tu cuenta bancaria. Todo desde tu teléfono.',
      },
      three: {
        title: 'Recibe tu dinero',
        text: 'Si te aprobamos, firmas con un código SMS y te depositamos por SPEI a tu cuenta.',
      },
    },
    requirements: {
      title: 'Qué necesitas',
      age: 'Tener entre 18 y 70 años y vivir en México.',
      curp: 'Tu CURP y tu INE vigente.',
      bank: 'Una cuenta bancaria a tu nombre con CLABE de 18 dígitos.',
      phone: 'Un celular con número de México para recibir tus códigos.',
    },
    trust: {
      title: 'Por qué confiar en nosotros',
      regulated: {
        title: 'Entidad regulada',
        text: 'Somos una SOFOM inscrita ante la CONDUSEF. Nuestros contratos están en el RECA.',
      },
      data: {
        title: 'Tus datos, protegidos',
        text: 'Cuidamos tu información como pide la ley de protección de datos personales.',
      },
      fees: {
        title: 'Sin cargos ocultos',
        text: 'Antes de firmar ves el monto, los intereses, las comisiones con IVA, la fecha y el CAT.',
      },
    },
    faq: { title: 'Preguntas rápidas', more: 'Ver todas las preguntas' },
  },
  faq: {
    lead: 'Respuestas claras sobre costos, requisitos y pagos.',
    cost: {
      q: '¿Cuánto cuesta mi préstamo?',
      a: 'Pagas el monto que te prestamos más intereses por los días que lo usas y una comisión por apertura, con IVA. La calculadora te muestra el total exacto y la fecha de pago antes de que lo pidas.',
    },
    cat: {
      q: '¿Qué es el CAT?',
      a: 'El CAT (Costo Anual Total) suma intereses y comisiones como si el crédito durara un año. Sirve para comparar créditos entre sí; lo mostramos sin IVA, para fines informativos y de comparación.',
    },
    requirements: {
      q: '¿Qué necesito para pedir un préstamo?',
      a: 'Ser mayor de edad, tu CURP, tu INE, un celular de México y una cuenta bancaria a tu nombre con CLABE. Te pedimos también tu domicilio, tu trabajo y una persona de referencia.',
    },
    time: {
      q: '¿En cuánto tiempo recibo el dinero?',
      a: 'Revisamos tu solicitud en minutos. Si te aprobamos y firmas con tu código SMS, te depositamos por SPEI; suele llegar en menos de una hora en horario bancario.',
    },
    extension: {
      q: '¿Puedo pedir más días para pagar?',
      a: 'Sí. Antes de tu fecha de pago puedes pedir una prórroga: pagas un cargo y tu fecha se mueve. En Mi préstamo ves cada opción con su precio y su nueva fecha antes de elegir.',
    },
    late: {
      q: '¿Qué pasa si pago tarde?',
      a: 'Se cobran intereses moratorios por cada día de atraso y el atraso se reporta al Buró de Crédito. Si ves que no llegas, escríbenos antes de tu fecha: te ayudamos a encontrar una salida.',
    },
    data: {
      q: '¿Qué hacen con mis datos?',
      a: 'Los usamos para evaluar y administrar tu crédito, como dice nuestro Aviso de privacidad. No los vendemos. Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición en cualquier momento.',
    },
    buro: {
      q: '¿Consultan el Buró de Crédito?',
      a: 'Sí, con tu autorización consultamos tu historial en las Sociedades de Información Crediticia. También reportamos cómo pagas: pagar a tiempo te ayuda a mejorar tu historial.',
    },
  },
  howToPay: {
    title: 'Cómo pagar tu préstamo',
    lead: 'Tienes tres formas de pagar. En Mi préstamo encuentras tus datos de pago y el monto exacto.',
    card: {
      title: 'Con tarjeta de débito',
      text: 'Paga con la tarjeta que registraste o con otra tarjeta de débito, desde Mi préstamo.',
      posting: 'Se refleja al momento.',
    },
    spei: {
      title: 'Por transferencia (SPEI)',
      text: 'Desde la app de tu banco, transfiere a la CLABE que ves en Mi préstamo y escribe tu referencia en el concepto.',
      posting: 'Se refleja en minutos; si pagas fuera del horario bancario, el siguiente día hábil.',
    },
    cash: {
      title: 'En efectivo',
      text: 'Genera tu referencia con código de barras en Mi préstamo y paga en una tienda participante.',
      posting: 'Se refleja en hasta 24 horas.',
    },
    missing: {
      title: '¿Tu pago no aparece?',
      text: 'Espera el tiempo de cada forma de pago. Si después de ese tiempo no aparece, escríbenos a atención a clientes con tu comprobante: lo revisamos y lo aplicamos con la fecha en que pagaste.',
    },
  },
  about: {
    title: 'Sobre nosotros',
    lead: '{{company}} presta dinero en línea a personas en México, de forma rápida y clara.',
    whoTitle: 'Quiénes somos',
    who: '{{legalName}} es una Sociedad Financiera de Objeto Múltiple, Entidad No Regulada. Nuestros contratos están inscritos en el RECA de la CONDUSEF.',
    howTitle: 'Cómo trabajamos',
    how: 'Todo es en línea: te registras desde tu celular, revisamos tu solicitud en minutos y te depositamos por SPEI.',
    promiseTitle: 'Nuestro compromiso',
    promise: 'Antes de aceptar ves cuánto recibes, cuánto pagas, cuándo y el CAT. Sin letras chiquitas.',
  },
  contact: {
    title: 'Contacto',
    lead: 'Estamos para ayudarte. Elige el equipo que necesitas.',
    cc: 'Dudas sobre tu solicitud, tu cuenta o tus pagos.',
    dc: 'Si tienes un pago vencido o quieres acordar cómo pagar.',
    une: 'Para presentar una queja o reclamación.',
  },
  documentsPage: {
    lead: 'Nuestros documentos legales. Puedes leerlos aquí o descargarlos en PDF.',
    read: 'Leer',
    pdf: 'Descargar PDF',
  },
  legal: {
    updatedOn: 'Actualizado el {{date}}',
    pdf: 'Descargar en PDF',
  },
  privacy: {
    title: 'Aviso de privacidad',
    simplifiedTitle: 'Aviso de privacidad simplificado',
    simplified1:
      'Somos responsables del tratamiento de tus datos personales. Los usamos para identificarte, evaluar tu solicitud de crédito, otorgarlo, administrarlo y cobrarlo, y para cumplir con nuestras obligaciones legales.',
    simplified2:
      'Con tu consentimiento también los usamos para fines voluntarios: analizar cómo usas nuestro sitio para prevenir fraudes y mejorar tu evaluación, y enviarte promociones. Puedes negarte a estos fines en cualquier momento sin que afecte tu crédito.',
    simplified3: 'Abajo está el aviso de privacidad integral, con tus derechos ARCO y cómo ejercerlos.',
  },
  print: {
    referenceTitle: 'Tu referencia de pago en efectivo',
    referenceText: 'Presenta este código en {{brand}} y paga el monto exacto.',
    anyStore: 'una tienda participante',
    amount: 'Monto a pagar',
    reference: 'Referencia',
    expires: 'Vence',
  },
} as const;
