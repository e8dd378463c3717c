import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '../fields/MaskedFields';
import { phoneMask } from '../fields/masks';
import { NativeCheckbox, NativeRadioGroup, NativeSelect } from '../fields/NativeChoice';
import { TextField } from '../fields/TextField';
import { reactActEnvironment } from '../test/act-environment';
import { serverHtml } from '../test/server-html';

// A borrower on a slow phone types into the server's HTML before the modules have run (the
// registration's first step, issue 19's CI failure): hydration must keep it, and so must every
// render after it.

type Seen = { phone?: string; consent?: boolean; cycle?: string; relation?: string };

function Form({ seen }: { seen: Seen }) {
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [relation, setRelation] = useState<string | null>(null);
  const [renders, setRenders] = useState(0);
  seen.phone = phone;
  seen.consent = consent;
  seen.relation = relation ?? '';
  return (
    <form>
      <PhoneField name="phone" label="Celular" value={phone} onChange={setPhone} />
      <TextField name="city" label="Ciudad" />
      <NativeCheckbox name="consent" isSelected={consent} onChange={setConsent}>
        Acepto
      </NativeCheckbox>
      <NativeRadioGroup
        name="cycle"
        label="Ciclo"
        options={[
          { value: 'weekly', label: 'Cada semana' },
          { value: 'monthly', label: 'Cada mes' },
        ]}
        onChange={(cycle) => {
          seen.cycle = cycle;
        }}
      />
      <NativeSelect
        name="relation"
        label="Parentesco"
        value={relation}
        onChange={setRelation}
        options={[
          { value: 'mother', label: 'Madre' },
          { value: 'friend', label: 'Amistad' },
        ]}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Otra vez {renders}
      </button>
    </form>
  );
}

const tree = (seen: Seen) => <Form seen={seen} />;

reactActEnvironment();

function byName<T extends Element>(container: HTMLElement, selector: string): T {
  const element = container.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

describe('what was entered before hydration', () => {
  it('is kept through hydration and the renders after it, in the form and in the state', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = serverHtml(tree({}));
    // The person's input, on the server's HTML.
    byName<HTMLInputElement>(container, 'input[name="phone"]').value = '5512345678';
    byName<HTMLInputElement>(container, 'input[name="city"]').value = 'Puebla';
    byName<HTMLInputElement>(container, 'input[name="consent"]').checked = true;
    byName<HTMLInputElement>(container, 'input[name="cycle"][value="monthly"]').checked = true;
    byName<HTMLSelectElement>(container, 'select[name="relation"]').value = 'friend';

    const seen: Seen = {};
    await act(async () => {
      hydrateRoot(container, tree(seen));
    });
    // Something renders the form again (a state change anywhere above or in it).
    await act(async () => {
      byName<HTMLButtonElement>(container, 'button').click();
    });

    const form = new FormData(byName<HTMLFormElement>(container, 'form'));
    expect(form.get('phone')).toBe(phoneMask.format('5512345678'));
    expect(form.get('city')).toBe('Puebla');
    expect(form.get('consent')).toBe('on');
    expect(form.get('cycle')).toBe('monthly');
    expect(form.get('relation')).toBe('friend');
    expect(seen).toEqual({ phone: '5512345678', consent: true, cycle: 'monthly', relation: 'friend' });
    container.remove();
  });

  it('changes nothing when nothing was entered', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = serverHtml(tree({}));
    const seen: Seen = {};
    await act(async () => {
      hydrateRoot(container, tree(seen));
    });
    const form = new FormData(byName<HTMLFormElement>(container, 'form'));
    expect(form.get('phone')).toBe('');
    expect(form.get('consent')).toBeNull();
    expect(form.get('cycle')).toBeNull();
    expect(seen).toEqual({ phone: '', consent: false, relation: '' });
    container.remove();
  });
});
