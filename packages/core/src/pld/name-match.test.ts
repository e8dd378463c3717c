import { describe, expect, it } from 'vitest';
import {
  indexPeople,
  type ListPerson,
  matchPerson,
  nameScore,
  nameWords,
  partsOf,
  scorePerson,
} from './name-match';

const person = (over: Partial<ListPerson>): ListPerson => ({
  id: 1,
  list: 'uif_blocked',
  externalId: 'X-1',
  fullName: 'José María de la Luz Hernández',
  curp: null,
  rfc: null,
  birthDate: null,
  versionId: 1,
  ...over,
});

describe('names as words', () => {
  it('drops accents, case and the particles "de la", "del", "y"', () => {
    expect(nameWords('José María de la Luz HERNÁNDEZ y Peña')).toEqual([
      'jose',
      'maria',
      'luz',
      'hernandez',
      'pena',
    ]);
  });
});

describe('name score', () => {
  it('is 100 for the same name in another order, with or without accents and particles', () => {
    expect(
      nameScore(
        partsOf({ givenNames: 'José María de la Luz', surnames: 'Hernández' }),
        'HERNANDEZ, JOSE MARIA LUZ',
      ),
    ).toBe(100);
    expect(
      nameScore(
        partsOf({ givenNames: 'José María de la Luz', surnames: 'Hernández' }),
        'JOSE MARIA LUZ HERNANDEZ',
      ),
    ).toBe(100);
    expect(nameScore('Juan García López', 'García López, Juan')).toBe(100);
  });
  it('forgives a typo', () => {
    expect(nameScore('Ramiro Bloqeado Pruebas', 'Ramiro Bloqueado Pruebas')).toBeGreaterThanOrEqual(90);
  });
  it('is low for another person', () => {
    expect(nameScore('Ana Torres Medina', 'Ramiro Bloqueado Pruebas')).toBeLessThan(40);
  });
  it('never counts a word inside a longer word', () => {
    expect(nameScore('Ana Sol Cruz', 'MARIANA SOLEDAD CRUZADO')).toBeLessThan(50);
    expect(nameScore({ given: ['juan'], surnames: ['cruz', 'mora'] }, 'JUAN CRUZADO MORALES')).toBeLessThan(
      75,
    );
  });
  it('a name that leaves out a middle name and a second surname is a possible match, not a match', () => {
    const score = nameScore({ given: ['juan'], surnames: ['garcia'] }, 'Juan Carlos García López');
    expect(score).toBeGreaterThanOrEqual(75);
    expect(score).toBeLessThan(90);
  });
  it('aligns surnames to surnames: siblings and two common surnames a letter apart are others', () => {
    expect(nameScore({ given: ['mario'], surnames: ['garcia', 'lopez'] }, 'MARIA GARCIA LOPEZ')).toBeLessThan(
      75,
    );
    expect(nameScore({ given: ['juan'], surnames: ['rosas', 'mendez'] }, 'JUAN ROJAS MENDEZ')).toBeLessThan(
      75,
    );
    expect(nameScore({ given: ['jose'], surnames: ['ortega', 'luna'] }, 'PEPE ORTEGA LUNA')).toBe(100);
  });
});

describe('scoring a person', () => {
  it('a CURP agreeing is 100 whatever the name', () => {
    const match = scorePerson(
      { fullName: 'Otro Nombre', curp: 'GALJ800101HDFRPN09', birthDate: null },
      person({ curp: 'GALJ800101HDFRPN09' }),
    );
    expect(match).toMatchObject({ score: 100, reasons: ['curp'] });
  });
  it('the RFC root agreeing with the CURP makes it at least 92', () => {
    const match = scorePerson(
      { fullName: 'Juan García', curp: 'GALJ800101HDFRPN09', birthDate: null },
      person({ fullName: 'Juan Garcia Lopez', rfc: 'GALJ800101AB1' }),
    );
    expect(match.score).toBeGreaterThanOrEqual(92);
    expect(match.reasons).toContain('rfc');
  });
  it("a different CURP lowers the score; a birth date inside the list's CURP corroborates", () => {
    const client = {
      fullName: 'José María Luz Hernández',
      curp: 'HELJ800101HDFRZS09',
      birthDate: '1980-01-01',
    };
    expect(scorePerson(client, person({ curp: 'HELJ900202HDFRZS01' })).score).toBe(30);
    expect(scorePerson({ ...client, curp: null }, person({ curp: 'HELJ800101HDFRZS07' }))).toMatchObject({
      score: 100,
      reasons: ['name', 'birth_date'],
    });
  });
  it('a different birth date lowers the score, the same one raises it', () => {
    const client = { fullName: 'José María Luz Hernández', curp: null, birthDate: '1980-01-01' };
    expect(scorePerson(client, person({ birthDate: '1990-02-02' })).score).toBe(70);
    expect(scorePerson(client, person({ birthDate: '1980-01-01' }))).toMatchObject({
      score: 100,
      reasons: ['name', 'birth_date'],
    });
  });
});

describe('matching a client against an index', () => {
  it('finds the candidates above the floor, best first', () => {
    const lists = indexPeople([
      person({ id: 1, externalId: 'A', fullName: 'Ramiro Bloqueado Pruebas' }),
      person({ id: 2, externalId: 'B', fullName: 'Ana Torres Medina' }),
    ]);
    const found = matchPerson(
      { fullName: 'Pruebas Ramiro Bloquedo', curp: null, birthDate: null },
      lists,
      75,
    );
    expect(found.map((match) => match.person.externalId)).toEqual(['A']);
  });
});
