import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { geoCatalogueFile, geoFixtureFile, geoTestSubsetFile } from './data-files';
import {
  parseSepomexLines,
  readSepomexFileLines,
  SEPOMEX_COLUMNS,
  SepomexFormatError,
  type SepomexLine,
  splitSepomexBytes,
} from './sepomex';
import { MEXICAN_STATE_COUNT, MEXICAN_STATES } from './states';

const DISCLAIMER = 'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México…';
const HEADER = SEPOMEX_COLUMNS.join('|');
const SAN_ANGEL =
  '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01';

async function collect(lines: AsyncIterable<string> | Iterable<string>): Promise<SepomexLine[]> {
  const out: SepomexLine[] = [];
  for await (const line of parseSepomexLines(lines)) out.push(line);
  return out;
}

describe('MEXICAN_STATES', () => {
  it('lists the 32 federal entities with unique two-digit INEGI codes 01–32', () => {
    expect(MEXICAN_STATES).toHaveLength(MEXICAN_STATE_COUNT);
    expect(MEXICAN_STATES.map((s) => Number(s.code))).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(new Set(MEXICAN_STATES.map((s) => s.name)).size).toBe(32);
  });
});

describe('parseSepomexLines', () => {
  it('skips the disclaimer, reads the header and returns one record per row', async () => {
    const lines = await collect([DISCLAIMER, HEADER, SAN_ANGEL]);
    expect(lines).toEqual([
      {
        kind: 'record',
        line: 3,
        record: {
          postalCode: '01000',
          settlementName: 'San Ángel',
          settlementType: 'Colonia',
          settlementTypeCode: '09',
          settlementCode: '0001',
          municipalityName: 'Álvaro Obregón',
          municipalityCode: '010',
          stateName: 'Ciudad de México',
          stateCode: '09',
          cityName: 'Ciudad de México',
          cityCode: '01',
          zone: 'Urbano',
        },
      },
    ]);
  });

  it('finds columns by header name, so a reordered export reads the same', async () => {
    const order = [...SEPOMEX_COLUMNS].reverse();
    const values = Object.fromEntries(SEPOMEX_COLUMNS.map((c, i) => [c, SAN_ANGEL.split('|')[i]]));
    const reordered = order.map((c) => values[c]).join('|');
    const [a] = await collect([DISCLAIMER, HEADER, SAN_ANGEL]);
    const [b] = await collect([DISCLAIMER, order.join('|'), reordered]);
    expect(b && b.kind === 'record' && b.record).toEqual(a && a.kind === 'record' && a.record);
  });

  it('strips CR line ends and ignores blank lines', async () => {
    const lines = await collect([`${DISCLAIMER}\r`, `${HEADER}\r`, `${SAN_ANGEL}\r`, '\r', '']);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.kind === 'record' && lines[0].record.cityCode).toBe('01');
  });

  it('gives rural rows without d_ciudad no city', async () => {
    const rural = '43353|Olotla|Pueblo|Metztitlán|Hidalgo||43207|13|43207||28|037|1559|Rural|';
    const [line] = await collect([DISCLAIMER, HEADER, rural]);
    expect(line?.kind === 'record' && line.record).toMatchObject({
      cityName: null,
      cityCode: null,
      zone: 'Rural',
    });
  });

  it.each([
    [
      'a postal code that is not five digits',
      SAN_ANGEL.replace('01000|', '1000|'),
      'invalid postal code "1000"',
    ],
    [
      'an unknown state code',
      SAN_ANGEL.replace('|09|01001||09|', '|33|01001||09|'),
      'unknown state code "33"',
    ],
    [
      'a bad municipality code',
      SAN_ANGEL.replace('|010|0001|', '|10|0001|'),
      'invalid municipality code "10"',
    ],
    ['a bad settlement id', SAN_ANGEL.replace('|0001|Urbano', '|1|Urbano'), 'invalid settlement id "1"'],
    ['an empty settlement name', SAN_ANGEL.replace('San Ángel', ''), 'empty settlement name'],
    ['missing fields', '01000|San Ángel|Colonia', 'expected 15 fields, found 3'],
  ])('rejects a row with %s, reporting its line', async (_, row, reason) => {
    const lines = await collect([DISCLAIMER, HEADER, SAN_ANGEL, row]);
    expect(lines[1]).toEqual({ kind: 'error', line: 4, error: { line: 4, reason } });
  });

  it('throws SepomexFormatError when there is no header', async () => {
    await expect(collect(['not|a|catalogue', SAN_ANGEL, SAN_ANGEL, SAN_ANGEL, SAN_ANGEL])).rejects.toThrow(
      SepomexFormatError,
    );
    await expect(collect([DISCLAIMER])).rejects.toThrow(SepomexFormatError);
  });
});

