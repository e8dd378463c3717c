/** Belvo's Mexican sandbox institutions (the widget's list in sandbox mode). */
export const BELVO_INSTITUTIONS = [
  { value: 'bbva_mx_retail', label: 'BBVA México' },
  { value: 'banamex_mx_retail', label: 'Citibanamex' },
  { value: 'santander_mx_retail', label: 'Santander' },
  { value: 'banorte_mx_retail', label: 'Banorte' },
  { value: 'hsbc_mx_retail', label: 'HSBC' },
] as const;
