import type { MessageKey } from '@lender/i18n';
import { useT } from '../i18n';
import { codeWords } from './codes';

type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const CLIENT_TONES: Record<number, Tone> = {
  1: 'success',
  2: 'danger',
  3: 'danger',
  4: 'warning',
  5: 'info',
};
const APPLICATION_TONES: Record<number, Tone> = {
  1: 'info',
  2: 'info',
  3: 'success',
  4: 'success',
  5: 'neutral',
  6: 'danger',
  7: 'warning',
  13: 'info',
  14: 'warning',
  17: 'info',
  18: 'info',
  23: 'neutral',
  401: 'danger',
};
const LOAN_TONES: Record<number, Tone> = {
  1: 'neutral',
  2: 'neutral',
  3: 'neutral',
  4: 'info',
  5: 'success',
  6: 'warning',
  8: 'neutral',
  9: 'danger',
  10: 'danger',
};

/** A status as words in a coloured pill; the words carry the meaning, the colour only helps. */
export function StatusBadge({ kind, status }: { kind: 'client' | 'application' | 'loan'; status: number }) {
  const t = useT();
  const tones = kind === 'client' ? CLIENT_TONES : kind === 'application' ? APPLICATION_TONES : LOAN_TONES;
  const tone = tones[status] ?? 'neutral';
  return <span className={`bo-badge bo-badge-${tone}`}>{codeWords.of(t, `${kind}Status`, status)}</span>;
}

export function Badge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <span className={`bo-badge bo-badge-${tone}`}>{children}</span>;
}

/** A fake (test) record's flag: "Yes" as a warning badge, plain "No" otherwise. */
export function FakeFlag({ fake }: { fake: boolean }) {
  const t = useT();
  return fake ? <Badge tone="warning">{t('backoffice:app.yes')}</Badge> : t('backoffice:app.no');
}

/**
 * Who recorded a payment in words: the back-office user's name, else `user:3` "Back-office #3" (an
 * account gone), a CEP claim or a process by what it is; none: "—".
 */
export function RecordedBy({
  by,
  name,
}: {
  by: string | null | undefined;
  name?: string | null | undefined;
}) {
  const t = useT();
  if (name) return <>{name}</>;
  const user = /^user:(\d+)$/.exec(by ?? '');
  if (user) return <>{`${t('backoffice:audit.actorTypes.user')} #${user[1]}`}</>;
  // A borrower's CEP claim or a process, in words (never the stored code).
  if (by === 'cep' || by === 'system') return <>{t(`backoffice:payments.recordedBySources.${by}`)}</>;
  return <>{by ?? '—'}</>;
}

/**
 * Where a loan stands in the portfolio (issue 36, ADR 111), beside its status: "Al corriente", or
 * "Vencido" with its bucket ("8 a 30 días"); on hold is the status, not the standing.
 */
export function Standing({ standing, bucket }: { standing: string; bucket: string | null }) {
  const t = useT();
  if (standing === 'closed') return <>{t('backoffice:loans.standings.closed')}</>;
  const words =
    standing === 'current'
      ? t('backoffice:loans.standings.current')
      : t('backoffice:loans.standings.overdue');
  return (
    <span className="bo-standing">
      <Badge tone={standing === 'current' ? 'success' : 'danger'}>{words}</Badge>
      {bucket ? <span>{t(`backoffice:loans.buckets.${bucket}` as MessageKey)}</span> : null}
    </span>
  );
}
