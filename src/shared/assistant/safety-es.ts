/**
 * The safeguarding check in Spanish (decision 061): many of the academy's families write in Spanish
 * or in Spanglish, and a child at risk must be heard in either. The same concerns as `safety.ts`
 * (self-harm or suicide, abuse or an adult's inappropriate contact, neglect, bullying), from a parent
 * or a child, in the first person or the third, with typos and chat shorthand. The text is
 * normalised (lower case, no accents, any letter repeated written once, shorthand spelt out, a
 * closed list of distinctive words corrected by edit distance), then read by families of patterns
 * over words, and what they miss by the score of `safety-score.ts` over a Spanish vocabulary.
 * Sport's own Spanish is read first and removed: "le pegó al balón", "se lastimó el tobillo
 * jugando", "me muero de ganas", "me toca jugar de portero". Only sentences with a Spanish word are
 * read. Pure, no I/O.
 */
import { typoCorrector } from './edit-distance';
import { type RiskScore, type RiskSignal, type Term, type Vocabulary, scoreWith, terms } from './safety-score';

export type SpanishConcern = 'self-harm' | 'abuse' | 'neglect' | 'bullying';

// ---------------------------------------------------------------------------------------------
// Normalising

/** Accents off, lower case, any letter repeated written once ("llorar" is read "lorar", "nooo" "no"). */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/([a-z])\1+/g, '$1');
}

/** Chat shorthand and common misspellings that are words of their own (after folding). */
const EXACT: Record<string, string> = {
  q: 'que', k: 'que', ke: 'que', qe: 'que', xq: 'porque', pq: 'porque', porq: 'porque', xk: 'porque', pk: 'porque', porke: 'porque', porqe: 'porque',
  x: 'por', d: 'de', tb: 'tambien', tmb: 'tambien', tmbn: 'tambien', kiero: 'quiero', kiere: 'quiere', kieres: 'quieres', kieren: 'quieren', qiero: 'quiero',
  qiere: 'quiere', kisiera: 'quisiera', kise: 'quise', ija: 'hija', ijo: 'hijo', ijas: 'hijas', ijos: 'hijos', ase: 'hace', asen: 'hacen', aser: 'hacer',
  acer: 'hacer', ace: 'hace', acen: 'hacen', nadien: 'nadie', naide: 'nadie', mami: 'mama', mom: 'mama', papi: 'papa', dad: 'papa', padrasto: 'padrastro',
  stoy: 'estoy', toy: 'estoy', ta: 'esta', tan: 'estan', msj: 'mensajes', msjs: 'mensajes', mjs: 'mensajes', mensajitos: 'mensajes', mensaje: 'mensajes',
  texts: 'mensajes', textos: 'mensajes', text: 'mensajes', dms: 'mensajes', dm: 'mensajes', fotitos: 'fotos', foto: 'fotos', pics: 'fotos', selfies: 'fotos',
  coach: 'entrenador', couch: 'entrenador', entrenadora: 'entrenador', profe: 'entrenador', bn: 'bien', ps: 'pues', aki: 'aqui', ahi: 'ahi', ai: 'ahi',
  bulin: 'bulying', bulyin: 'bulying', buling: 'bulying', bulyng: 'bulying', buyin: 'bulying', bullying: 'bulying',
  // "mijo", "mija": my son, my daughter, run together as Mexican families say them.
  mijo: 'mi hijo', mija: 'mi hija', mijos: 'mis hijos', mijas: 'mis hijas', mijito: 'mi hijo', mijita: 'mi hija', mijitos: 'mis hijos', mijitas: 'mis hijas',
  // Ordinary words one edit from a word below: kept as they are.
  acaso: 'acaso', golpe: 'golpe', golpes: 'golpes', contando: 'contando', contar: 'contar', matase: 'matase', abrazo: 'abrazo', abrazos: 'abrazos',
  burla: 'burla', quitarle: 'quitarle', ponerse: 'ponerse', morirse: 'morirse', moverse: 'moverse', moverme: 'moverme', mataron: 'mataron',
  golpear: 'golpear', golpearlo: 'golpearlo', golpearla: 'golpearla', golpearme: 'golpearme',
  maltratado: 'maltratado', maltratada: 'maltratada', maltratados: 'maltratados', maltratadas: 'maltratadas',
};

/** Distinctive words, folded, misspelt often enough to look up by edit distance (one edit, two from ten letters). */
const FUZZY_TARGETS = [
  'suicidio', 'suicidarse', 'suicidarme', 'suicidar', 'suicida', 'matarse', 'matarme', 'morirme', 'quitarse', 'ahorcarse', 'autolesion', 'autolesiones',
  'abusaron', 'abusado', 'abusada', 'abusando', 'abusador', 'violaron', 'violada', 'violado', 'manoseo', 'manosea', 'manosearon', 'manoseaba',
  'maltrata', 'maltrato', 'maltratan', 'maltrataba', 'golpean', 'golpearon', 'golpeaba', 'descuido', 'descuidado', 'descuidada', 'descuidan',
  'acosan', 'acosando', 'acosaron', 'acosada', 'acosado', 'ciberacoso', 'burlan', 'burlaron', 'entrenador', 'desaparecer', 'lastimarse', 'lastimarme',
  'moretones', 'cinturon', 'encerrada', 'encerrado', 'amenazan', 'amenazaron', 'desnuda', 'desnudo', 'desnudas', 'desnudos', 'secreto', 'padrastro',
  'madrastra', 'quiero', 'quiere', 'quisiera', 'cortando', 'cortadas', 'pastillas', 'despertar',
].map(fold);

/** The first letter's sound: b and v, s, z and c, k and q are one; a silent h is skipped ("ija", "acer"). */
function soundKey(word: string): string {
  const first = word[0] === 'h' && word.length > 1 ? word[1]! : word[0]!;
  return ({ v: 'b', z: 's', c: 's', q: 'k' } as Record<string, string>)[first] ?? first;
}

const FUZZY_BY_KEY = new Map<string, string[]>();
for (const word of FUZZY_TARGETS) FUZZY_BY_KEY.set(soundKey(word), [...(FUZZY_BY_KEY.get(soundKey(word)) ?? []), word]);

const correctTypo = typoCorrector(EXACT, (token) => FUZZY_BY_KEY.get(soundKey(token)) ?? []);

/**
 * How a folded Spanish word sounds: most of a family's misspellings are spelt as spoken ("bibir",
 * "kiere", "dise", "ijo", "asen", "golpeo"), so a word that sounds like one the patterns read is
 * read as that word, however far apart the letters are. A silent h goes; b and v, s, z and soft c,
 * k, q and hard c, j and soft g are one.
 */
function soundOf(word: string): string {
  return word
    .replace(/ch/g, '#')
    .replace(/h/g, '')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b');
}

/** Words the patterns read, looked up by their sound: the distinctive ones and the everyday ones around them. */
const SOUNDS_LIKE = new Map<string, string>();
for (const word of [
  ...FUZZY_TARGETS,
  ...'vivir vive vivo hijo hija hijos hijas quiere quiero quieres quieren quiso quise dice dicen dijo decir hace hacen hacer hizo golpea golpean golpeo pega pegan cuchillo navaja violar violo abusar abuso acoso vez veces cabeza cuerpo nadie nunca ayuda miedo casa cuarto besa beso cinturon sangre cortes quemar matar morir muerto muerta secreto solo sola solos'
    .split(' ')
    .map(fold),
]) {
  if (!SOUNDS_LIKE.has(soundOf(word))) SOUNDS_LIKE.set(soundOf(word), word);
}

const soundCache = new Map<string, string>();

/** A word's spelling as the patterns read it: a listed spelling, a word that sounds the same, or the nearest by edit distance. */
function canonicalToken(token: string): string {
  if (EXACT[token] !== undefined || token.length < 4) return correctTypo(token);
  let canonical = soundCache.get(token);
  if (canonical === undefined) {
    canonical = SOUNDS_LIKE.get(soundOf(token)) ?? correctTypo(token);
    if (soundCache.size >= 20_000) soundCache.clear();
    soundCache.set(token, canonical);
  }
  return canonical;
}

/** The message as the Spanish patterns read it: folded words in their canonical spelling, single spaces. */
export function normaliseSpanish(text: string): string {
  return normaliseFolded(fold(text));
}

