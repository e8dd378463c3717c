/**
 * Every error code of `@lender/contracts`' catalogue, in words a borrower reads (`code.*`) and,
 * where an admin needs more, in back-office words (`admin.*`). The English developer texts stay
 * in `@lender/contracts`; a borrower never reads English. `errorMessageKey` picks the key.
 */
export const errors = {
  code: {
    user_blocked: 'Tu cuenta está bloqueada. Llama a atención a clientes para saber por qué.',
    not_unique: 'Este dato ya está registrado en otra cuenta. Revisa que esté bien escrito.',
    invalid_mail: 'Ese correo no es válido. Revisa que esté bien escrito.',
    under_age: 'Necesitas tener al menos 18 años para pedir un préstamo.',
    invalid_identificator: 'Esa CURP no es válida. Revísala en tu INE o en gob.mx/curp.',
    incorrect_old_password: 'Tu contraseña actual no es correcta.',
    upload_wrong_format: 'No podemos usar ese archivo. Sube una foto en JPG, PNG o HEIC.',
    not_found: 'No encontramos lo que buscas.',
    request_count_by_day_exceed: 'Ya pediste muchos códigos hoy. Inténtalo de nuevo mañana.',
    already_sent_in_last_minutes: 'Ya te enviamos un código. Espera un par de minutos para pedir otro.',
    payload_too_large: 'El archivo es muy grande. Sube uno más ligero.',
    hs_metric_failed: 'La foto no se ve bien. Tómala de nuevo con buena luz y sin reflejos.',
    disbursement_number_invalid: 'Ese número de tarjeta o cuenta no es válido. Revísalo.',
    card_already_registered: 'Esa tarjeta ya está registrada en otra cuenta.',
    clabe_already_registered: 'Esa CLABE ya está registrada en otra cuenta.',
    mandate_missing: 'No tienes una autorización de cargo automático para este cobro.',
    mandate_revoked: 'Cancelaste esta autorización de cargo automático: ya no se usa para cobrar.',
    mandate_amount_exceeded: 'El cobro supera el máximo por cargo que autorizaste.',
    mandate_date_not_covered: 'Tu autorización no cubre cobros en esa fecha.',
    charge_not_pre_noticed: 'Este cobro no se avisó con al menos 2 días hábiles de anticipación: no se hace.',
    charge_not_cancellable: 'Este cobro ya se envió a tu banco o ya terminó: no se puede detener.',
    payroll_rfc_required:
      'Para revisar tus recibos de nómina necesitamos tu RFC. Agrégalo en tu perfil y vuelve a subirlos.',
    payroll_cfdi_unreadable:
      'El archivo {{file}} no es un recibo de nómina timbrado (CFDI 4.0). Descarga el XML del portal de tu empleador.',
    payroll_cfdi_forged:
      'El archivo {{file}} fue modificado después de timbrarse: su sello digital no coincide. Sube el XML original.',
    payroll_cfdi_not_payroll:
      'El archivo {{file}} no es un recibo de nómina ordinaria. Sube los recibos de tus últimos pagos de sueldo.',
    payroll_cfdi_other_person:
      'El archivo {{file}} es el recibo de nómina de otra persona: su RFC o su CURP no son los tuyos.',
    payroll_cfdi_cancelled:
      'El archivo {{file}} es un recibo de nómina que tu empleador canceló ante el SAT.',
    payroll_cfdi_not_found:
      'El SAT no tiene registrado el recibo del archivo {{file}}. Revisa que sea el XML original.',
    payroll_cfdi_duplicate:
      'El archivo {{file}} es un recibo de nómina que ya se subió. Sube cada recibo una sola vez.',
    clabe_invalid_length: 'La CLABE tiene 18 dígitos exactos.',
    clabe_not_numeric: 'La CLABE lleva solo números.',
    clabe_invalid_checksum: 'Esa CLABE no es válida. Revisa cada dígito.',
    clabe_invalid_bank_code: 'Los primeros 3 dígitos no corresponden a un banco. Revísalos.',
    clabe_invalid_city_code: 'Los dígitos 4 a 6 no corresponden a una plaza bancaria. Revísalos.',
    clabe_bank_not_enabled: 'Por ahora no podemos depositar a ese banco. Usa una cuenta de otro banco.',
    validation_failed: 'Revisa los datos marcados.',
    required: 'Este dato es obligatorio.',
    invalid_type: 'Este dato no es válido.',
    invalid_format: 'Este dato no tiene el formato correcto.',
    invalid_value: 'Este dato no es válido.',
    too_short: 'Es muy corto.',
    too_long: 'Es muy largo.',
    too_small: 'Es menor de lo permitido.',
    too_big: 'Es mayor de lo permitido.',
    not_equal: 'Los datos no coinciden.',
    must_differ: 'El dato nuevo tiene que ser distinto del actual.',
    common_password:
      'Esa contraseña aparece en listas de contraseñas filtradas o se adivina con tus datos (nombre, correo o celular). Elige otra.',
    promo_code_invalid: 'Ese código promocional no es válido.',
    unauthorized: 'Tu sesión terminó. Vuelve a ingresar.',
    invalid_credentials: 'Tu celular, correo o contraseña no coinciden. Revísalos.',
    token_expired: 'Tu sesión terminó. Vuelve a ingresar.',
    session_revoked: 'Tu sesión se cerró. Vuelve a ingresar.',
    forbidden: 'No tienes permiso para hacer esto.',
    mfa_required: 'Falta tu código de verificación.',
    mfa_invalid: 'El código de verificación no coincide.',
    login_attempts_exceeded: 'Hubo muchos intentos. Espera unos minutos y vuelve a intentarlo.',
    code_invalid: 'El código no coincide. Revisa el SMS o pide uno nuevo.',
    code_expired: 'El código ya venció. Pide uno nuevo.',
    code_attempts_exceeded: 'Escribiste mal el código varias veces. Pide uno nuevo.',
    conflict: 'Alguien más cambió estos datos. Recarga la página e inténtalo de nuevo.',
    invalid_transition: 'Esta acción ya no está disponible. Recarga la página.',
    application_already_active: 'Ya tienes una solicitud en proceso.',
    no_active_application: 'No tienes una solicitud en proceso.',
    no_active_loan: 'No tienes un préstamo activo.',
    offer_expired:
      'Tu oferta cambió o venció. Revisa las cifras que te mostramos ahora antes de firmar; si no ves ninguna, pide una nueva.',
    rollover_not_available: 'Por ahora no hay prórrogas para tu préstamo.',
    clabe_required: 'Antes de firmar, registra la CLABE de la cuenta donde recibirás tu préstamo.',
    reapply_cool_off: 'Podrás pedir un préstamo de nuevo a partir del {{reapplyFrom}}.',
    postal_code_not_found: 'No encontramos el código postal {{postalCode}}. Revisa que esté bien escrito.',
    address_mismatch:
      'Este dato no corresponde al código postal {{postalCode}}. Elige tu colonia de la lista.',
    idempotency_key_reused: 'No pudimos procesar tu solicitud. Recarga la página e inténtalo de nuevo.',
    idempotency_key_in_progress: 'Seguimos procesando tu solicitud. Espera un momento.',
    idempotency_key_required: 'No pudimos procesar tu pago. Recarga la página e inténtalo de nuevo.',
    payment_exceeds_balance: 'El pago es mayor que lo que debes (descontando los cargos en proceso).',
    sandbox_not_allowed: 'El modo de pruebas no está disponible.',
    spei_date_out_of_range: 'Elige la fecha de tu transferencia: de hoy o de los últimos 60 días.',
    spei_bank_unknown: 'Elige el banco desde el que enviaste la transferencia.',
    stale_version: 'Alguien cambió este registro mientras lo veías. Recarga para ver la versión actual.',
    maker_cannot_approve: 'Tú hiciste esta solicitud: otro administrador debe aprobarla.',
    already_claimed: 'Otra persona está trabajando en este caso.',
    last_admin: 'No se puede desactivar ni quitar el rol al último administrador activo.',
    nothing_to_refund: 'El préstamo no tiene saldo a favor que reembolsar.',
    fee_not_registered: 'Esta comisión no tiene registro ante la CONDUSEF (RECO): no se puede cobrar.',
    fee_not_in_force: 'Esta comisión está registrada, pero se puede cobrar a partir del {{inForceFrom}}.',
    outside_contact_window:
      'Fuera del horario permitido para contactar. Se puede volver a contactar desde {{opensAt}}.',
    contact_limit_reached:
      'Este préstamo ya llegó a su límite de contactos de cobranza: {{count}} de {{limit}} permitidos en el periodo.',
    contact_not_allowed: 'Solo se puede contactar al cliente, en un teléfono o correo que él mismo dio.',
    contact_not_verified:
      'Ese teléfono o correo nunca se verificó con un código enviado al cliente: no se puede usar para cobranza.',
    contact_needs_reverification:
      'Ese teléfono no da señales desde el {{lastActiveOn}} (o un contacto lo contestó otra persona): el cliente debe verificarlo de nuevo antes de contactarlo.',
    free_text_not_allowed: 'Un SMS, correo o WhatsApp de cobranza solo sale de una plantilla aprobada.',
    template_not_approved: 'Esa plantilla no existe, aún no está aprobada o es de otro canal.',
    template_rule_broken: 'La plantilla rompe la regla «{{rule}}» de los textos de cobranza ({{match}}).',
    settlement_header_invalid: 'Línea {{line}}: el encabezado no es el del formato del canal ({{columns}}).',
    settlement_columns_invalid: 'Línea {{line}}: el número de columnas no es el del formato.',
    settlement_field_missing: 'Línea {{line}}: la columna {{column}} está vacía.',
    settlement_amount_invalid: 'Línea {{line}}: el monto debe ir en pesos con hasta dos decimales (1234.50).',
    settlement_date_invalid: 'Línea {{line}}: la fecha debe ir como aaaa-mm-dd.',
    settlement_encoding_invalid:
      'Línea {{line}}, carácter {{position}}: el archivo no está en UTF-8 (suele ser una ñ o un acento guardados en otra codificación). Guárdalo como «CSV UTF-8 (delimitado por comas)» y vuelve a subirlo.',
    settlement_encoding_utf16:
      'Línea {{line}}: el archivo está en UTF-16, no en UTF-8. Guárdalo como «CSV UTF-8 (delimitado por comas)» y vuelve a subirlo.',
    watchlist_malformed:
      'Línea {{line}}, columna «{{column}}»: el valor no es válido. La lista vigente no cambió.',
    watchlist_empty: 'El archivo no trae personas. La lista vigente no cambió.',
    watchlist_clears_all_matches:
      'Esta lista quitaría todas las coincidencias anteriores. Otra persona debe confirmarla antes de que entre en vigor.',
    watchlist_same_user: 'La confirma otra persona, no quien la cargó.',
    compliance_hold: 'Tu cuenta está en revisión. Llama a atención a clientes para saber más.',
    account_on_hold:
      'Por ahora no podemos continuar con esta operación. Si tienes dudas, llama a atención a clientes.',
    payout_on_hold:
      'No podemos enviarte dinero por ahora: revisamos a nombre de quién está tu cuenta. Llama a atención a clientes.',
    arco_request_open:
      'Ya tienes una solicitud de este derecho en trámite (folio {{folio}}). Te respondemos antes de que presentes otra.',
    identity_check_failed: 'La contraseña no coincide. Escríbela de nuevo para confirmar que eres tú.',
    identity_not_verified: 'Falta revisar la identificación del titular antes de conceder la solicitud.',
    consent_not_withdrawable:
      'Este consentimiento es parte de tu contrato y no se retira por separado. Puedes presentar una solicitud de cancelación u oposición.',
    personal_data_in_use:
      'Tienes un préstamo o una solicitud en curso, o dinero por devolverte: tus datos se bloquean cuando terminen.',
    personal_data_blocked:
      'Tus datos personales están bloqueados porque pediste cancelarlos, así que ya no puedes entrar a tu cuenta. Si tienes dudas o quieres hacer otra solicitud sobre tus datos, escribe a nuestro responsable de datos personales: {{privacyEmail}}.',
    personal_data_not_blocked: 'Primero se bloquean los datos de la cancelación; después se anonimizan.',
    retention_not_over: 'La ley nos pide conservar estos datos hasta el {{until}}; después los anonimizamos.',
    captcha_required: 'No pudimos comprobar que no eres un robot. Recarga la página e inténtalo de nuevo.',
    captcha_invalid: 'No pudimos comprobar que no eres un robot. Inténtalo de nuevo en un momento.',
    unsupported_media_type: 'No podemos leer lo que enviaste. Inténtalo de nuevo.',
    rate_limited: 'Hiciste muchas solicitudes seguidas. Espera un momento.',
    provider_failed: 'Un servicio externo no respondió. Inténtalo de nuevo en unos minutos.',
    service_unavailable: 'Estamos haciendo mejoras. Vuelve a intentarlo en unos minutos.',
    database_unavailable: 'Nuestro sistema no está respondiendo. Vuelve a intentarlo en unos segundos.',
    internal_error: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en unos minutos.',
  },
  /** Where an admin needs different words than a borrower. */
  admin: {
    user_blocked: 'El usuario está bloqueado.',
    compliance_hold:
      'Este bloqueo es de cumplimiento: solo el área de cumplimiento lo levanta, con la aprobación de un segundo oficial.',
    account_on_hold: 'La cuenta está retenida: por ahora no puede solicitar, firmar ni recibir un préstamo.',
    payout_on_hold:
      'Desembolsos retenidos: un desembolso anterior llegó a una cuenta a nombre de otra persona. Cumplimiento lo revisa.',
    not_unique: 'El valor ya existe en otro registro.',
    invalid_identificator: 'La CURP no es válida.',
    clabe_invalid_checksum: 'CLABE inválida: el dígito verificador debería ser {{expected}}.',
    clabe_invalid_bank_code: 'Código de banco inválido: {{code}}.',
    clabe_invalid_city_code: 'Código de plaza inválido: {{code}}.',
    clabe_bank_not_enabled: 'Banco no habilitado para dispersión: {{code}}.',
    unauthorized: 'Sesión no válida. Vuelve a ingresar.',
    invalid_credentials: 'Usuario o contraseña incorrectos.',
    forbidden: 'Tu rol no tiene permiso para esta acción.',
    mfa_required: 'Falta el segundo factor (TOTP).',
    mfa_invalid: 'El código TOTP no coincide.',
    invalid_transition: 'La transición de {{from}} a {{to}} no está permitida.',
    idempotency_key_reused: 'La Idempotency-Key ya se usó con otro cuerpo de solicitud.',
    idempotency_key_in_progress: 'Otra solicitud con la misma Idempotency-Key sigue en proceso.',
    provider_failed: 'Falló un proveedor externo. Revisa el estado de las integraciones.',
    internal_error: 'Error interno del servidor. Revisa el registro de errores.',
  },
  /** Where a field needs more precise words than its code (field names as the SDK cleans them). */
  field: {
    amount: {
      payment_exceeds_balance:
        'Es más de lo que debes: hoy liquidas tu préstamo con {{payoff, money}}. Escribe esa cantidad o menos.',
    },
    file: { required: 'Falta este archivo. Súbelo para continuar.' },
    firstName: {
      too_short: 'Escribe tu nombre, al menos 2 letras.',
      invalid_format: 'Usa solo letras, acentos y espacios.',
    },
    middleName: { too_short: 'Escribe tu segundo nombre completo o deja el campo vacío.' },
    lastName: {
      too_short: 'Escribe tu apellido, al menos 2 letras.',
      invalid_format: 'Usa solo letras, acentos y espacios.',
    },
    secondLastName: { too_short: 'Escribe tu segundo apellido, al menos 2 letras.' },
    birthDate: {
      under_age: 'Necesitas tener al menos 18 años.',
      too_big: 'La fecha no puede ser futura.',
    },
    nationalIdentificator: {
      too_short: 'La CURP tiene 18 caracteres.',
      not_unique: 'Esa CURP ya tiene una cuenta. Ingresa con tu celular.',
    },
    mobilePhone: {
      invalid_format: 'Escribe los 10 dígitos de tu celular.',
      not_unique: 'Ese celular ya tiene una cuenta. Ingresa o recupera tu contraseña.',
    },
    phone: {
      too_short: 'Escribe al menos 8 dígitos.',
      must_differ: 'Escribe un número distinto de tu celular.',
    },
    email: {
      invalid_mail: 'Revisa tu correo: se escribe como nombre@ejemplo.com.',
      must_differ: 'Escribe un correo distinto del actual.',
      not_unique: 'Ese correo ya tiene una cuenta.',
    },
    smsCode: { invalid_format: 'El código tiene 3 dígitos.' },
    password: {
      too_short: 'Usa al menos 4 caracteres.',
      must_differ: 'Elige una contraseña distinta de la actual.',
    },
    repeated: { not_equal: 'Las contraseñas no coinciden.' },
    repeatPassword: { not_equal: 'Las contraseñas no coinciden.' },
    username: { invalid_value: 'Escribe tu celular de 10 dígitos o tu correo electrónico.' },
    fullName: { too_short: 'Escribe nombre y apellido.' },
    companyName: { too_short: 'Escribe el nombre de la empresa, al menos 2 letras.' },
    promoCode: {
      too_short: 'El código promocional tiene de 2 a 64 caracteres.',
      too_long: 'El código promocional tiene de 2 a 64 caracteres.',
    },
    monthlyIncome: {
      invalid_format: 'Escribe tu ingreso mensual en pesos, sin centavos.',
      invalid_type:
        'Escribe tu ingreso mensual solo con números, en pesos y sin centavos (por ejemplo 15000).',
    },
    semiMonthlyPayDates: {
      required: 'Elige los dos días del mes en que te pagan.',
      too_short: 'Elige los dos días del mes en que te pagan.',
    },
    dateOfMonth: { required: 'Escribe el día del mes en que te pagan, del 1 al 31.' },
    referenceDate: { required: 'Escribe la fecha de tu próximo pago, como dd.mm.aaaa.' },
    trackingKey: {
      invalid_format:
        'Escribe la clave de rastreo como viene en tu comprobante: solo letras y números, hasta 30.',
    },
  },
  /**
   * Where a name, a birth date, a CURP and an RFC disagree (`checkIdentity` of `@lender/clabe/identity`),
   * by its codes: to the borrower, who fixes them in a form.
   */
  identity: {
    name_incomplete: 'Falta tu nombre o tu apellido: sin ellos no podemos revisar tu CURP ni tu RFC.',
    birth_date_invalid:
      'Tu fecha de nacimiento no es una fecha válida. Corrígela para revisar tu CURP y tu RFC.',
    curp_invalid: 'Esa CURP no es válida. Revísala en tu INE o en gob.mx/curp.',
    curp_name_mismatch:
      'Tu CURP no corresponde a tu nombre y apellidos. Revisa que estén escritos como en tu acta de nacimiento.',
    curp_birth_date_mismatch:
      'La fecha de tu CURP ({{actual, date}}) no es tu fecha de nacimiento ({{expected, date}}).',
    rfc_invalid: 'Ese RFC no es válido. Cópialo de tu Constancia de Situación Fiscal: son 13 caracteres.',
    rfc_not_person: 'Ese RFC no es de una persona física. Escribe tu RFC personal, de 13 caracteres.',
    rfc_root_mismatch:
      'Por tu nombre y apellidos, tu RFC empieza con {{expected}}, no con {{actual}}. Revisa esas 4 letras.',
    rfc_birth_date_mismatch:
      'Los 6 números de tu RFC ({{actual}}) deben ser tu fecha de nacimiento: {{expected}} (año, mes y día).',
    rfc_homoclave_mismatch:
      'La homoclave de tu RFC ({{actual}}) no es la que da tu nombre ({{expected}}). Si la copiaste de tu Constancia de Situación Fiscal, está bien.',
    rfc_check_digit_mismatch:
      'El último carácter de tu RFC no cuadra con los demás. Revisa la homoclave y el último carácter en tu Constancia de Situación Fiscal.',
  },
  /** The same codes in the back-office's words, with the letters and dates compared. */
  identityAdmin: {
    name_incomplete: 'Falta el nombre o el apellido: no se comparó nada con el nombre.',
    birth_date_invalid: 'La fecha de nacimiento ({{actual}}) no es válida: no se comparó nada con ella.',
    curp_invalid: 'La CURP no es válida.',
    curp_name_mismatch:
      'Las letras de la CURP ({{actual}}) no son las del nombre por las reglas de RENAPO ({{expected}}, posiciones 1 a 4 y 14 a 16).',
    curp_birth_date_mismatch:
      'La fecha de la CURP ({{actual, date}}) no es la fecha de nacimiento ({{expected, date}}).',
    rfc_invalid: 'El RFC no es válido.',
    rfc_not_person: 'El RFC no es el de una persona física: es de una persona moral o es genérico.',
    rfc_root_mismatch:
      'Las letras del RFC ({{actual}}) no son las del nombre por las reglas del SAT ({{expected}}).',
    rfc_birth_date_mismatch: 'La fecha del RFC ({{actual}}) no es la fecha de nacimiento ({{expected}}).',
    rfc_homoclave_mismatch:
      'La homoclave del RFC ({{actual}}) no es la que da el nombre ({{expected}}). Puede ser correcta: el SAT da otra a los homónimos.',
    rfc_check_digit_mismatch: 'El dígito verificador del RFC es {{actual}}; debería ser {{expected}}.',
  },
  network: 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
  unknown: 'Algo salió mal. Inténtalo de nuevo.',
} as const;
