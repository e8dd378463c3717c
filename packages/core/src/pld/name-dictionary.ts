// What the name matcher knows of Mexican names (ADR 305): the nicknames and short forms that stand
// for a given name (a list or a form may write "Pepe" or "Fco." for José or Francisco), and the
// common given names and surnames, so that two of them one letter apart ("Mario" and "María",
// "Rosas" and "Rojas") read as two names, not as one name with a typo. Words are as `nameTokens`
// leaves them: lower case, no accents.

/** Each group is one given name with its nicknames, short forms and other spellings. */
const GIVEN_NAME_GROUPS: readonly (readonly string[])[] = [
  ['jose', 'pepe', 'chepe', 'jse'],
  ['francisco', 'paco', 'pancho', 'fco', 'curro', 'quico'],
  ['francisca', 'paca', 'pancha', 'fca'],
  ['guadalupe', 'lupe', 'lupita', 'gpe'],
  ['maria', 'ma', 'mari'],
  ['jesus', 'chuy', 'chucho'],
  ['enrique', 'quique'],
  ['ignacio', 'nacho'],
  ['alejandro', 'alex', 'jando'],
  ['alejandra', 'ale'],
  ['roberto', 'beto'],
  ['alberto', 'beto'],
  ['humberto', 'beto'],
  ['guillermo', 'memo'],
  ['rosario', 'chayo'],
  ['refugio', 'cuca', 'cuco'],
  ['concepcion', 'concha', 'conchita', 'conce'],
  ['dolores', 'lola', 'lolita'],
  ['manuel', 'manolo', 'manu'],
  ['antonio', 'tono', 'tonio'],
  ['rodrigo', 'rigo'],
  ['eduardo', 'lalo'],
  ['salvador', 'chava'],
  ['santiago', 'chago'],
  ['josefina', 'chepina', 'pina'],
  ['graciela', 'chela'],
  ['mercedes', 'meche'],
  ['soledad', 'chole'],
  ['socorro', 'coco'],
  ['consuelo', 'chelo'],
  ['isabel', 'chabela', 'chabe'],
  ['rafael', 'rafa'],
  ['fernando', 'fer', 'nando'],
  ['gustavo', 'tavo'],
  ['federico', 'fede'],
  ['ramon', 'moncho'],
  ['anastasio', 'tacho'],
  ['margarita', 'mago'],
  ['jorge', 'coque'],
  ['gregorio', 'goyo'],
  ['teresa', 'tere'],
  ['patricia', 'paty', 'pati'],
  ['cristina', 'cris'],
  ['ximena', 'jimena'],
  ['cristian', 'christian'],
  ['reyna', 'reina'],
  ['esther', 'ester'],
  ['martha', 'marta'],
  ['karla', 'carla'],
  ['elisa', 'eliza'],
  ['elena', 'helena'],
  ['ivonne', 'yvonne'],
  ['javier', 'xavier'],
];

/** Common given names: two of these that differ are two names ("Mario", "María"). */
const GIVEN_NAMES: readonly string[] = [
  ...GIVEN_NAME_GROUPS.map((group) => group[0] as string),
  ...'mario mariana marina mariano martin martina daniel daniela gabriel gabriela julio julia juliana julian luis luisa adrian adriana fernanda antonia patricio norberto rigoberto gilberto adalberto juan juana josefa pedro pablo paola paula paulina carlos carolina ana anabel andrea andres angel angela angelica raul rene rosa rosalia luz lucia luciano lucio sergio sofia sonia silvia susana laura lorena veronica victor victoria irene ivan ines jaime joel noel noe manuela miguel hugo diego david emilio emilia ernesto esteban estela fabian fabiola felipe felix gloria hector leticia lourdes marcos marco marcela marcelo monica nancy norma oscar omar octavio pilar rocio ruben ruth samuel sara saul tomas ulises valeria vicente yolanda zoe gerardo gonzalo armando arturo alfredo alfonso agustin benjamin cesar claudia cecilia diana dulce edgar elias eva ismael israel karina liliana mariela marisol miriam nora olga raquel rebeca regina rita rosalba yesenia abel abigail alicia alma amparo araceli beatriz blanca brenda carmen catalina elvira erika esperanza eugenia flor gerardo gisela irma jacinto jacinta jazmin joaquin lorenzo lucas magdalena mateo matias maximiliano mireya nicolas orlando ramiro renata ricardo rolando rosaura sebastian silvestre tania valentina valentin wendy yadira ramona leon leonel noemi isela santos cruz angeles karen estela edith elvia evangelina anabel'.split(
    ' ',
  ),
];

