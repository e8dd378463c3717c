import { describe, expect, it } from 'vitest';
import { isKnownPlaza } from './internal/plaza-codes';
import { describePlaza, plazas } from './plazas';

describe('plazas', () => {
  it('names exactly the plaza codes that the core entry accepts', () => {
    const accepted: string[] = [];
    for (let code = 0; code < 1000; code++) {
      if (isKnownPlaza(code)) accepted.push(String(code).padStart(3, '0'));
    }
    expect([...plazas.keys()]).toEqual(accepted);
  });

  it.each([
    ['010', 'Aguascalientes', 'MX-AGU'],
    ['180', 'Ciudad de México', 'MX-CMX'],
    ['225', 'León', 'MX-GUA'],
    ['580', 'Apodaca', 'MX-NLE'],
    ['905', 'Veracruz', 'MX-VER'],
    ['962', 'Villanueva', 'MX-ZAC'],
  ])('names %s %s in %s', (code, name, state) => {
    expect(describePlaza(code)).toMatchObject({ code, name, state });
  });

  it('lists the other places a code serves', () => {
    expect(describePlaza('320')?.aliases).toContain('Guadalajara');
    expect(describePlaza('580')?.aliases).toContain('Monterrey');
    expect(describePlaza('010')?.aliases).toEqual([]);
  });

  it('has 999 as N/A without a state (spec §9)', () => {
    expect(describePlaza('999')).toEqual({ code: '999', name: 'N/A', aliases: [] });
  });

  it('returns undefined for a code no public list names', () => {
    expect(describePlaza('000')).toBeUndefined();
    expect(describePlaza('857')).toBeUndefined();
  });

  it('uses three-digit codes and ISO 3166-2 states', () => {
    for (const plaza of plazas.values()) {
      expect(plaza.code).toMatch(/^\d{3}$/);
      if (plaza.code !== '999') expect(plaza.state).toMatch(/^MX-[A-Z]{3}$/);
      expect(plaza.name.length).toBeGreaterThan(1);
    }
  });
});
