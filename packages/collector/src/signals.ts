import type { CollectorDevice, CollectorEvent, FieldClass, KeyClass } from './types';

/**
 * The DOM side: listeners that turn what the person does into {@link CollectorEvent}s. Signals,
 * never content: a key becomes its character class, a field its name or role, a paste its
 * length; values, key characters and query strings are never read into an event.
 */

const NAVIGATION_KEYS = /^(Arrow|Page)|^(Tab|Home|End|Enter|Escape)$/;

/** The character class of a `KeyboardEvent.key` (the key itself is never kept). */
export function keyClass(key: string): KeyClass {
  if (key === 'Backspace' || key === 'Delete') return 'x';
  if (NAVIGATION_KEYS.test(key)) return 'n';
  if (key === ' ') return 's';
  // One user-perceived character (surrogate pairs included): a printable key.
  if ([...key].length === 1) {
    if (/\p{L}/u.test(key)) return 'l';
    if (/\p{N}/u.test(key)) return 'd';
    return 'p';
  }
  return 'o';
}

const IDENTITY_AUTOCOMPLETE =
  /^(name|given-name|family-name|additional-name|honorific-\w+|nickname|bday(-\w+)?|sex)$/;
const IDENTITY_NAME = /name|nombre|apellido|curp|rfc|birth|nacimiento|identif|gender|genero/i;

/** A form field: the elements whose keys and focus we record. */
export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The field under `target`, when it is one. */
export function fieldOf(target: EventTarget | null): FieldElement | null {
  return /^(INPUT|TEXTAREA|SELECT)$/i.test(String((target as Partial<FieldElement> | null)?.tagName))
    ? (target as FieldElement)
    : null;
}

function attribute(element: Element, name: string): string {
  return (element.getAttribute?.(name) ?? '').trim();
}

/** A field's identity by name or role, never by value: `name`, else `id`, else `role:<type>`. */
export function fieldName(field: FieldElement): string {
  // Every field has a `type` (`text`, `textarea`, `select-one`, …).
  const name = field.name || field.id || `role:${field.type}`;
  return name.slice(0, 64);
}

/** What the field holds, from `data-collector-field-class`, type, autocomplete and name. */
export function fieldClass(field: FieldElement): FieldClass {
  const declared = attribute(field, 'data-collector-field-class');
  if (/^(identity|contact|numeric|secret|text)$/.test(declared)) return declared as FieldClass;
  const type = (field.type || '').toLowerCase();
  const autocomplete = attribute(field, 'autocomplete').toLowerCase();
  const name = `${field.name} ${field.id}`;
  if (type === 'password' || autocomplete.endsWith('password')) return 'secret';
  if (type === 'email' || type === 'tel' || autocomplete === 'email' || autocomplete.startsWith('tel')) {
    return 'contact';
  }
  if (IDENTITY_AUTOCOMPLETE.test(autocomplete) || IDENTITY_NAME.test(name)) return 'identity';
  const inputMode = attribute(field, 'inputmode');
  return type === 'number' || inputMode === 'numeric' || inputMode === 'decimal' ? 'numeric' : 'text';
}

/** The role of a clicked element: its ARIA role, else its tag (`input:<type>` for inputs). */
export function roleOf(target: EventTarget | null): string {
  const element = (target as Element | null)?.closest?.('button,a,input,select,textarea,label,[role]');
  if (!element) return 'none';
  const tag = element.tagName.toLowerCase();
  return (
    attribute(element, 'role') || (tag === 'input' ? `input:${(element as HTMLInputElement).type}` : tag)
  ).slice(0, 32);
}

/** The device and environment (no user agent string, no fonts, no canvas: nothing identifying). */
export function readDevice(win: Window): CollectorDevice {
  const nav = win.navigator as Navigator & { connection?: { effectiveType?: string } };
  const connection = nav.connection?.effectiveType;
  return {
    screen: { w: win.screen?.width | 0, h: win.screen?.height | 0 },
    viewport: { w: win.innerWidth | 0, h: win.innerHeight | 0 },
    pixelRatio: win.devicePixelRatio || 1,
    timeZone: (Intl.DateTimeFormat().resolvedOptions().timeZone || '').slice(0, 64),
    language: (nav.language || '').slice(0, 35),
    touchPoints: nav.maxTouchPoints | 0,
    hardwareConcurrency: nav.hardwareConcurrency | 0,
    ...(connection && { connection: connection.slice(0, 16) }),
    platform: (nav.platform || '').slice(0, 64),
  };
}

/** An event before the sink stamps its time. */
export type UntimedEvent = CollectorEvent extends infer E
  ? E extends CollectorEvent
    ? Omit<E, 't'>
    : never
  : never;

/** Where recorded events go (it adds `t`); `now()` is epoch milliseconds. */
export interface SignalSink {
  push(event: UntimedEvent): void;
  now(): number;
  /** The page is going away (pagehide). */
  leaving(): void;
  /** The page became hidden: seal what there is, ready for a beacon. */
  hidden(): void;
}