/** Common surnames: two of these that differ are two surnames ("Rosas", "Rojas"). */
const SURNAMES: readonly string[] =
  'hernandez garcia martinez lopez gonzalez perez rodriguez sanchez ramirez cruz flores gomez morales vazquez velazquez jimenez reyes diaz torres gutierrez ruiz mendoza aguilar ortiz moreno castillo romero alvarez mendez chavez rivera juarez ramos dominguez herrera medina castro vargas guzman velasco salazar rojas rosas rios rosales contreras luna ortega estrada guerrero soto nunez santiago cortes campos silva lara lora leon marquez mejia navarro salas solis cervantes sandoval delgado cabrera carrillo vega molina espinoza cardenas acosta pacheco fuentes ibarra zamora trejo pena robles valdez galvan garza miranda nava ponce orozco padilla serrano avila bautista becerra benitez cisneros coronado escobar franco gallegos ibanez lozano maldonado mora mares montes mata meza osorio palacios paredes pineda quintero rangel rubio suarez tapia trevino valencia valle villa villanueva zavala zuniga cano caro cota duran duarte esparza fajardo figueroa galindo hidalgo huerta lugo macias mercado montoya munoz ochoa olvera oropeza pina quiroz rocha sosa tellez toledo urbina vela vera zarate alvarado arellano arroyo avalos barrera beltran bravo calderon camacho carmona castaneda ceballos cuevas escamilla farias gamez gamboa guerra jaramillo leyva lucero magana marin monroy nieto olivares pantoja perea prado quezada rincon salgado santos segura tovar valadez varela villalobos zapata cordero cordova cruzado mora moran morin parra porras barra sierra serna cerna salinas saldana aguirre aguayo ayala anaya amaya coto mena rio rios lima paz soledad'.split(
    ' ',
  );

/** A Spanish spelling key: letters that sound alike in Mexico written alike ("Vásquez", "Vázquez"). */
export function soundKey(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ch/g, '#')
    .replace(/qu/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/^x/, 'j')
    .replace(/[zç]/g, 's')
    .replace(/v/g, 'b')
    .replace(/w/g, 'u')
    .replace(/ll/g, 'y')
    .replace(/y(?![aeiou])/g, 'i')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

const groupsOf = new Map<string, Set<number>>();
GIVEN_NAME_GROUPS.forEach((group, index) => {
  for (const name of group) {
    const key = soundKey(name);
    groupsOf.set(key, (groupsOf.get(key) ?? new Set()).add(index));
  }
});
const knownGiven = new Set([...GIVEN_NAMES, ...GIVEN_NAME_GROUPS.flat()].map(soundKey));
const knownSurnames = new Set(SURNAMES.map(soundKey));

/** Whether two given names are one name: the same group of nicknames and spellings. */
export function sameGivenName(a: string, b: string): boolean {
  const groupsA = groupsOf.get(soundKey(a));
  const groupsB = groupsOf.get(soundKey(b));
  if (!groupsA || !groupsB) return false;
  for (const group of groupsA) if (groupsB.has(group)) return true;
  return false;
}

/** The word every nickname of a given name shares (its group's first name), else the word itself. */
export function canonicalGiven(word: string): string {
  const groups = groupsOf.get(soundKey(word));
  if (!groups) return word;
  const [first] = groups;
  return GIVEN_NAME_GROUPS[first as number]?.[0] ?? word;
}

/** Whether a word is a common given name (`given`) or surname, by its sound. */
export function isKnownName(word: string, kind: 'given' | 'surname'): boolean {
  return (kind === 'given' ? knownGiven : knownSurnames).has(soundKey(word));
}
