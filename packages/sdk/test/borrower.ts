import type { CreateApplicationRequest } from '@lender/contracts';
import { type ClientOptions, createClient, type LenderClient } from '../src/client';
import { unwrap } from '../src/unwrap';
import {
  type CoreModule,
  type CoreTestingModule,
  type FixturesModule,
  loadCore,
  loadCoreTesting,
  loadFixtures,
  type RunningApi,
} from './api-server';

// A borrower driven through the SDK against the real API: registration (SMS code from the sandbox
// outbox), the profile steps of spec §4, the CLABE and an ID photo, as the journeys of the API do
// (apps/api/src/test/borrower.ts), but every call through the SDK's typed methods.

/** What the tests use of the API's journey helpers (apps/api/src/test/borrower.ts). */
interface JourneyModule {
  /** A spec §7 application body for `amountPesos` on the biweekly cycle, dates two weeks ahead. */
  applicationBody(t: { clock: RunningApi['clock'] }, amountPesos: number): CreateApplicationRequest;
  MONTHLY_INCOME_PESOS: number;
}

const JOURNEY_MODULE = '@lender/api-server/src/test/borrower';

/** One browser session of the SDK: its own token store. */
export interface Session {
  api: LenderClient;
  state: { token: string | undefined };
}

/** A registered, onboarded borrower with its session. */
export interface SdkBorrower extends Session {
  clientId: number;
  phone: string;
  email: string;
}

/** A CLABE with a correct check digit (weights 3, 7, 1): bank 002, plaza 010, account `n`. */
export function clabe(n: number): string {
  const first17 = `002010${String(n).padStart(11, '0')}`;
  const sum = [...first17].reduce((total, digit, i) => total + ((Number(digit) * [3, 7, 1][i % 3]!) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/** Helpers bound to one running API. */
export async function borrowers(server: RunningApi, tag: string) {
  const fixtures: FixturesModule = await loadFixtures();
  const core: CoreModule = await loadCore();
  const testing: CoreTestingModule = await loadCoreTesting();
  const journey = (await import(/* @vite-ignore */ JOURNEY_MODULE)) as JourneyModule;
  let made = 0;

  function session(options: Partial<ClientOptions> = {}): Session {
    const state: Session['state'] = { token: undefined };
    const api = createClient({
      baseUrl: server.baseUrl,
      getToken: () => state.token,
      onToken: (token) => {
        state.token = token;
      },
      ...options,
    });
    return { api, state };
  }

  /** Registers and onboards a borrower through the SDK; `idPhoto` uploads an ID front as well. */
  async function onboard(options: { idPhoto?: boolean } = {}): Promise<SdkBorrower> {
    made += 1;
    const s = session();
    const month = String(1 + (made % 12)).padStart(2, '0');
    const body = fixtures.registrationBody({
      nationalIdentificator: fixtures.curp(`${tag}85${month}15HDFRRS0`),
      birthDate: `1985-${month}-15`,
    });
    unwrap(
      await s.api.public.phoneSmsCode({ body: { mobilePhone: body.mobilePhone, captchaToken: 'sdk-test' } }),
    );
    const smsCode = await fixtures.lastCodeSentTo(server, body.mobilePhone.number);
    unwrap(await s.api.public.registerClient({ body: { ...body, smsCode } }));
    server.clock.advance(61_000); // the next registration's SMS must not hit the resend cooldown
    const me = unwrap(await s.api.client.get());
    unwrap(
      await s.api.client.completeStepTwo({
        body: {
          employmentStatusKey: 'employed',
          companyName: 'Tortillería La Esperanza',
          monthlyIncome: journey.MONTHLY_INCOME_PESOS,
          salaryCycle: 'biweekly',
          payDate: {
            referenceDate: core.businessDate(server.clock.now()),
            semiMonthlyPayDates: null,
            dateOfMonth: null,
          },
        },
      }),
    );
    unwrap(
      await s.api.client.completeStepThree({
        body: fixtures.ROMA_NORTE_ADDRESS,
      }),
    );
    unwrap(
      await s.api.client.completeStepFour({
        body: { reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation: 'friend' } },
      }),
    );
    unwrap(
      await s.api.client.saveAccountNumber({ body: { accountNumber: clabe(made * 1000 + tag.length) } }),
    );
    if (options.idPhoto) {
      unwrap(
        await s.api.client.idDocumentUpload({
          body: { type: 'id_front', file: idPhoto() },
        }),
      );
    }
    return { ...s, clientId: me.id, phone: body.mobilePhone.number, email: body.email };
  }

  /** A JPEG ID photo as a browser's file input gives it. */
  function idPhoto(): File {
    return new File([testing.sampleJpeg(1024, 768) as Uint8Array<ArrayBuffer>], 'ine.jpg', {
      type: 'image/jpeg',
    });
  }

  return {
    session,
    onboard,
    idPhoto,
    fixtures,
    core,
    applicationBody: (amountPesos: number) => journey.applicationBody(server, amountPesos),
  };
}