function normaliseFolded(folded: string): string {
  const words = folded
    .replace(/[’‘`´']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(canonicalToken);
  return ` ${words.join(' ')} `;
}

// ---------------------------------------------------------------------------------------------
// The pattern families

/** A pattern's source written in plain Spanish (accents, double letters), folded as the text is. */
function foldSource(source: string): string {
  return source
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/(?<!\\)([a-z])\1+/g, '$1');
}
function es(source: string, flags = ''): RegExp {
  return new RegExp(foldSource(source), flags);
}
const W = (n: number) => `(?: \\w+){0,${n}}`;

/** A child, with or without who they belong to ("mi hija", "el niño", "mi hijo de 9 años", "my son"). */
const NINO =
  '(?:(?:mi|mis|su|sus|el|la|los|las|un|una|nuestro|nuestra|nuestros|nuestras|este|esta|ese|esa|my|our|his|her) )?(?:hijo|hija|hijos|hijas|niño|niña|niños|niñas|nene|nena|chamaco|chamaca|morro|morra|chavo|chava|chico|chica|chicos|chicas|muchacho|muchacha|jugador|jugadora|hijastro|hijastra|sobrino|sobrina|nieto|nieta|hermanito|hermanita|alumno|alumna|hijito|hijita|niñito|niñita|morrito|morrita|chamaquito|chamaquita|son|daughter|kid|boy|girl)';
/** An object pronoun before its verb: "le pega", "la toca", "me pegan" (never "se", as in "se lastimó"). */
const OBJ = '(?<!\\bse )(?:me|te|le|lo|la|nos|les|los|las)';
/** Adults who can harm a child, as the subject of a sentence. */
const ADULT =
  '(?:entrenador|entrenadores|profesor|profesora|maestro|maestra|señor|señora|hombre|mujer|adulto|adulta|tipo|viejo|vieja|desconocido|desconocida|extraño|extraña|vecino|vecina|tio|tia|abuelo|abuela|primo|prima|padrastro|madrastra|papa|mama|padre|madre|papas|padres|novio|novia|esposo|esposa|pareja|niñera|arbitro|asistente|voluntario|chofer|alguien|grande|mayor)';
/** Adults who are no one's to contact a child privately: any message from them is a concern. */
const STRANGER = '(?:señor|hombre|adulto|adulta|tipo|viejo|desconocido|desconocida|extraño|extraña|muchacho mayor|muchacho grande|chavo mayor|grown up)';
/** Children and peers as the subject ("los niños le pegan", "sus compañeros se burlan"). */
const PEERS =
  '(?:niños|niñas|compañeros|compañeras|chicos|chicas|chavos|chavas|morros|muchachos|muchachas|otros|otras|mayores|grandes|alumnos|alumnas|unos|unas|varios|todos|del equipo|de la escuela|de su clase|de mi clase)';
const CONTACT_VERB =
  '(?:escribe|escriben|escribio|escribia|escribian|manda|mandan|mando|mandaba|mandaban|envia|envian|envio|habla|hablan|hablaba|busca|buscaba|llama|llamaba|agrego|agrega|sigue|siguio|pide|pidio|pedia|regala|regalo|compra|compro|invita|invito|ofrece|ofrecio|espera|esperaba|textea|texteaba|chatea|chateaba)';
/** Words that make a contact private: at night, in secret, on a social app, all the time. */
const PRIVATELY =
  '(?:en la noche|en las noches|de noche|a medianoche|todas las noches|cada noche|a escondidas|en privado|por privado|en secreto|por instagram|por insta|por snapchat|por snap|por tiktok|por discord|por whatsapp|por wasap|por face|por facebook|por messenger|por telegram|todos los dias|a cada rato|a todas horas|todo el tiempo|sin que (?:yo|nosotros|sus papas|su mama|su papa|sepamos|sepa)|at night|on snapchat|on instagram)';
/** From a child writing ("me escribe"), only words that no parent's ordinary message has. */
const PRIVATELY_CHILD = '(?:a escondidas|en privado|por privado|en secreto|sin que (?:sepan|sepa|mis papas|mi mama|mi papa)|todas las noches|cada noche|a medianoche)';
/** Who may not give a child gifts or money in private (a family's own relatives excepted). */
const GIVER = `(?:entrenador|profesor|maestro|${STRANGER}|vecino|tio|primo|un papa|una mama|el papa de|la mama de|arbitro|asistente)`;

/**
 * Sport's and daily life's Spanish that shares the patterns' words, removed first: a ball that is
 * hit or kicked, an injury in a game, "dying to", "it's my turn", a haircut, a surprise kept secret.
 */
const BENIGN: RegExp[] = [
  // The ball: "le pegó al balón", "lo golpeó el balón", "le quitan la pelota", "la pateó al arco".
  es(`\\b(?:peg|golpe|pate|tir|dispar|quit|rob|pas)\\w*${W(3)} (?:al|a la|el|la|con el|con la) (?:balon|pelota|bola|arco|porteria|poste|travesaño|red|tiro)\\b`, 'g'),
  es(`\\b(?:balon|pelota|bola|pelotazo|balonazo|tiro|disparo|rodillazo|codazo|cabezazo)${W(2)} (?:le|lo|la|me) (?:peg|golpe|di|dio|tumb)\\w*`, 'g'),
  es(`\\b(?:le|lo|la|me|nos) (?:pego|pegaron|pegan|pega|dieron|dio|metio|metieron) (?:un |una )?(?:pelotazo|balonazo|patada|codazo|rodillazo|cabezazo|tacle|entrada|golpe)${W(6)} (?:partido|juego|entrenamiento|entreno|practica|torneo|cancha)\\b`, 'g'),
  // The sun, a cold: "le pega mucho el sol", "le pegó la gripa".
  es(`\\b(?:le|les|nos|me) (?:pega|pego|pegaron|pegan) (?:mucho |muy fuerte |fuerte )?(?:la|el|una|un) (?:gripa|gripe|covid|resfriado|virus|infeccion|tos|calentura|fiebre|sol|calor|viento|cansancio|sueño)\\b`, 'g'),
  // An injury in play: "se lastimó el tobillo jugando", "se hizo daño en la rodilla en el partido".
  es(`\\b(?:(?:se|me|te) (?:lastim|golpe|hizo|hice|hace|lesion|torcio|torci|dobl|raspo|rasp|pego|peg|cayo|cai)\\w*|se (?:corto|quemo))(?: \\w+){0,3} (?:el|la|los|las|su|mi|sus|mis) (?:tobillo|rodilla|pie|pierna|espalda|hombro|mano|dedo|cabeza|codo|muñeca|nariz|tobillos|rodillas|pies|piernas|espinilla|muslo|cadera|cuello|labio|frente|pelo|cabello|uñas|fleco|barba)\\b(?! (?:cuando|a proposito|adrede|contra|hasta|si pierde|cada vez))`, 'g'),
  es(`\\b(?:se|me) (?:lastim|golpe|hizo|hice|lesion|torcio|cayo|cai|peg)\\w*(?: \\w+){0,5} (?:jugando|entrenando|corriendo|en el partido|en un partido|en el juego|en el entrenamiento|en la practica|en el torneo|en la cancha|con el balon|con la pelota|con la bici|de la bici)\\b`, 'g'),
  // Hyperbole: "me muero de ganas", "morirme de risa", "este ejercicio me mata", "se va a matar con esa bici".
  es(`\\b(?:(?:me|se|te|nos) (?:muero|muere|mueres|morimos|mueren|moria|quiero morir|quiere morir|va a morir|voy a morir|iba a morir|moriria|estoy muriendo|esta muriendo)|morirse|morirme|morirte|morir|muriendo|muriendome|muriendose) de (?:ganas|risa|verguenza|hambre|calor|frio|sueño|cansancio|nervios|envidia|aburrimiento|emocion|alegria|gusto|miedo|la risa|la emocion)\\b`, 'g'),
  es(`\\b(?:muerto|muerta|muertos|muertas) de (?:cansancio|sueño|risa|hambre|calor|frio|miedo|nervios)\\b`, 'g'),
  es(`\\b(?:me|nos|lo|la|los) (?:mata|matan|mato|esta matando|estan matando|va a matar) (?:el|la|este|esta|ese|esa) (?:calor|ejercicio|entrenamiento|entreno|rutina|practica|cansancio|sol|tarea|escuela)\\b`, 'g'),
  es(`\\b(?:el|la|este|esta|ese|esa) (?:calor|ejercicio|entrenamiento|entreno|rutina|practica|cansancio|sol|tarea|escuela)${W(2)} (?:me|nos|lo|la|los) (?:mata|matan|mato|esta matando|estan matando|va a matar)\\b`, 'g'),
  es(`\\b(?:se|te|me) (?:va|vas|voy|iba) a (?:matar|morir) (?:con|en) (?:esa|ese|la|el|una|un) (?:bici|bicicleta|patineta|moto|scooter|carro|patines|skate)\\b`, 'g'),
  // A turn or a schedule: "me toca jugar de portero", "le toca el martes", "le tocan dos sesiones".
  es(`\\b(?:me|te|le|nos|les) (?:toca|tocan|toco|tocaba|tocaron|tocara) (?:\\w+(?:ar|er|ir)\\b|uno|una|dos|tres|cuatro|cinco|\\d+|de (?:portero|defensa|delantero|medio|capitan|porteria)|(?:el|los|mi|su) (?:lunes|martes|miercoles|jueves|viernes|sabado|sabados|domingo|domingos|grupo|turno|horario|entrenador)|la (?:sesion|clase|practica|tarde|mañana|porteria)|hoy|mañana|ahora|primero|despues)`, 'g'),
  es(`\\b(?:toca|tocan|toco|tocaba|tocar) (?:el|la|los|las|un|una) (?:guitarra|piano|bateria|violin|trompeta|flauta|balon|pelota|bola|timbre|puerta)\\b`, 'g'),
  // A haircut, nails: "quiere cortarse el pelo".
  es(`\\bcort\\w* (?:el|la|las|los|su|mi|sus|mis) (?:pelo|cabello|uñas|fleco|barba|greñas)\\b`, 'g'),
  // A surprise or a present kept secret, never from a parent.
  es(`\\b(?:sorpresa|fiesta|regalo|cumpleaños|cumple|pastel)${W(12)} (?:secreto|no le (?:digan|digas|diga|cuenten|cuentes) (?:nada|a nadie|al entrenador|a la entrenadora))\\b`, 'g'),
  // Staff writing to a parent about the schedule ("el entrenador me escribió sobre el horario").
  es(`\\b(?:me|nos) (?:escribio|escribe|mando|manda|envio|envia|llamo|llama)${W(5)} (?:sobre|del|de la|para|por|acerca de) (?:el |la |los |las )?(?:horario|horarios|partido|partidos|entrenamiento|entrenamientos|pago|pagos|uniforme|torneo|cambio|sesion|sesiones|clase|clases)\\b`, 'g'),
  // The ball as the one that hits ("le pegaron un balonazo en la cara"), and play by accident ("le pegó sin querer").
  es(`\\b(?:le|lo|la|me|nos|les) (?:pegaron|pego|pegan|pega|dieron|dio|metieron|metio|aventaron|tiraron|tumbo|tumbaron) (?:un |una )?(?:pelotazo|balonazo|bolazo)\\b`, 'g'),
  es(`\\b(?:(?:le|lo|la|me|nos|les) )?(?:peg|golpe|pate|empuj|pis|tumb|tir|lastim)\\w*${W(3)} (?:sin querer|por accidente|accidentalmente|sin culpa|sin intencion)\\b|\\b(?:sin querer|por accidente|accidentalmente) (?:le|lo|la|me|nos|les) (?:peg|golpe|pate|empuj|pis|tumb|lastim)\\w*`, 'g'),
  // "abuso de confianza", "qué abuso cobrar tanto": a price, not a child.
  es(`\\babuso (?:de (?:confianza|poder|autoridad)|(?:cobrar|lo que cobran|de precio|de precios))\\b`, 'g'),
  es(`\\bviolacion (?:de|a) (?:las |la |los |el )?(?:reglas?|normas?|reglamento|politica|contrato|terminos)\\b`, 'g'),
];

type Family = { concern: SpanishConcern; patterns: RegExp[] };

const FAMILIES: Family[] = [
  {
    concern: 'self-harm',
    patterns: [
      es(`\\bsuicid(?:io|ios|arse|arme|arte|ar|a|as|o|aron|ado|ada|andose)\\b|\\bautolesion\\w*|\\bsobredosis\\b`),
      es(`\\b(?:morirse|morirme|morirte|matarse|matarme|matarte|suicidarse|suicidarme|ahorcarse|ahorcarme|envenenarse|envenenarme|quitarse la vida|quitarme la vida|quitarte la vida|quito la vida|cortarse las venas|cortarme las venas|aventarse|aventarme|tirarse de|tirarme de)\\b`),
      es(`\\b(?:se (?:quiere|queria|quiso|quisiera|va a|iba a|intento|intenta|piensa|pensaba|trata de|trato de|ha pensado en)|me (?:quiero|queria|quise|quisiera|voy a|iba a|intente|pienso|pensaba|he pensado en)|te (?:quieres|vas a))(?: \\w+)? (?:morir|matar|suicidar|ahorcar|envenenar|aventar|tirar de|cortar las venas|quitar la vida)\\b`),
      es(`\\b(?:ya no|nunca) (?:quiere|quiero|quieres|queria|quiera|quisiera) (?:volver a )?(?:despertar|despertarse|despertarme)\\b(?! (?:temprano|tan temprano|a las|para|a tiempo|tarde))`),
      es(`\\b(?:no|ya no|nunca) (?:quiere|quiero|quieres|queria|quiera|quisiera) (?:seguir )?(?:vivir|viviendo|existir|estar vivo|estar viva|estar aqui|estar en este mundo|seguir aqui)\\b(?! (?:en|con|cerca|lejos|alla|alli|temprano|tan temprano|a las|para|a tiempo|los|el|tarde))`),
      es(`\\b(?:quisiera|quiero|quiere|ojala|deseo|desea|desearia|deseaba|me gustaria|le gustaria|prefiero|prefiere|preferiria)(?: \\w+){0,2} (?:estar muerto|estar muerta|no existir|no haber nacido|nunca haber nacido|desaparecer|dormir para siempre|no despertar|no volver a despertar|morir|morirme|morirse|no estar vivo|no estar viva|ya no estar aqui\\b(?! (?:en|el|este|esta|para)))\\b`),
      es(`\\bojala (?:estuviera|estuviese|estuvieras) (?:muerto|muerta)|\\bmejor (?:me muero|se muere|muerto|muerta|no existir|no hubiera nacido|desaparezco|me mato)\\b`),
      es(`\\b(?:estar|estaria|estariamos|estarian|estarias|estaran|seria|serian|serias) (?:todos )?(?:mejor|mas felices|felices)(?: \\w+){0,2} sin (?:mi|el|ella)\\b`),
      es(`\\b(?:nadie|nadien) (?:me|lo|la|te) (?:extrañaria|extrañara|va a extrañar|notaria|notara|va a notar)\\b`),
      es(`\\b(?:no|ya no|nada) (?:le |me )?(?:encuentra|encuentro|tiene|tengo|veo|ve|le veo|le ve|hay) (?:sentido|razon|razones|caso|motivo|motivos|ganas)(?: \\w+){0,1} (?:a la vida|de vivir|para vivir|a vivir|de seguir|para seguir|seguir viviendo)\\b`),
      es(`\\b(?:ya no aguanto|ya no aguanta|no aguanto|no aguanta|no puedo|no puede) mas\\b(?! (?:el|la|los|las|este|esta|a|tiempo|de|con|sin|que))|\\bcansad[oa]s? de (?:vivir|la vida|existir|estar vivo|estar viva)\\b|\\b(?:soy|es) una carga\\b`),
      es(`\\b(?:quiero|quiere|quisiera|queria|va a|voy a|iba a|piensa|pienso|ganas de)(?: \\w+)? (?:acabar|terminar) con (?:todo|mi vida|su vida|esto|todo esto)\\b(?! (?:el|la|los|las|lo) )`),
      es(`\\bojala (?:me |se |te )?(?:muriera|muera|muriese|desapareciera|no despertara|no existiera|no hubiera nacido)\\b|\\bmejor (?:me |se )?(?:desaparezco|desaparece|me voy para siempre)\\b`),
      es(`\\b(?:no|ya no) (?:le |me )?(?:veo|ve|encuentro|encuentra|tiene|tengo) (?:caso|sentido) (?:a |de )?(?:nada|la vida|vivir|seguir)\\b`),
      es(`\\b(?:me da asco|le da asco|odio|odia|detesto|detesta) (?:mi|su) cuerpo\\b|\\b(?:me odio|se odia)\\b(?! (?:el|la|los|las|cuando|que|perder))|\\bya no (?:como|come|quiero comer|quiere comer) nada\\b`),
      es(`\\b(?:se|me|te) (?:quiere|quiero|queria|va a|voy a|iba a|intento)(?: \\w+)? colgar\\b(?! (?:del|de la|de los|en el|en la))|\\b(?:colgarse|colgarme)\\b(?! (?:del|de la|de los|en el|en la))`),
      // Cutting, burning, hurting oneself (an injury in play was removed above).
      es(`\\b(?:se|me|te) (?:corta|corto|cortaba|cortan|esta cortando|estoy cortando|estaba cortando|ha estado cortando|he estado cortando|sigue cortando|quema|quemo|quemaba|rasguña|rasguño|araña|arañaba)(?: \\w+){0,2} (?:los brazos|las muñecas|la muñeca|el brazo|las piernas|los muslos|la piel|el estomago|la panza|a proposito|adrede|a si mism[oa]|hasta sangrar|hasta que sangra|con (?:una |un )?(?:navaja|cuchilla|rastrillo|tijeras|vidrio|sacapuntas|encendedor|cerillo|cigarro|cuchillo)|cuando (?:esta|estoy|se siente|me siento) (?:triste|enojad[oa]|mal|sol[oa])|otra vez|de nuevo|todas las noches|seguido)\\b`),
      es(`\\b(?:se|me|te) (?:pega|pego|golpea|golpeo|lastima|lastimo|lastimaba|esta lastimando|estoy lastimando|ha estado lastimando)(?: \\w+){0,2} (?:a proposito|adrede|a si mism[oa]|contra la pared|la cabeza contra|hasta sangrar|los brazos|las muñecas|la piel|cuando (?:esta|estoy|se siente|me siento) (?:triste|enojad[oa]|mal|sol[oa]))\\b`),
      es(`\\b(?:${NINO}|ella|yo)${W(3)} (?:se|me) (?:esta|estoy|estaba|ha estado|he estado|sigue|sigo) cortando\\b(?! (?:el|la|las|los|su|mi) (?:pelo|cabello|uñas|fleco))|\\b(?:${NINO}|ella|yo)${W(3)} (?:se|me) (?:corta|cortaba|quema|quemaba)(?= y | $| cuando | porque | para )`),
      es(`\\bme (?:corto|cortaba|quemo|quemaba) (?:y|cuando|para|porque|a veces|seguido|todos los dias|todas las noches)\\b`),
      es(`\\b(?:cortadas|cortaduras|cortes|rasguños|cicatrices|quemaduras|marcas|heridas) (?:\\w+ ){0,2}en (?:sus|los|las|mis|su|la|el) (?:brazos|muñecas|muñeca|antebrazos|antebrazo|muslos|estomago|panza)\\b`),
      es(`\\b(?:manga larga|mangas largas|sudadera)${W(6)} (?:calor|esconder|tapar|ocultar|que no (?:vea|veamos|se vea|se vean)|marcas|cortadas|cicatrices|heridas)\\b|\\b(?:esconde|oculta|tapa|escondia|ocultaba)${W(3)} (?:marcas|cortadas|cicatrices|heridas|brazos|muñecas)\\b`),
      es(`\\b(?:navaja|navajas|cuchilla|cuchillas|rastrillo|sacapuntas)${W(4)} (?:en|debajo de|bajo) (?:su|sus|el|la|mi) (?:cuarto|cama|mochila|estuche|cajon|almohada|baño)\\b`),
      es(`\\b(?:se hace|me hago|te haces|se esta haciendo|me estoy haciendo|se ha estado haciendo|me he estado haciendo|se sigue haciendo)(?: \\w+)? (?:daño|heridas|cortes)\\b`),
      es(`\\b(?:quiere|quiero|quieres|queria|quiso|intento|intenta|piensa en|pienso en|ganas de|trata de|trato de|amenaza con|amenazo con)(?: \\w+)? (?:lastimarse|lastimarme|hacerse daño|hacerme daño|cortarse|cortarme|herirse|herirme|golpearse|golpearme|quemarse|quemarme)\\b`),
      // Goodbyes, pills, thinking of death.
      es(`\\b(?:carta|nota|mensaje) de despedida\\b|\\bse (?:esta )?despid\\w* de (?:todos|todo)\\b(?!${W(3)} (?:porque|ya que|pues) (?:nos|se) (?:mudamos|muda|mudan|vamos|va))|\\bregal\\w* (?:todas )?(?:sus|mis) cosas\\b`),
      es(`\\b(?:se|me|te) (?:tomo|tome|toma|tomaba|trago|trague)(?: \\w+)? (?:un monton de|muchas|todas las|todo el frasco de|un frasco de|demasiadas|un puño de|varias) (?:pastillas|pildoras|medicinas|medicamentos|tabletas)\\b|\\bcuantas pastillas (?:se necesitan|hacen falta|para morir|para no despertar)\\b|\\bcomo (?:matarse|suicidarse|morir sin)\\b`),
      es(`\\b(?:piensa|pienso|pensando|habla|hablo|hablando|escribe|escribio|obsesionad[oa])(?: mucho)? (?:en|de|sobre|con) (?:la muerte|morir|morirse|morirme|matarse|matarme|suicid\\w*|no despertar|desaparecer|quitarse la vida)\\b(?! de (?:su|mi|la|el) )`),
      // Leaving this world ("se quiere ir de este mundo"), hurting oneself until it bleeds, hitting one's own head when losing.
      es(`\\b(?:ir|irse|irme|irte|se va|me voy|te vas|se iba|me iba|se quiere ir|me quiero ir|quiere irse|quiero irme|dejar|salir|desaparecer)${W(2)} de este mundo\\b`),
      es(`\\b(?:se|me|te) (?:rasca|rasco|rascaba|rasguña|rasguño|araña|arañaba|pellizca|pellizcaba|muerde|mordia|jala|jalaba|pega|pegaba|golpea|golpeaba)\\w*${W(6)} hasta (?:que (?:le|me|te) (?:sale|salga|salio|sangr\\w*)|sangrar|sacarse|sacarme|hacerse (?:daño|heridas)|lastimarse|dejarse marcas)\\b`),
      es(`\\b(?:se|me) (?:pega|pegaba|golpea|golpeaba|da golpes|daba golpes)${W(2)} (?:en )?(?:la cabeza|la cara)${W(2)} (?:cuando|contra|hasta|a proposito|adrede|porque|si pierde|cada vez)\\b`),
      // Pills taken to die or not to wake up ("se tomó unas pastillas de su abuela para no despertar").
      es(`\\b(?:tom|trag|bebi|beb)\\w*${W(5)} (?:pastillas|pildoras|medicinas|medicamentos|tabletas|tylenol|paracetamol|ibuprofeno|aspirinas?|clonazepam|somniferos|veneno)${W(6)} para (?:no (?:volver a )?despertar\\w*|ya no despertar\\w*|morir\\w*|matarse|matarme|dormir para siempre|acabar con todo|no sentir nada|ya no estar)\\b(?! (?:con|a|al|temprano|tarde|cansad\\w*|en la|de noche|por la|tan|hasta))|\\bcuant[oa]s? (?:pastillas|pildoras|tabletas|tylenol|paracetamol|ibuprofeno|aspirinas?)${W(4)} (?:para morir|para no despertar|para matar|te matan|matan|mata)\\b`),
      // Eating: purging, starving, an eating disorder.
      es(`\\b(?:vomit|devuelv|se provoca el vomit)\\w*${W(2)} (?:a proposito|adrede|para (?:bajar|no engordar|adelgazar|estar flac\\w*))\\b`),
      es(`\\b(?:anorexi|bulimi)\\w*|\\btrastorno (?:alimenticio|alimentario|de la alimentacion|de la conducta alimentaria)\\b|\\blaxantes\\b`),
      es(`\\b(?:se|me) (?:provoca|provoco|hace|hago|mete|meto) (?:el )?(?:vomito|vomitar|los dedos)\\b|\\bvomita${W(2)} despues de (?:comer|cenar|la comida|la cena|cada comida)\\b`),
      es(`\\b(?:dejo|deja|ha dejado|dejado) de comer\\b(?! (?:dulces|azucar|carne|pan|comida chatarra|papitas|papas|refresco|gluten|lacteos|harinas|chucherias|en|antes))|\\bno (?:quiere|quiero|come|como) (?:nada|casi nada)${W(3)} (?:para (?:bajar|adelgazar|estar flac\\w*|no engordar)|porque (?:esta|estoy|se siente|me siento) gord[oa])\\b`),
    ],
  },
  {
    // Peers who hit, mock or threaten a child: bullying, read before the abuse family's "le pegan".
    concern: 'bullying',
    patterns: [
      es(`\\b${PEERS}${W(3)} ${OBJ} (?:pega|pegan|pegaron|pegaban|golpea|golpean|golpearon|golpeaban|molestan|molestaron|molestaban|insultan|insultaron|amenazan|amenazaron|roban|robaron|escupen|escupieron|hacen bulying|hacen burla|acosan|acosaron|excluyen|ignoran)\\b`),
      es(`\\b(?:pega|pegan|pegaron|pegaban|golpea|golpean|golpearon|empujan|empujaron|patean|patearon|molestan|molestaron)${W(4)} en (?:la |el )?(?:escuela|colegio|recreo|clase|salon|secundaria|primaria|prepa|vestidor|autobus|camion|school)\\b`),
      es(`\\b(?:le|me|les|nos) (?:dicen|dijeron|decian|escriben|escribieron|mandan|gritan) (?:que )?(?:se mate|me mate|te mates|se maten|se muera|me muera|te mueras|se suicide|me suicide|te suicides|se corte|me corte)\\b`),
      // The same wish with the child named between ("le dicen a mi hijo que se mate") or in a message ("diciendo que se muera").
      es(`\\b(?:dicen|decian|dijeron|escriben|escribian|escribieron|mandan|mandaron|gritan|gritaron|ponen|pusieron|publican|publicaron|comentan|comentaron|diciendo|diciendole|diciendoles|escribiendole|escribiendo|poniendo)${W(5)} que (?:se|te|me) (?:mate|mates|maten|muera|mueras|mueran|suicide|suicides|corte|cortes|ahorque|ahorques)\\b`),
      // Mexican idioms for a child picked on: "lo traen de bajada", "lo agarran de puerquito".
      es(`\\b(?:lo|la|los|las|me|le|les|nos) (?:traen|trae|traian|tienen|tiene|tenian|agarran|agarraron|agarra|agarraban|toman|tomaron) (?:de|como) (?:su )?(?:bajada|puerquito|puerquita|encargo|botana|barco|bajadita|pendejo|burla)\\b`),
      es(`\\b(?:le|la|lo|me) (?:jalan|jalaron|jalaban|estiran) (?:el|del) (?:pelo|cabello)\\b|\\b(?:le|me|les) (?:quitan|quitaron|roban|robaron) (?:el|su|mi|sus|mis) (?:dinero|lonche|comida|almuerzo|celular|cosas|mochila|tenis)\\b`),
    ],
  },
  {
    concern: 'abuse',
    patterns: [
      es(`\\babus(?:o|aron|aba|aban|a|an|ando|ado|ada|ados|adas|ar|arla|arlo|arme)\\b(?: sexualmente| fisicamente)? de (?:mi|su|sus|mis|el|ella|ellos|ellas|la|los|las|un|una|nuestro|nuestra|nosotros|\\w+)\\b(?<!de (?:confianza|poder|autoridad))`),
      es(`\\b(?:fue|ha sido|han|hayan|fueron|me|la|lo|le|los|las|nos|te|esta siendo|estan)(?: \\w+)? abus(?:ad[oa]s?|aron|o|an|aba|aban|ando)\\b`),
      es(`\\babuso (?:sexual|fisico|infantil|de menores)\\b|\\babusador\\w*|\\bacos\\w* sexual\\w*|\\bagresion sexual\\b|\\bsexualmente\\b|\\bpedofil\\w*|\\bincesto\\b`),
      es(`\\b(?:la|lo|me|te|le|los|las|nos) (?:violo|violaron|violaba|viola|violan|quiso violar|intento violar)\\b|\\bviol(?:ada|ado|adas|ados|ador|adores)\\b|\\bviolacion\\b`),
      // Touching: "el entrenador tocó a mi hija", "le tocó sus partes", "mi tío me toca", "me manoseó".
      es(`\\bmanose\\w*|\\btoquete\\w*|\\btocamientos?\\b|\\bpartes (?:intimas|privadas|nobles)\\b`),
      es(`\\b(?<!(?:le|les|me|nos|te) )toc(?:o|aba|aron|aban|a|an|ando|ar) (?:a )?${NINO}\\b`),
      es(`\\btoc\\w*${W(5)} (?:sus partes|mis partes|las partes|ahi abajo|alla abajo|donde no (?:debe|debia|debe de|se debe)|debajo de (?:la|su|mi) ropa|por debajo de|entre las piernas|los pechos|sus pechos|mis pechos|las nalgas|sus nalgas|mis nalgas|la cola|el trasero|sus pompis|mis pompis|de forma (?:inapropiada|rara|extraña|sexual|fea)|de manera (?:inapropiada|rara|extraña|sexual|fea)|inapropiada\\w*)\\b`),
      es(`\\b(?:me|la|lo) (?:toca|tocan|tocaba|tocaban|tocaron|toco)(?= y | cuando | en (?:el|la|su|mi) (?:cuarto|cama|baño|carro|casa|vestidor|regadera|oficina)| mis | sus | sin | donde | ahi | debajo | a escondidas | por debajo | feo | raro | $)`),
      es(`\\bno (?:me|le) gusta (?:que|cuando|como) (?:me|la|lo) (?:toqu|agarr|abrac|bes)\\w*|\\b(?:me|la|lo) quiere tocar\\b|\\bquiere (?:tocarme|tocarla|tocarlo)\\b`),
      es(`\\b(?:la|lo|me|le) (?:beso|besa|besaba|besaron|quiso besar|intento besar|quiere besar)\\b`),
      es(`\\b${ADULT}${W(3)} (?:me|la|lo|le) (?:hace|hacia|hizo) sentir (?:muy |bien |super |tan )?(?:incomod\\w*|rar[oa]|sucia|sucio|asco|feo)\\b`),
      // Violence at home: "su papá le pega", "mi padrastro me golpea", "le pega con el cinturón".
      es(`\\b${OBJ} (?:pega|pegan|pego|pegaron|pegaba|pegaban|golpea|golpean|golpeo|golpearon|golpeaba|golpeaban|maltrata|maltratan|maltrato|maltrataron|maltrataba|maltrataban|cachetea|cachetean|cacheteo|abofetea|abofeteo|ahorca|ahorcan|ahorco|estrangula|estrangulo|encierra|encierran|encerro|encerraron|jalonea|jalonean|azota|azotan|azoto)\\b`),
      es(`\\b(?:pega|pegan|pego|pegaron|pegaba|pegaban|golpea|golpean|golpeo|golpearon|golpeaba|golpeaban|cachetea|cacheteo|abofetea|abofeteo|ahorca|ahorco|estrangula|estrangulo|azota|azoto|encierra|encerro) a ${NINO}\\b`),
      es(`\\bmaltrat(?:o|a|an|aba|aban|aron|ando|ar|amiento)\\b|\\b(?:fue|es|ha sido|han sido|son|esta siendo|fueron|sido) maltratad[oa]s?\\b`),
      es(`\\b(?:golpes|moretones|moretes|marcas|chichones|quemaduras)${W(6)} (?:de|por|que le (?:dio|hizo|dejo)|que le dan) (?:su|sus|mi) (?:papa|mama|padrastro|madrastra|tio|tia|abuelo|abuela|entrenador|hermano|novio|padres|papas)\\b`),
      es(`\\b(?:moretones|moretes|golpes|marcas)${W(6)} (?:no (?:quiere|puede|sabe) explicar|no (?:dice|quiere decir) (?:como|quien|que paso))\\b`),
      es(`\\b(?:le|me|les|nos) (?:da|dan|dio|dieron|daba|pega|pegan|pego) con (?:el|la|un|una) (?:cinturon|cable|palo|cuerda|manguera|cinto|fajo|chancla|chancleta|sandalia|zapato|regla|vara)\\b`),
      es(`\\b(?:tengo|tiene|tenia|tienen) (?:mucho )?miedo (?:de|a) (?:ir a|regresar a|volver a|llegar a|estar en) (?:mi|su|la) casa\\b|\\b(?:tengo|tiene|tenia) (?:mucho )?miedo (?:de|a) (?:mi|su) (?:papa|mama|padrastro|madrastra|tio|entrenador|abuelo)\\b|\\bno (?:quiere|quiero) (?:regresar|volver|ir) a (?:su|mi|la) casa\\b`),
      es(`\\bamenaz\\w* (?:con )?(?:matar|pegar|lastimar|golpear|hacer daño)\\w*`),
      // An adult's private contact: messages, photos, gifts, secrets, being alone, following.
      es(`\\b${STRANGER}${W(6)} (?:le|la|lo|les|los|las)(?: \\w+)? ${CONTACT_VERB}\\b`),
      es(`\\b${ADULT}${W(5)} (?:le|la|lo|les) (?:\\w+ )?(?:${CONTACT_VERB}|mensajes)${W(6)} ${PRIVATELY}`),
      es(`\\b${ADULT}${W(5)} me (?:\\w+ )?(?:${CONTACT_VERB}|mensajes)${W(6)} ${PRIVATELY_CHILD}`),
      es(`\\b(?:le|la|lo|les) (?:pide|piden|pidio|pidieron|pedia|pedian|exige|exigio)${W(2)} (?:fotos|fotografias|videos|pack|packs|nudes)\\b`),
      es(`\\b(?:me|le|la|lo|les) (?:pide|piden|pidio|pidieron|pedia|manda|mando|mandaba|envia|envio)${W(2)} (?:fotos|fotografias|videos)${W(3)} (?:de (?:mi|su|tu) cuerpo|sin ropa|desnud\\w*|en ropa interior|en calzones|intimas|privadas|sexys?|atrevidas|sin camisa|sin playera|en el baño|en la regadera)\\b`),
      es(`\\b(?:fotos|videos)${W(2)} (?:sin ropa|desnud\\w*|en ropa interior|en calzones|intimas|sexys?)\\b|\\bdesnud\\w*|\\bnudes\\b|\\bsexting\\b|\\bporno\\w*|\\b(?:manda|mande|mandar|mandarle|mandes|pide|pidio|pidieron|pedir|pedirle|envia|enviar|quiere|queria)${W(2)} (?:su |tu |el |mi )?packs?\\b`),
      es(`\\b${GIVER}${W(4)} (?:le|la|lo) (?:\\w+ )?(?:da|dio|daba|dan|regala|regalo|regalaba|regalan|compra|compro|compraba|manda|mando)${W(2)} (?:regalos|regalitos|dinero|efectivo|celular|telefono|vapes?|cigarros|cerveza|alcohol|tarjetas de regalo)\\b`),
      es(`\\b${GIVER}${W(4)} me (?:\\w+ )?(?:da|dio|daba|regala|regalo|regalaba|compra|compro|compraba|manda|mando)${W(2)} (?:regalos|regalitos|celular|telefono|vapes?|cigarros|cerveza|alcohol)\\b`),
      es(`\\b(?:es|era|sea) (?:nuestro|su) (?:pequeño )?secreto\\b|\\bnuestro (?:pequeño )?secreto\\b(?! (?:para|de))|\\bsecreto (?:entre (?:ustedes|nosotros|los dos|el y|ella y|tu y|ellos)|de los dos)\\b|\\bno (?:le |les |se lo |se los )?(?:diga|digas|dijera|dijeras|cuente|cuentes|contara|contaras|digan) (?:nada )?a (?:nadie|sus papas|tus papas|su mama|tu mama|su papa|tu papa|su familia|tu familia|sus padres|tus padres|mis papas|mi mama|mi papa)\\b`),
      es(`\\b(?:quiere|queria|quiso|pidio|pide|insiste|insistio|invita|invito|lleva|llevo|llevaba|mete|metio|se queda|se quedaba|se quedo)${W(5)} (?:a solas|sol[oa]s? con (?:el|ella|su entrenador|el entrenador))\\b|\\b(?:a solas|sol[oa] con (?:el|ella))${W(3)} en (?:su|el|la) (?:carro|coche|camioneta|troca|casa|cuarto|oficina|vestidor|bodega|baño|hotel|departamento)\\b`),
      es(`\\b(?:entrenador|profesor|maestro|${STRANGER}|vecino)${W(4)} (?:lo|la|le|me) (?:invito|invita|llevo|lleva|llevaba|quiere llevar|queria llevar|metio|mete|subio|sube)${W(3)} a su (?:casa|departamento|cuarto|hotel|carro|camioneta|oficina)\\b`),
      es(`\\b(?:entrenador|profesor|maestro|${STRANGER}|vecino)${W(4)} (?:invito|invita|llevo|lleva|llevaba|quiere llevar|queria llevar|metio|mete|subio|sube) a ${NINO}${W(2)} a su (?:casa|departamento|cuarto|hotel|carro|camioneta|oficina)\\b`),
      es(`\\b${ADULT}${W(4)} (?:le|la|lo|me) (?:toca|tocaba|toco|tocan|tocaron|acaricia|acariciaba|acaricio|soba|sobaba) (?:la|las|el|los|sus|mis|su|mi) (?:pierna|piernas|muslo|muslos|pecho|pechos|nalgas|pompis|cola|espalda|cintura|cabello|pelo|cara|brazo|brazos|panza|cuerpo)\\b`),
      es(`\\b(?:me|le|nos|les) (?:da|daba|dan|dio) (?:mucho )?miedo (?:mi|su|sus|mis) (?:papa|mama|padrastro|madrastra|tio|entrenador|abuelo|papas|padres)\\b`),
      es(`\\bno (?:nos|me|les) (?:diga|digas|dijera|dijeras|cuente|cuentes|contara|contaras) nada\\b`),
      es(`\\b${STRANGER}${W(4)} (?:la|lo|le|me|nos|las|los) (?:sigue|siguio|seguia|persigue|vigila|espera|esperaba|observa|toma fotos|tomaba fotos|graba|grababa)\\b`),
      es(`\\b(?:que|se|me) (?:subiera|suba|subira|metiera|meta)${W(2)} (?:a|en) su (?:carro|coche|camioneta|troca)\\b`),
      es(`\\b(?:entrenador|profesor|maestro|${STRANGER})${W(5)} (?:su|mi) (?:novia|novio|noviecita|novita)\\b`),
      es(`\\bchantaj\\w*|\\bextorsion\\w*|\\bsextorsion\\w*`),
      es(`\\bviol(?:o|aron|aba|aban|an|a|ar|arla|arlo)${W(1)} a (?:${NINO}|ella|el|una niña|un niño)\\b`),
      es(`\\b(?:me|le|la|lo|les|nos) (?:hace|hacen|hacia|hacian|hizo|hicieron) cosas (?:feas|raras|malas|cochinas|sexuales|de adultos|que no (?:le|me|les) gustan?|que no (?:debe|deberia|debia))\\b`),
      es(`\\b(?:me|la|lo|le|nos) (?:obliga|obligan|obligo|obligaba|obligaron|forza|fuerza|forzo|hace|hacen|hacia|hizo) (?:a )?hacer cosas (?:que no|feas|raras|malas|de adultos|sexuales)|\\bcosas (?:sexuales|cochinas|de adultos|feas|raras) (?:conmigo|con ella|con el|a mi|a ella|a el)\\b`),
      es(`\\b${ADULT}${W(4)} (?:se mete|entra|entro|se metio|mira|miraba|ve|veia|graba|grababa|toma fotos|tomaba fotos|se asoma|se asomaba)${W(4)} (?:cuando|mientras) (?:nos cambiamos|se cambian|se cambia|me cambio|se estan cambiando|nos estamos cambiando|se bañan|se baña|me baño|nos bañamos)\\b`),
      es(`\\b${STRANGER}${W(6)} (?:me|le|la|lo) (?:pide|pidio|pedia|pregunta|pregunto|preguntaba)${W(2)} (?:mi|su|tu) (?:direccion|numero|telefono|snap|snapchat|instagram|insta|edad|escuela|casa|ubicacion)\\b|\\b${STRANGER}${W(8)} donde (?:vivo|vive|vives|estudio|estudia)\\b`),
      es(`\\b(?:le|me|les|nos) (?:dice|dicen|decia|dijo|escribe|escribia|manda|mandaba) cosas (?:de|sobre) (?:su|mi|tu|nuestro) cuerpo\\b`),
      es(`\\b${ADULT}${W(4)} (?:se llevo|se lo llevo|se la llevo|se los llevo|llevo|subio) a ${NINO}${W(2)} (?:en|a) su (?:carro|coche|camioneta|troca|casa|departamento)\\b|\\bse (?:lo |la |los )?llevo${W(6)} sin (?:permiso|avisar|decirnos|decirme|preguntar)\\b`),
      es(`\\b${ADULT}${W(2)} (?:le|me|les|nos) (?:da|dan|daba|hace|hacia) (?:mucho )?miedo\\b`),
      es(`\\b(?:le|me|les|nos|la|lo) (?:dan|da|dio|dieron|daba|daban|pone|ponen|puso) (?:\\w+ )?(?:cachetadas|bofetadas|golpes|nalgadas|cinturonazos|chanclazos|palizas|una paliza|madrazos|trancazos|zapes|cachetada|bofetada|de patadas|patadas|de golpes|puñetazos|pellizcos|coscorrones|jalones|mordidas)\\b(?! (?:en el|en los|durante) (?:partido|partidos|juego|juegos|entrenamiento))`),
      es(`\\b(?:le|me|la|lo|les) (?:deja|dejo|dejaba|dejan|dejaron) (?:marcas|moretones|moretes|chichones|cicatrices)\\b`),

    ],
  },
  {
    concern: 'neglect',
    patterns: [
      es(`\\bno (?:le|me|les|nos|te) (?:dan|da|daban|daba|dieron) (?:de comer|comida|nada de comer)\\b(?! (?:en el|en la|durante|para el|para la|despues del|antes del|alli|ahi))`),
      es(`\\bno (?:hay|habia|tenemos|tienen|tengo|tiene) (?:nada de |nada que )?(?:comida|comer)\\b(?! (?:en (?:el|la) (?:torneo|cancha|campo|partido|evento|academia|club|tienda)|para (?:vender|comprar|el torneo)))|\\bnunca (?:hay|tenemos) comida\\b`),
      es(`\\b(?:nadie|nadien) (?:me|lo|la|los|las|nos|les) (?:cuida|cuidan|recoge|recogen|da de comer|alimenta|baña|lleva al doctor)\\b`),
      es(`\\b(?:me|lo|la|los|las|nos|les) (?:dejan|deja|dejaban|dejaba|dejaron) (?:sol[oa]s?|encerrad[oa]s?|sin comer|sin comida)${W(4)} (?:dias|dia|toda la noche|todo el dia|todo el fin|el fin de semana|en la noche|noches|en casa|en la casa|horas|mucho tiempo|semanas|siempre|sin comer|sin comida)\\b`),
      es(`\\b(?:sus|mis) (?:papas|padres)${W(3)} (?:me|lo|la|los|las|nos) (?:dejan|deja|dejaron) sol[oa]s?\\b|\\b(?:me|lo|la|los|las|nos) (?:dejan|dejaron) encerrad[oa]s?\\b`),
      es(`\\bdescuid(?:o|an|ado|ada|ados|adas) (?:a|de) (?:mi|su|sus|los|las|el|la|un|una)${W(1)} (?:hij|niñ|nen|menor|bebe)\\w*|\\b(?:lo|la|los|las|les) descuidan\\b|\\b(?:hijo|hija|hijos|hijas|niño|niña|niños|niñas|nene|nena) (?:\\w+ )?descuidad[oa]s?\\b|\\bhay descuido\\b|\\bdescuido (?:infantil|de (?:un|una|los|el|la|sus) (?:niño|niña|niños|menor|menores|hijos))\\b|\\babandon\\w* (?:a )?(?:mi|su|sus|los|las|el|la)${W(1)} (?:hij|niñ|nen|bebe)\\w*`),
      es(`\\b(?:su|mi|sus|mis) (?:mama|papa|papas|padres|madre|padre|padrastro)${W(2)} (?:siempre )?(?:esta|estan|anda|andan|llega|llegan) (?:borrach|drogad|tomad)\\w*`),
      es(`\\b(?:dormimos|(?<!se )duermen|(?<!se )duerme|(?<!me )duermo|vivimos|viven|vive|vivo|estamos viviendo|estan viviendo) en (?:el|un|nuestro|su|la|una) (?:carro|coche|camioneta|troca|calle|parque)\\b(?! (?:de camino|camino|en el viaje|durante|cuando|mientras|de regreso|de ida))|\\bno (?:tenemos|tienen|tiene|tengo) (?:donde|a donde|casa donde) (?:dormir|vivir)\\b`),
      es(`\\b(?:no|nunca) (?:lo|la|me|los) (?:llevan|lleva|llevaron) al (?:doctor|medico|dentista|hospital)\\b`),
      es(`\\b(?:se queda|se quedan|me quedo|nos quedamos|esta|estan|estoy|estamos) sol[oa]s?${W(3)} (?:toda la semana|todo el fin|toda la noche|todas las noches|todo el dia|dias|noches|semanas|hasta el otro dia|hasta el dia siguiente)\\b`),
      es(`\\b(?:mama|papa|papas|padres|madre|padre)${W(2)} no (?:regresa|regresan|llega|llegan|vuelve|vuelven|viene|vienen)${W(2)} (?:hasta el otro dia|hasta el dia siguiente|en dias|en toda la noche|por dias|en varios dias)\\b`),
      es(`\\bno (?:lo|la|los|las|me|nos) (?:mandan|llevan|inscriben|dejan ir) a la escuela\\b`),
      // A child not fed since yesterday, a parent who does not come home at night, children left alone and unfed.
      es(`\\bno (?:he|ha|han|hemos|habia|habian) comido${W(2)} (?:desde (?:ayer|anoche|antier|antenoche|hace)|en (?:todo el dia|dos dias|tres dias|\\w+ dias|dias))\\b(?!${W(4)} (?:gripa|gripe|enferm\\w*|fiebre|vomit\\w*|estomago|panza|diarrea|covid|nervios|dieta|ayuno|operacion|cirugia|dentista|muela))`),
      es(`\\bsol[oa]s? (?:y )?sin (?:comer|comida|nadie que (?:los|las|lo|la) cuide)\\b|\\b(?:lo|la|los|las|les) (?:tienen|tiene|traen|trae|tenian) (?:bien |muy |todo |toda |super |re )?(?:descuidad|abandonad)\\w*`),
    ],
  },
  {
    concern: 'bullying',
    patterns: [
      es(`\\b(?:ciber)?acos(?:o|an|a|aron|ando|ada|ado|adas|ados|ar|adores?)\\b|\\b(?:hacen|hace|hacer|hacia|hacian|sufre|sufria|sufren|recibe|victima de|por|de) bulying\\b|\\bbul[iy]n\\w*|\\bbule(?:an|aron|ando|ado|ada|o|a)\\b`),
      es(`\\b(?:se|te) (?:burl|rie|rien|reian|rieron|mof)\\w* (?:de|a costa de) (?:el|ella|mi|nosotros|ellos|su|sus|mis|${NINO})\\b|\\b(?:le|me|les) hacen burla\\b`),
      es(`\\b(?:le|me|les|nos) (?:dicen|decian|dijeron|gritan|gritaron|ponen|llaman|llamaron)(?: \\w+){0,2} (?:gord[oa]s?|fe[oa]s?|burr[oa]s?|tont[oa]s?|estupid[oa]s?|idiota|nac[oa]|mojad[oa]|ilegal|ilegales|indi[oa]|negr[oa]|marica|maricon|joto|puto|perdedor|apodos|nombres|groserias|cosas feas)\\b`),
      es(`\\b(?:nadie|ningun\\w*) (?:le|me|les) (?:habla|hablan|juntan|quiere hablar)\\b|\\bno (?:lo|la|me|los|las) (?:dejan|quieren dejar) (?:jugar|sentarse|estar|juntarse) con (?:ellos|ellas|los demas|nadie)\\b|\\b(?:lo|la|me|los|las) excluy\\w*`),
      es(`\\b(?:se|te) (?:regrese|vaya|regresen|vayan|regreses|vayas) (?:a )?(?:su|tu) pais\\b`),
      es(`\\b(?:lo|la|le|me|los|las|nos) (?:amenaz\\w*|humill\\w*|insult\\w*)\\b`),
      es(`\\b(?:lo|la|los|las) (?:molestan|insultan|humillan|empujan|patean|escupen|ignoran)${W(3)} (?:en la escuela|en el colegio|en el recreo|en el equipo|en el vestidor|en la cancha|todos los dias|a diario|diario|cada dia|por (?:su|ser) (?:color|acento|peso|religion|origen|idioma|raza|apariencia|ropa|forma))\\b`),
      es(`\\b(?:memes|burlas|mentiras|chismes|rumores|fotos feas)${W(3)} (?:de|sobre) (?:el|ella|mi|su|${NINO})\\b`),
    ],
  },
];

/**
 * Words nearly every Spanish message has and English ones almost never do: a message without one is
 * not read by the Spanish patterns (most messages are in English, and the check runs before every
 * answer). Read on the folded text, before any word is looked up.
 */
const SPANISH_MARKER =
  /\b(?:que|q|k|ke|de|del|mi|mis|su|sus|se|le|lo|les|el|la|los|las|y|es|esta|estoy|por|para|con|una?|hij[oa]s?|ij[oa]s?|nin[oa]s?|yo|ya|muy|nadie|nadien|qu?iero|kiero|qu?iere|kiere|quisiera|tengo|tiene|pap[as]*|mam[as]*|senor|tio|tia|me (?:pega|pegan|toca|tocan|voy|corto|cortaba|dejan|dan|da|muero|odian|molestan|insultan|escribe|manda|pide|sigue|hago|lastimo|quemo|siento))\b/;

// ---------------------------------------------------------------------------------------------
// The scored layer in Spanish: the vocabularies of `safety-score.ts`, in Spanish words

const esTerms = (signal: RiskSignal, weight: number, ...sources: string[]): Term[] => terms(signal, weight, ...sources.map(foldSource));
const ES_OBJ = '(?:le|la|lo|me|nos|les|los|las)';
const ES_ADULTS = 'entrenador|entrenadores|asistente|profesor|profesora|maestro|maestra|señor|señora|hombre|hombres|tipo|adulto|adulta|padrastro|madrastra|tio|tia|primo|novio de \\w+|vecino|vecina|papa de \\w+|mama de \\w+|papa|mama|papas|padre|madre|padres|alguien|chavo mas grande|chavo mayor|muchacho mayor|desconocido';

const SPANISH_TERMS: readonly Term[] = [
  // Harm and violence.
  ...esTerms('harm', 3, `(?:moretones|moretes|morados|marcas|heridas|quemaduras|golpes)${W(8)} (?:no (?:quiere|puede|sabe) (?:explicar|decir)|siempre dice lo mismo|(?:dice|dijo) que se cayo pero|(?:dice|dijo) que fue${W(3)} pero)`, `${ES_OBJ} (?:quema|quemo|quemaba|quemaron) con (?:cigarros?|la plancha|un encendedor|cerillos)`, 'marcas en el cuello|moretones en el cuello'),
  ...esTerms('harm', 2, 'cachetad\\w*|bofetad\\w*|golpiza|paliza|madrazos?|trancazos?|cinturon|chancla|chanclazos?|cable|moretones|moretes|morados|sangre|sangrando|cuchillo|pistola|arma|violent[oa]|violencia|ahorc\\w*|estrangul\\w*|quemaduras', `${ES_OBJ} (?:avienta|avientan|avento|tira|tiran|lanza|lanzo) (?:cosas|objetos|platos|zapatos|la comida)|(?:le|me) deja marcas|(?:pega|golpea|maltrata) a (?:sus|mis|los|las) (?:hijos|niños|niñas|hermanos)`),
  ...esTerms('harm', 1.5, `${ES_OBJ} (?:pega|pegan|pego|pegaba|golpea|golpean|golpeo|empuja|empujan|empujo|jalonea|jalonean|patea|patean|grita|gritan|insulta|insultan)`, '(?:dice|dijo) que se cayo|se cae mucho|se pego con la puerta|marcas|inutil'),
  ...esTerms('harm', 1, 'golpe|golpes|herida|heridas|lastim\\w*|moreton|cayo'),
  // Fear and distress.
  ...esTerms('fear', 2.5, 'no se siente segur[oa]|no me siento segur[oa]|insegur[oa] en (?:su|mi) casa'),
  ...esTerms('fear', 2, `pesadillas|tiembla|temblando|moja la cama|se orina|llora (?:todas las noches|mucho|antes de|cada vez|sol[oa])|no quiere (?:ir|regresar|volver) (?:a|al|con)|se esconde (?:de|cuando (?:llega|viene|esta)) (?:su|el|la|mi)|(?:le|me) da miedo|tiene miedo de (?:ir|regresar|volver|el|ella|su|ese|esa|estar)|panico|no (?:nos |me )?quiere decir (?:que|por que|porque|quien)|se encierra|dejo de hablar|no (?:le|me) gusta que ${ES_OBJ} (?:toque|toquen|abrace|bese|agarre)|(?:a ella|a el|a mi) no (?:le|me) gusta|no quiere que (?:lo|la) toquen`),
  ...esTerms('neglect', 3, '(?:en la calle|afuera|sol[oa]s?) hasta (?:las (?:\\d+|una|dos|tres|cuatro|cinco) de la (?:mañana|madrugada)|la madrugada)'),
  ...esTerms('neglect', 2, 'sin (?:cenar|desayunar|comer|comida)'),
  ...esTerms('hopelessness', 3, '(?:ya )?nada (?:tiene|le ve|le veo|le encuentra) (?:sentido|caso)|la vida no (?:tiene|vale) (?:sentido|la pena)|nada vale la pena'),
  ...esTerms('neglect', 2.5, `(?:mama|papa|papas|padres|madre|padre)${W(2)} no (?:regresa|regresan|llega|llegan|vuelve|vuelven|viene|vienen)${W(1)} (?:en la noche|en las noches|a dormir|de noche|en toda la noche)`),
  ...esTerms('bullying', 2, 'carrilla'),
  ...esTerms('fear', 2, 'no quiere hablar(?: de eso| del tema| de lo que paso)?|(?:nomas|solo|puro) llora|no para de llorar'),
  ...esTerms('fear', 1.5, 'algo (?:le |les )?paso (?:con|en)|se esconde|miedo|asustad[oa]|ansiedad|(?:rar[oa]|cambio|cambiado) desde|ya no es (?:el|la) mism[oa]|no duerme'),
  ...esTerms('fear', 1, 'llora|lloro|llorando|triste|preocupad[oa]|incomod[oa]|nervios[oa]'),
  // Secrecy.
  ...esTerms('secrecy', 3, 'nuestro secreto|su secreto|secreto entre|que no le (?:diga|digas|cuente|cuentes) a nadie|no (?:le|les) (?:diga|digas|cuente|cuentes|dijera|contara) a (?:nadie|sus papas|tus papas|su mama|tu mama|su papa|tu papa)|borr\\w* (?:los|sus|tus|mis|el) (?:mensajes|chats?|fotos)|nadie (?:se tiene que|debe|puede) (?:enterar|saber)|(?:o|si no) (?:le|les) va a decir a (?:sus|tus|mis) papas'),
  ...esTerms('secrecy', 3, `(?:algo|cosa|cosas|esto|eso)${W(2)} entre (?:ellos dos|ellos|los dos|nosotros|nosotros dos|ustedes dos|tu y yo|el y (?:ella|el|yo)|ella y (?:el|yo))`),
  ...esTerms('secrecy', 2.5, '(?:dice|dijo|decia) que no (?:puede|podia|pudo|debe|debia) (?:contar|decir)\\w*|no (?:puede|podia|debe|debia) (?:contar|contarnos|contarme|decirnos|decirme)'),
  ...esTerms('secrecy', 2.5, 'no (?:le|les|nos|me) (?:cuente|cuentes|diga|digas|dijera|contara) (?:nada|lo que)|que no (?:nos|me) (?:diga|dijera|cuente|contara)|a escondidas|en secreto'),
  ...esTerms('secrecy', 2, 'esconde (?:el|su) (?:celular|telefono)|no (?:nos|me) (?:quiere|quizo) (?:decir|enseñar)|no (?:nos|me) dice (?:quien|que|donde)'),
  ...esTerms('secrecy', 1, 'secreto|esconde (?:el|la|los|las|su|sus) \\w+|escondid[oa]s?'),
  // An adult's private contact.
  ...esTerms('contact', 3, `(?:fotos|videos)${W(2)} (?:sin ropa|desnud\\w*|en calzones|en ropa interior)|a solas|(?:su|tu) numero (?:personal|privado)|(?:dormir|quedarse|quedarme|que se quede|que me quede) (?:en su casa|con el|con ella)|se mete a (?:su|mi) cuarto|videos de gente sin ropa|(?:me|le) (?:enseña|enseño|muestra|mostro) videos`),
  ...esTerms('contact', 2.5, `${ES_OBJ} (?:manda|mandan|mando|escribe|escriben) (?:\\w+ )?(?:corazones|besos|besitos)|(?:le|me) pidio su (?:snap|instagram|insta|numero|whatsapp|direccion)|(?:dijo|dice|decia)${W(4)} que (?:es|soy|eres) su favorit[oa]|(?:soy|eres) su favorit[oa]|su (?:niña|niño|alumna|alumno|jugadora|jugador) favorit[oa]|madur[oa] para su edad|(?:le|me) dice que (?:es|soy) (?:muy )?(?:bonita|linda|guapa|hermosa|especial)|(?:le|me) dice que (?:la|lo|me) quiere|(?:le|me) (?:dijo|dice|pidio|pide) que (?:le|me) mande|de instagram|de snap|de tiktok|por internet`),
  ...esTerms('contact', 2.5, `${ES_OBJ} (?:regala|regalan|regalo|regalaba|compra|compro|compraba) (?:\\w+ )?(?:cosas|regalos|ropa|tenis|celular|dinero|vapes?)|${ES_OBJ} (?:da|dio|daba) (?:regalos|dinero|vapes?)`),
  ...esTerms('contact', 2.5, 'mensajes de (?:buenas noches|buenos dias|amor)'),
  ...esTerms('contact', 2, 'sol[oa]s? (?:a|en) (?:su|el) (?:cuarto|casa|carro|departamento|hotel|oficina|camioneta|troca)|(?:cuarto|habitacion) (?:del|de|en el) hotel'),
  ...esTerms('contact', 2, `dinero|vapes?|cerveza|alcohol|su carro|su camioneta|su casa|a su casa|${ES_OBJ} (?:lleva|llevo|recoge|recogio|sube|subio)|celular nuevo|(?:le|me) ofrece`),
  ...esTerms('contact', 1.5, 'regal\\w*|snap|instagram|insta|whatsapp|tiktok|mensajes|fotos|videos|corazones'),
  ...esTerms('contact', 1, 'celular|telefono|numero|carro|chat|internet|escribe'),
  // Adults hanging around.
  ...esTerms('lurking', 2.5, `(?:señor|hombre|tipo|carro|camioneta|troca|alguien|desconocido)${W(4)} (?:se estaciona|estacionado|espera|esperando|vigila|sigue|siguio|ronda|anda rondando|toma fotos|tomaba fotos|les toma fotos|le toma fotos|graba|grababa|se acerca|se acerco|les habla|le habla)`),
  ...esTerms('lurking', 1.5, '(?:toma|tomaba|tomo) fotos (?:a|de) (?:las|los|mi|su) (?:niñas|niños|niña|niño|hija|hijo|hijas|hijos)|no (?:lo|la) conocemos|desconocid\\w*'),
  ...esTerms('lurking', 1, 'afuera|estacionamiento|la reja|la esquina'),
  // Hopelessness and the signs of self-harm.
  ...esTerms('hopelessness', 3, '(?:no|ya no) (?:quiere|quiero) estar en este mundo|(?:irse|ir|me voy|se va|irme) para siempre|no volver nunca|y no volver|(?:todos )?estarian mejor|si (?:yo|ella|el) no existiera|no existir|no sirvo para nada|(?:sobro|estorbo) en (?:mi|esta|la|su) casa|soy un estorbo|salgo sobrando|nadie me quiere|(?:regala|regalo|regalando) (?:sus|mis) cosas|regalo su \\w+ favorit[oa]|carta de despedida|navaja|cortaditas|cortadas|se rasguña|rasguñ\\w* (?:los|sus|mis) brazos|hasta (?:sacarse|sacarme) sangre|ya no aguanto|quiero morir|me quiero morir|matarme|matarse'),
  ...esTerms('hopelessness', 2, 'se despidio de|(?:marcas|cortadas|rasguños|heridas) en (?:los|sus|mis) (?:brazos|muñecas|muslos)|manga larga|mangas largas|muerte|morir|morirse|muerto|muerta|pastillas|soga|despedida|no vale la pena|para que vivir|vacio|vacia|triste todo el tiempo'),
  ...esTerms('hopelessness', 1.5, 'desaparecer|se aisla|sin amigos|nadie'),
  // Eating.
  ...esTerms('eating', 2.5, '(?:ya no|no) (?:come|como|quiere comer)(?! (?:antes|mucho|dulces|carne|verduras))|vomita|se provoca el vomito|esconde (?:la )?comida|laxantes|se pesa (?:\\w+ )?(?:veces|todos los dias)'),
  ...esTerms('eating', 1.5, '(?:bien|muy|super|demasiado|re) flac[oa]'),
  ...esTerms('eating', 2, '(?:esta|estoy|se siente|me siento|dice que esta|dice que es) gord[oa]|bajo mucho de peso|cuenta (?:las )?calorias|se mira al espejo'),
  // Body and touching.
  ...esTerms('body', 3, '(?:se mete|entra|se metio|entro) (?:a|en) (?:su|mi) (?:cuarto|cama|baño)|debajo de (?:la|su|mi) ropa|sin ropa|desnud\\w*|(?:se sienta|me sienta|la sienta|lo sienta) en sus piernas'),
  ...esTerms('body', 2.5, '(?:quit|sac)\\w* (?:la|su|toda la|sus) ropa|desvest\\w*|desvist\\w*|encuer\\w*'),
  ...esTerms('body', 2, 'abraz\\w* (?:mucho|muy fuerte|demasiado|a cada rato)|(?:sus|mis|las) (?:piernas|nalgas|pechos|pompis)|masaje\\w*|cosquillas'),
  ...esTerms('body', 1.5, 'besos|besa|beso|besitos|el cachete'),
  ...esTerms('body', 1, 'abraz\\w*|cuerpo|ropa|calzones|cuarto|cama'),
  ...esTerms('place', 1, 'vestidor|regadera|baño|oficina|bodega'),
  // Neglect at home.
  ...esTerms('neglect', 3, `nadie (?:viene|va|pasa) por (?:el|ella|mi|ellos|ellas)|nadie ${ES_OBJ} (?:busca|cuida|recoge)|no hay (?:luz|comida|agua)|ni comida|sin comida|(?:en la calle|afuera) hasta (?:la madrugada|muy noche|muy tarde)|cuidando a (?:mis|sus) hermanit\\w*${W(2)} por (?:dias|semanas)|sol[oa]s? en la oscuridad`),
  ...esTerms('neglect', 2, 'hambre|sucio|sucia|la misma ropa|oscuridad|hasta la madrugada|por dias|borrach\\w*|drogad\\w*|nunca estan'),
  ...esTerms('neglect', 1.5, 'sol[oa]s? en (?:la|su|mi) casa|se van a trabajar|me dejan cuidando'),
  // Bullying.
  ...esTerms('bullying', 3, `(?:le|me|les) dicen${W(2)} (?:mojad\\w*|gord\\w*|fe[oa]|inutil|burr\\w*|tont\\w*|naco|indio|negr\\w*|maricon|joto)|(?:tiran|tiraron|avientan|rompen|rompieron|esconden|escondieron) (?:sus|mis|su|mi|la|el) (?:cosas|mochila|lonche|tenis|zapatos)|(?:lo|la|me|te) van a (?:golpear|pegar|madrear|partir)|nadie (?:la|lo) quiere|se burlan|le hacen la vida imposible`),
  ...esTerms('bullying', 2, 'empuj\\w*|insult\\w*|apodos|groserias|excluy\\w*|ignoran|el chat del (?:salon|grupo|equipo)|a la salida|no hacen nada'),
  ...esTerms('bullying', 1, 'chat|escuela|salon|recreo|los del equipo|los demas|todos los dias'),
  // An adult in the message: weighs only beside signals of abuse.
  ...esTerms('adult', 1, `(?:(?:mi|su|sus|mis|el|la|un|una|los) )?(?:${ES_ADULTS})`),
].sort((a, b) => b[1] - a[1]);

const SPANISH_VOCABULARY: Vocabulary = {
  terms: SPANISH_TERMS,
  child: new RegExp(foldSource('\\b(?:hijo|hija|hijos|hijas|niño|niña|niños|niñas|nene|nena|chamac\\w*|morro|morra|chavo|chava|sobrino|sobrina|nieto|nieta|hermanit[oa]s?|amiguit[oa]s?|hijit[oa]s?|niñit[oa]s?|morrit[oa]s?|chamaquit[oa]s?|nenit[oa]s?|chavit[oa]s?|jugador\\w*|alumn\\w*|son|daughter|kid)\\b')),
  person: /\b(?:yo|me|mi|mis|le|les|ella|ellos|ellas|nos|conmigo)\b/,
  ownParent: new RegExp(foldSource('^(?:mi|su|sus|mis) (?:papa|mama|papas|padre|madre|padres)$')),
};

/** Sentences end at . ! ? or a line break (¿ and ¡ open them). */
const SENTENCE_END = /[.!?\n]+/;

/** What in a Spanish message is about a child at risk: the patterns first, then the score; null when nothing is. */
export function explainSpanishChildAtRisk(text: string): { concern: SpanishConcern; score: RiskScore | null } | null {
  if (!SPANISH_MARKER.test(fold(text))) return null;
  // Normalised once, a sentence at a time, sport's Spanish removed: the patterns read them joined, the
  // score one by one. A sentence without a Spanish word is left to the English check.
  const sentences: string[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const folded = fold(sentence);
    if (!SPANISH_MARKER.test(folded)) continue;
    let words = normaliseFolded(folded);
    for (const idiom of BENIGN) words = words.replace(idiom, ' ');
    words = words.replace(/ +/g, ' ');
    if (words !== ' ') sentences.push(words);
  }
  // Lookaheads for "$" need the end trimmed.
  const whole = ` ${sentences.map((words) => words.trim()).join(' ')} `;
  for (const family of FAMILIES) {
    if (family.patterns.some((pattern) => pattern.test(whole))) return { concern: family.concern, score: null };
  }
  const score = scoreWith(SPANISH_VOCABULARY, sentences);
  return score ? { concern: score.concern, score } : null;
}

/** The concern a Spanish (or Spanglish) message tells of; null when none. */
export function detectSpanishChildAtRisk(text: string): SpanishConcern | null {
  return explainSpanishChildAtRisk(text)?.concern ?? null;
}

const SPANISH_WORDS = new Set(
  'que de del el la los las mi mis su sus se le lo les es esta estan por para con una un pero como cuando muy ya nadie mas porque hace tiene quiere quiero dice hijo hija hijos hijas niño niña entrenador tengo puede pueden hay cuanto cuesta donde si también tambien y o al yo ella el nos ellos usted'
    .split(' ')
    .map(fold),
);
const ENGLISH_WORDS = new Set('the my is and to of his her it in that you with for was son daughter wants said not on at be this have i what how can does do will would she they are'.split(' '));

/** Whether a message is mostly in Spanish (more of its common words are Spanish than English): its answer is too. */
export function isMostlySpanish(text: string): boolean {
  let spanish = 0;
  let english = 0;
  for (const word of normaliseSpanish(text).split(' ')) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    else if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return spanish > english;
}
