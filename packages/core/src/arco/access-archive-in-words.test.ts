import { describe, expect, it } from 'vitest';
import { sectionWords } from './access-archive-words';

// The access archive's PDFs are read by the borrower: the collection contacts (channel, direction,
// result), the promises' status, the type of each upload, a device check's reason, why a sign-in
// ended and an audit entry's action read in Spanish, never as raw codes (a provider's code we have
// no words for yet included).

describe("the access archive's PDF words", () => {
  it('the collection contacts and promises read in words', () => {
    const words = sectionWords('collections');
    expect(words.code('channel', 'call')).toBe('Llamada');
    expect(words.code('direction', 'inbound')).toBe('Nos contactaste');
    expect(words.code('result', 'wrong_number')).toBe('Contestó otra persona');
    expect(words.code('status', 'broken')).toBe('Incumplida');
  });

  it("an upload's type reads in words", () => {
    expect(sectionWords('documents').code('type', 'id_front')).toBe('Identificación (frente)');
  });

  it("a device check's reason reads in words, one the words do not know yet as another reason, never its code", () => {
    const words = sectionWords('signals');
    expect(words.code('deviceReason', 'ok')).toBe('Sin observaciones');
    expect(words.code('deviceReason', 'device_new')).toBe('Es un dispositivo que el proveedor no conocía');
    expect(words.code('deviceReason', 'velocity_rule_17')).toBe(
      'Otro motivo del proveedor (su clave está en el archivo JSON)',
    );
  });

  it("an audit entry's action, who acted and on what read as the back office words them, an application's move with its status", () => {
    const words = sectionWords('audit');
    expect(words.code('action', 'payment.complete')).toBe('Pago recibido');
    expect(words.code('action', 'reconciliation.reverse_duplicate')).toBe('Pago duplicado revertido');
    expect(words.code('action', 'application.status.6')).toBe('Solicitud: Rechazada');
    expect(words.code('actor', 'system')).toBe('Sistema');
    expect(words.code('entity', 'payment')).toBe('Pago');
  });

  it("a sign-in's end reads in words, a staff-only reason as closed for security", () => {
    const words = sectionWords('sessions');
    expect(words.code('endReason', 'password_reset')).toBe('Recuperaste tu contraseña');
    expect(words.code('endReason', 'totp_failures')).toBe('La cerramos por seguridad');
  });
});