describe('the fixture and demo files', () => {
  it('are ISO-8859-1: decoded as latin-1 they read with their accents', async () => {
    const bytes = readFileSync(geoFixtureFile());
    // "Álvaro" is 0xC1 in ISO-8859-1, never the two UTF-8 bytes C3 81.
    expect(bytes.includes(Buffer.from([0xc1, 0x6c, 0x76]))).toBe(true);
    expect(bytes.includes(Buffer.from('Álvaro', 'utf8'))).toBe(false);
    const names = (await collect(splitSepomexBytes(bytes))).flatMap((l) =>
      l.kind === 'record' ? [l.record.settlementName, l.record.municipalityName, l.record.stateName] : [],
    );
    expect(names).toEqual(
      expect.arrayContaining([
        '1a Sección Cañada',
        'Álvaro Obregón',
        'Metztitlán',
        'Nuevo León',
        'Capilla de Jesús',
      ]),
    );
    expect(names.join('')).not.toContain('\uFFFD');
  });

  it('stream from disk with every row valid', async () => {
    const fixture = await collect(readSepomexFileLines(geoFixtureFile()));
    const subset = await collect(readSepomexFileLines(geoTestSubsetFile()));
    expect(fixture.filter((l) => l.kind === 'error')).toEqual([]);
    expect(subset.filter((l) => l.kind === 'error')).toEqual([]);
    expect(fixture).toHaveLength(25);
    expect(subset).toHaveLength(13);
  });

  it('read as UTF-8 by mistake, mangle the accents (why latin1 is the default)', async () => {
    const lines = await collect(readSepomexFileLines(geoFixtureFile(), 'utf8'));
    const first = lines[0];
    expect(first?.kind === 'record' && first.record.settlementName).toBe('San \uFFFDngel');
  });
});

describe('the shipped TSV form (data/geo/sepomex.tsv.gz)', () => {
  const TSV_HEADER =
    'postal_code\tsettlement\tsettlement_type\tmunicipality\tstate\tcity\tstate_code\tmunicipality_code\tsettlement_id\tzone';

  it('reads rows by its column names, a city without a code keyed later by name', async () => {
    const lines = await collect([
      TSV_HEADER,
      '06700\tRoma Norte\tColonia\tCuauhtémoc\tCiudad de México\tCiudad de México\t09\t015\t0947\tUrbano',
      '20316\tEl Tule\tRanchería\tAguascalientes\tAguascalientes\t\t01\t001\t0999\tRural',
      '99999\tshort\trow',
    ]);
    expect(lines[0]).toMatchObject({
      kind: 'record',
      record: {
        postalCode: '06700',
        settlementName: 'Roma Norte',
        settlementTypeCode: '',
        municipalityCode: '015',
        cityName: 'Ciudad de México',
        cityCode: null,
      },
    });
    expect(lines[1]).toMatchObject({ kind: 'record', record: { cityName: null, zone: 'Rural' } });
    expect(lines[2]).toMatchObject({ kind: 'error', error: { line: 4 } });
  });

  it('streams the gzip file as UTF-8 (first rows, accents intact)', async () => {
    const first: SepomexLine[] = [];
    for await (const line of parseSepomexLines(readSepomexFileLines(geoCatalogueFile()))) {
      first.push(line);
      if (first.length === 200) break;
    }
    expect(first.every((l) => l.kind === 'record')).toBe(true);
    expect(first[0]).toMatchObject({
      record: { postalCode: '20000', settlementName: 'Aguascalientes Centro' },
    });
    expect(first.map((l) => (l.kind === 'record' ? l.record.settlementName : '')).join('')).not.toContain(
      '\uFFFD',
    );
  });
});