interface FocusState {
  field: string;
  fieldClass: FieldClass;
  since: number;
  keys: number;
}

/**
 * Adds the listeners to `win` and its document; returns the function that removes them all.
 * `pointerThrottleMs` is 100 ms for moves (and scrolls).
 */
export function listen(win: Window, sink: SignalSink, pointerThrottleMs: number): () => void {
  const doc = win.document;
  const focused = new Map<EventTarget, FocusState>();
  let lastMove = Number.NEGATIVE_INFINITY;
  let lastScroll = Number.NEGATIVE_INFINITY;
  let lastPointer: 'mouse' | 'touch' | 'pen' = 'mouse';
  const removers: Array<() => void> = [];
  const on = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
    const listener = (event: Event) => {
      try {
        handler(event as E);
      } catch {
        // A signal is never worth breaking the page it observes.
      }
    };
    target.addEventListener(type, listener, { capture: true, passive: true });
    removers.push(() => target.removeEventListener(type, listener, { capture: true }));
  };
  const pointerType = (value: unknown): 'mouse' | 'touch' | 'pen' =>
    value === 'touch' || value === 'pen' ? value : value === 'mouse' ? 'mouse' : lastPointer;

  on<PointerEvent>(win, 'pointermove', (event) => {
    const now = sink.now();
    if (now - lastMove < pointerThrottleMs) return;
    lastMove = now;
    sink.push({ k: 'move', x: Math.round(event.clientX), y: Math.round(event.clientY) });
  });
  on<PointerEvent>(win, 'pointerdown', (event) => {
    lastPointer = pointerType(event.pointerType);
  });
  on<PointerEvent>(win, 'click', (event) => {
    sink.push({
      k: 'click',
      x: Math.round(event.clientX || 0),
      y: Math.round(event.clientY || 0),
      role: roleOf(event.target),
      pointer: pointerType(event.pointerType),
    });
  });
  on(win, 'scroll', () => {
    const now = sink.now();
    if (now - lastScroll < pointerThrottleMs) return;
    lastScroll = now;
    sink.push({
      k: 'scroll',
      x: Math.round(win.scrollX || 0),
      y: Math.round(win.scrollY || 0),
    });
  });
  on<FocusEvent>(doc, 'focusin', (event) => {
    const field = fieldOf(event.target);
    if (!field) return;
    const state = { field: fieldName(field), fieldClass: fieldClass(field), since: sink.now(), keys: 0 };
    focused.set(field, state);
    sink.push({ k: 'focus', field: state.field, fieldClass: state.fieldClass });
  });
  on<FocusEvent>(doc, 'focusout', (event) => {
    const target = event.target;
    const state = target ? focused.get(target) : undefined;
    if (!target || !state) return;
    focused.delete(target);
    sink.push({
      k: 'blur',
      field: state.field,
      fieldClass: state.fieldClass,
      ms: Math.round(sink.now() - state.since),
      keys: state.keys,
    });
  });
  on<KeyboardEvent>(doc, 'keydown', (event) => {
    const field = fieldOf(event.target);
    // Modifiers, function keys and IME composition are class "o": not a typed key, not recorded.
    const c = keyClass(String(event.key));
    if (!field || c === 'o') return;
    const state = focused.get(field);
    if (state) state.keys += 1;
    // Passwords: how long and how many keys (on blur), not even their classes.
    if ((state?.fieldClass ?? fieldClass(field)) === 'secret') return;
    sink.push({
      k: 'key',
      field: state?.field ?? fieldName(field),
      c,
    });
  });
  on<ClipboardEvent>(doc, 'paste', (event) => {
    const field = fieldOf(event.target);
    if (!field) return;
    // Only the length of what was pasted, read and dropped at once.
    const length = event.clipboardData?.getData('text')?.length ?? 0;
    sink.push({ k: 'paste', field: fieldName(field), length });
  });
  on<InputEvent>(doc, 'input', (event) => {
    const field = fieldOf(event.target);
    if (!field) return;
    const name = fieldName(field);
    const inputType = typeof event.inputType === 'string' ? event.inputType : '';
    if (inputType === '' || inputType === 'insertReplacementText') {
      // Browser autofill fires a plain `input` Event, not an InputEvent with an inputType.
      if (inputType === '') sink.push({ k: 'autofill', field: name });
      else sink.push({ k: 'correction', field: name, kind: 'replace' });
      return;
    }
    if (inputType.startsWith('delete')) {
      const kind = 'value' in field && field.value.length === 0 ? 'clear' : 'delete';
      sink.push({ k: 'correction', field: name, kind });
    }
  });
  on(doc, 'visibilitychange', () => {
    const state = doc.visibilityState === 'hidden' ? 'hidden' : 'visible';
    sink.push({ k: 'visibility', state });
    if (state === 'hidden') sink.hidden();
  });
  on(win, 'pagehide', () => sink.leaving());
  return () => {
    for (const remove of removers.splice(0)) remove();
  };
}
