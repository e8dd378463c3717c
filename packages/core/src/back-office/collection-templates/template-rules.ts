import { TEMPLATE_PLACEHOLDERS } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';

/**
 * The rule list a collection template is checked by before anyone may approve it (issue 66, ADR
 * 326), after CONDUSEF's collection rules (regulation-2026.md, "Collections"): no threats, no bluff
 * about legal action, no mention of family, the employer or the references, and no free text (only
 * the placeholders the platform fills). The contact hours are not the text's: every contact is
 * refused outside the contact window when it is logged. The patterns are Spanish on purpose (the
 * texts are) and run on the text lower-cased with its accents removed (`plainText`).
 */
export const TEMPLATE_RULES = [
  {
    rule: 'threat',
    patterns: [
      /\bamenaz/,
      /\b(vamos a ir|iremos|pasaremos|llegaremos|acudiremos|visita)\b.{0,30}\b(casa|domicilio)\b/,
      /\b(visitaremos|te buscaremos|lo buscaremos|la buscaremos)\b/,
      /\bconsecuencias\b/,
      /\b(carcel|prision|arrest|policia|boletinad|exhibir|exhibiremos|publicaremos|redes sociales)/,
      /\b(atente|ultim[oa] aviso antes de)\b/,
    ],
  },
  {
    rule: 'legal_bluff',
    patterns: [
      /\b(demanda|demandar|embarg|juicio|juzgado|juez|abogad|despacho juridico|ministerio publico)/,
      /\b(accion(es)? (legal|judicial|penal)|proceso (legal|judicial)|orden de aprehension|fraude|delito|penal)/,
    ],
  },
  {
    rule: 'family',
    patterns: [
      /\b(familia|familiar|mama|madre|papa|padre|herman[oa]s?|espos[oa]|hij[oa]s?|ti[oa]s?|abuel[oa]s?|suegr[oa]s?|parientes?|pareja)\b/,
    ],
  },
  {
    rule: 'employer',
    patterns: [
      /\b(emplead[oa]r?|patron|jef[ea]|trabajo|recursos humanos|companeros|oficina donde|lugar de trabajo)\b/,
    ],
  },
  {
    rule: 'references',
    patterns: [/\b(referencias?|avales?|aval|conocidos|vecinos|amig[oa]s?|terceros?)\b/],
  },
] as const satisfies readonly { rule: string; patterns: readonly RegExp[] }[];

/** A rule of the list, or `free_text` (a placeholder the platform does not fill). */
export type TemplateRule = (typeof TEMPLATE_RULES)[number]['rule'] | 'free_text';

/** The text lower-cased, without accents, its spaces collapsed: what rules and look-ups compare. */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The first rule `body` breaks, with what it matched; null when it breaks none. */
export function brokenTemplateRule(body: string): { rule: TemplateRule; match: string } | null {
  for (const [, name] of body.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name ?? '')) {
      return { rule: 'free_text', match: `{${name}}` };
    }
  }
  if (/[{}]/.test(body.replace(PLACEHOLDER, ''))) return { rule: 'free_text', match: '{' };
  const text = plainText(body.replace(PLACEHOLDER, ' '));
  for (const { rule, patterns } of TEMPLATE_RULES) {
    for (const pattern of patterns) {
      const found = pattern.exec(text);
      if (found) return { rule, match: found[0] };
    }
  }
  return null;
}

/** Throws `template_rule_broken` (422, the rule and what matched) when `body` breaks a rule. */
export function assertTemplateRules(body: string): void {
  const broken = brokenTemplateRule(body);
  if (broken) throw new CoreError('template_rule_broken', { field: ['body'], params: broken });
}

/**
 * Whether `message` is `body` with its placeholders filled (a placeholder stands for 1 to 120
 * characters), both compared as {@link plainText}.
 */
export function messageMatchesTemplate(message: string, body: string): boolean {
  const escaped = plainText(body)
    .split(/\{[^{}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.{1,120}?')}$`).test(plainText(message));
}
