/**
 * RENAPO's inconvenient words (Instructivo Normativo para la Asignación de la CURP, anexo 2): when
 * positions 1–4 would spell one, RENAPO replaces the second letter with X, so no CURP starts with one.
 * Each group is three letters and the last letters they take: `COJAEIO` is COJA, COJE, COJI, COJO.
 */
export const INCONVENIENT_WORDS =
  'BACA BAKA BUEIY CACAO CAGAO CAKAO COGEI COJAEIO COLA CULO FALO FETO GETA GUEIY JETA JOTO KACAO KAGAO ' +
  'KAKAO KOGEI KOJAEIO KOLA KULO LILO LOCAO LOKAO MAMEO MEARS MEON MIAR MION MOCO MOKO MULAO NACAO PEDAO ' +
  'PENE PIPI PITO POPO PUTAO QULO RATA ROBAEO RUIN SENO TETA VACA VAGAO VAKA VUEIY WUEIY';
