import { curp, registerClient } from './fixtures';
import type { TestApp } from './test-app';

let counter = 0;

/** Registers a client with a CURP and birth date of its own (tests never share a client). */
export async function documentsClient(t: TestApp, prefix = 'DOCS') {
  counter += 1;
  const month = String(1 + (counter % 12)).padStart(2, '0');
  const day = String(1 + Math.floor(counter / 12)).padStart(2, '0');
  return registerClient(t, {
    nationalIdentificator: curp(`${prefix}75${month}${day}HDFRRS0`),
    birthDate: `1975-${month}-${day}`,
  });
}
