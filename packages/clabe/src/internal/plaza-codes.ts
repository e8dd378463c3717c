/**
 * Every plaza (city) code that a public list names, as inclusive ranges `[first, last, first, last, …]`,
 * plus 999 (N/A). Kept as ranges so the core entry stays small; the names live in the
 * `@lender/clabe/plazas` entry, and a test checks that both hold exactly the same codes.
 * Sources: Banco de México's plaza list and center-key/clabe-validator (MIT), 2025.
 */
const PLAZA_RANGES: readonly number[] = [
  10, 17, 20, 28, 40, 47, 50, 57, 60, 81, 90, 98, 100, 138, 140, 140, 150, 173, 180, 180, 190, 202, 210, 249,
  260, 282, 290, 314, 320, 416, 420, 463, 470, 537, 540, 552, 560, 577, 580, 601, 610, 640, 650, 676, 680,
  686, 690, 694, 700, 722, 730, 750, 760, 783, 790, 807, 810, 827, 830, 856, 858, 906, 910, 920, 930, 962,
  969, 969, 975, 975, 999, 999,
];

let known: Uint8Array | undefined;

/** Whether a plaza code (digits 4–6 of a CLABE, as a number 0–999) is in the catalogue. */
export function isKnownPlaza(code: number): boolean {
  if (!known) {
    known = new Uint8Array(1000);
    for (let i = 0; i < PLAZA_RANGES.length; i += 2) known.fill(1, PLAZA_RANGES[i], PLAZA_RANGES[i + 1]! + 1);
  }
  return known[code] === 1;
}
