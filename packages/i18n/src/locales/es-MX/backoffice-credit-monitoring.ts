/**
 * Campeona y retadora, y el monitoreo del crédito (issue 67 puntos 3 y 5): las dos versiones
 * comparadas, la estabilidad de la población, la aprobación por grupo y la revisión manual.
 */
export const creditMonitoring = {
  challengersLink: 'Comparar la versión en vigor con una retadora',
  monitoringLink: 'Monitoreo del crédito',
  back: 'Política de crédito',
  challengers: {
    title: 'Versión en vigor y retadora',
    intro:
      'Una versión retadora corre junto a la versión en vigor: en sombra (solo se registra lo que habría decidido) o decidiendo para una parte fija de los clientes. Aquí se comparan sus aprobaciones y, conforme vencen los préstamos, su incumplimiento por mes de inicio.',
    listTitle: 'Retadoras',
    none: 'Todavía no ha corrido ninguna versión retadora.',
    columns: {
      challenger: 'Retadora',
      mode: 'Modo',
      status: 'Estado',
      startedAt: 'Desde',
      endedAt: 'Hasta',
      end: 'Terminarla',
    },
    modes: {
      shadow: 'En sombra: no decide',
      split: 'Decide para el {{percent}} de los clientes',
    },
    statuses: { running: 'En curso', ended: 'Terminada' },
    stillRunning: 'Sigue en curso',
    form: {
      startTitle: 'Iniciar una retadora',
      startHint:
        'Otra persona administradora debe aprobar la solicitud. La retadora es un borrador de la política; la versión en vigor no puede serlo.',
      version: 'Versión borrador',
      noDraft: 'No hay ningún borrador: crea uno en la política de crédito para ponerlo a prueba.',
      mode: 'Modo',
      modes: {
        shadow: 'En sombra: solo registra lo que habría decidido',
        split: 'Decide para una parte de las solicitudes nuevas',
      },
      share: 'Parte de los clientes (%)',
      shareHint: 'Solo al decidir para una parte: un número entero del 1 al 50.',
      reason: 'Motivo',
      start: 'Pedir que inicie',
      noVersion: 'Elige la versión borrador que correrá como retadora.',
      noMode: 'Elige si corre en sombra o decide para una parte.',
      shareRange: 'Escribe un porcentaje entero del 1 al 50.',
      reasonLength: 'Escribe un motivo de 3 a 500 caracteres.',
      runningNote: 'Ya corre una retadora: termínala para iniciar otra.',
      waitingStart: 'Esperando aprobación: iniciar la versión {{version}} como retadora (solicitud {{id}}).',
      startAsked:
        'Solicitud {{id}} enviada: la versión {{version}} inicia como retadora cuando otra persona la apruebe.',
      endReason: 'Motivo para terminarla',
      end: 'Pedir que termine',
      waitingEnd: 'Esperando aprobación para terminarla (solicitud {{id}}).',
      endAsked: 'Solicitud {{id}} enviada: la retadora termina cuando otra persona la apruebe.',
    },
    compared: 'Versión {{champion}} en vigor frente a la versión {{challenger}} retadora',
    arms: { champion: 'En vigor (versión {{version}})', challenger: 'Retadora (versión {{version}})' },
    measure: 'Concepto',
    rows: {
      decides: 'Sus resultados llegan a los clientes',
      decisions: 'Solicitudes decididas',
      approved: 'Aprobadas',
      approvalRate: 'Tasa de aprobación',
    },
    yes: 'Sí',
    no: 'No',
    noRate: 'Sin solicitudes',
    differ: 'Solicitudes en que las dos versiones deciden distinto: {{count}}',
    shadowNote:
      'En sombra la retadora no decide: se juzga por lo que habría decidido en cada solicitud y no tiene préstamos propios.',
    vintagesTitle: 'Incumplimiento por mes de inicio: {{arm}}',
    vintageColumns: {
      month: 'Mes de inicio',
      loans: 'Préstamos',
      matured: 'Con resultado conocido',
      defaulted: 'En incumplimiento',
      defaultRate: 'Tasa de incumplimiento',
    },
    noVintages: 'Sin préstamos todavía.',
    notMatured: 'Ninguno ha vencido todavía',
    maturityNote:
      'Un préstamo tiene resultado conocido cuando se pagó, se castigó o se vendió, o cuando pasaron 60 días de su fecha de pago. Está en incumplimiento si se castigó o se vendió, o si sigue sin pagarse 60 días después.',
  },
  monitoring: {
    title: 'Monitoreo del crédito',
    intro:
      'Cada día se compara la población decidida en el mes con el mes de referencia de la versión en vigor, se revisa la aprobación por grupo con la regla de los cuatro quintos y se mide cuánto cambian las personas revisoras lo que decidió el motor.',
    month: 'Mes',
    reference: 'Mes de referencia (opcional)',
    referenceHint: 'Si lo dejas vacío, el mes anterior a la publicación de la versión en vigor.',
    show: 'Ver',
    summary:
      'Mes {{month}} frente al mes de referencia {{reference}}, con la versión {{version}} en vigor: {{decided}} solicitudes decididas en el mes y {{referenceDecided}} en el de referencia.',
    alertsTitle: 'Alertas del mes',
    noAlerts: 'El monitoreo diario no levantó alertas este mes.',
    alerts: {
      psi: '{{characteristic}}: la población cambió mucho frente al mes de referencia.',
      four_fifths:
        '{{dimension}} {{segment}}: se aprueba menos de cuatro quintos de lo que se aprueba al grupo más aprobado.',
    },
    alertRaised: 'Levantada el {{when}}',
    psiTitle: 'Estabilidad de la población',
    psiLegend:
      'El índice de estabilidad compara cómo se reparten las solicitudes en grupos este mes y en el de referencia. Menos de 0.10: estable. De 0.10 a 0.25: vigilar. Más de 0.25: actuar, la población cambió mucho.',
    psiColumns: { characteristic: 'Característica', psi: 'Índice', reading: 'Lectura' },
    characteristics: {
      offer_band: 'Monto ofrecido (en lugar del puntaje)',
      income_band: 'Ingreso mensual',
      age_band: 'Edad',
      pay_cycle: 'Frecuencia de pago',
      sequence: 'Primer préstamo o recurrente',
    },
    bands: {
      no_data: 'Sin datos: algún mes no tiene solicitudes',
      stable: 'Estable',
      watch: 'Vigilar',
      act: 'Actuar',
    },
    noIndex: 'Sin índice',
    bucketsTitle: 'Reparto de {{characteristic}}',
    bucketColumns: { bucket: 'Grupo', reference: 'Mes de referencia', month: 'Mes' },
    buckets: {
      none: 'Sin oferta',
      unknown: 'Sin dato',
      other: 'Otra',
      first: 'Primer préstamo',
      repeated: 'Recurrente',
      below: 'Menos de {{value}}',
      between: 'De {{from}} a {{to}}',
      andMore: '{{value}} o más',
      ageBetween: 'De {{from}} a {{to}} años',
      ageAndMore: '{{value}} años o más',
    },
    segmentsTitle: 'Aprobación por grupo',
    segmentsLegend:
      'Regla de los cuatro quintos: un grupo aprobado menos del 80% de lo que se aprueba al grupo más aprobado queda marcado. Los grupos con menos de 30 solicitudes se muestran, pero no se marcan ni sirven de comparación.',
    dimensions: { age_band: 'Edad', sex: 'Sexo', state: 'Estado' },
    sexes: { female: 'Mujer', male: 'Hombre', other: 'No binario', unknown: 'Sin dato' },
    segmentColumns: {
      segment: 'Grupo',
      decisions: 'Solicitudes',
      approved: 'Aprobadas',
      approvalRate: 'Tasa de aprobación',
      ratio: 'Frente al grupo más aprobado',
      fourFifths: 'Cuatro quintos',
    },
    noSegments: 'Sin solicitudes decididas en el mes.',
    fourFifths: {
      breached: 'Por debajo de cuatro quintos',
      fine: 'Dentro de la regla',
      few: 'Pocas solicitudes para comparar',
    },
    manualTitle: 'Revisión manual frente al motor',
    manualSummary:
      '{{reviewed}} casos revisados por una persona en el mes; en {{withEngine}} el motor había llegado a un resultado y la persona decidió lo contrario en {{overrides}}.',
    overrideRate: 'Tasa de cambio del resultado del motor: {{rate}}',
    noOverrideRate: 'Sin tasa de cambio: ningún caso revisado traía un resultado del motor.',
    manualLegend:
      'Un cambio es rechazar lo que el motor aprobaba o aprobar lo que rechazaba. Aprobar por un monto menor lo que el motor aprobaba no es un cambio. Los casos que llegan a revisión sin resultado del motor (falta una identificación o el ingreso) no cuentan para la tasa.',
    engineColumn: 'Lo que concluyó el motor',
    engine: {
      approve: 'Aprobar',
      reject: 'Rechazar',
      none: 'Sin resultado (faltaban datos)',
    },
    reviewer: {
      approve: 'La persona aprobó',
      approve_decrease: 'Aprobó por un monto menor',
      reject: 'Rechazó',
    },
    notBegun: 'Ese mes todavía no empieza.',
  },
} as const;
