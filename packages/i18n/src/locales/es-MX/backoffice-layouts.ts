/**
 * The settlement-file layouts on the reconciliation page: what file each channel takes,
 * its columns in words and its example file, so the page explains itself. The columns are the
 * contracts' `SETTLEMENT_FILE_LAYOUTS`; every column has its words here (the back office's test
 * names a missing one).
 */
export const layouts = {
  title: 'Formatos de archivo',
  intro:
    'Cada canal se importa en su propio formato: un CSV en UTF-8, separado por comas, cuya primera línea son las columnas tal como aparecen aquí. Montos en pesos con punto y hasta dos decimales, sin separador de miles (1234.50); fechas aaaa-mm-dd (la fecha valor del banco); un campo que lleva coma va entre comillas. Un archivo con un error se rechaza completo, con el número de cada línea mal escrita, y nada se guarda.',
  header: 'Primera línea',
  columns: 'Columnas',
  required: 'obligatoria',
  download: 'Descargar un ejemplo ({{file}})',
  exampleNote: 'Las líneas del ejemplo son inventadas: muestran el formato; no lo importes en producción.',
  files: {
    spei: 'El estado de cuenta SPEI de nuestra cuenta: las transferencias recibidas.',
    cash: 'La liquidación de las tiendas (OXXO y otras): las referencias pagadas en caja.',
    card: 'La liquidación del procesador de tarjetas: los cargos que nos pagó.',
  },
  matchedBy: {
    spei: 'Se concilia por la clave de rastreo o nuestra referencia; si no, por monto, fecha y CLABE.',
    cash: 'Se concilia por la referencia pagada; si no, por monto y fecha.',
    card: 'Se concilia por el id de la operación o nuestra referencia; si no, por monto y fecha.',
  },
  columnWords: {
    fecha: 'la fecha valor, aaaa-mm-dd',
    clave_rastreo: 'la clave de rastreo del SPEI',
    clabe: 'la CLABE que recibió la transferencia',
    monto: 'el monto en pesos (1234.50)',
    referencia: 'nuestra referencia de pago',
    tienda: 'la tienda donde se pagó',
    id_operacion: 'el id de la operación en el procesador',
    tarjeta: 'los últimos 4 dígitos de la tarjeta',
  },
  /** The name a downloaded example file is saved under. */
  fileNames: { spei: 'ejemplo-spei.csv', cash: 'ejemplo-efectivo.csv', card: 'ejemplo-tarjeta.csv' },
} as const;
