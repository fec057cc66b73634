import { describe, expect, it } from 'vitest';
import { ACADEMY } from '../academy';
import { SAFEGUARDING_LINES, SAFETY_ANSWERS, SAFETY_ANSWERS_ES, checkSafety, detectChildAtRisk, explainChildAtRisk, safetyAnswerFor } from './safety';
import { isMostlySpanish, normaliseSpanish } from './safety-es';

type Concern = 'self-harm' | 'abuse' | 'neglect' | 'bullying';

/**
 * Messages about a child at risk in Spanish and Spanglish, as San Diego's families write them: a
 * parent about a child or a child writing, with and without accents, misspelt, in chat shorthand.
 * Each must be flagged, with its concern (issue 37, point 1).
 */
const CONCERNING: readonly (readonly [string, Concern])[] = [
  // Self-harm and suicide, a parent about a child.
  ['mi hijo dice que se quiere morir', 'self-harm'],
  ['Mi hija habla mucho de suicidio y estoy preocupada', 'self-harm'],
  ['mi hijo intentó quitarse la vida el año pasado', 'self-harm'],
  ['mi hija dijo que se va a matar', 'self-harm'],
  ['creo que mi hija se está cortando, vi sus brazos', 'self-harm'],
  ['encontré cortadas en las muñecas de mi hijo', 'self-harm'],
  ['mi niño ya no quiere vivir', 'self-harm'],
  ['mi hijo dijo que estaríamos mejor sin él', 'self-harm'],
  ['mi hija se hace daño a propósito cuando está triste', 'self-harm'],
  ['mi hijo dice que ya no le encuentra sentido a la vida', 'self-harm'],
  ['mi hija dejó de comer y vomita después de cenar', 'self-harm'],
  ['mi hijo se tomó un montón de pastillas anoche', 'self-harm'],
  ['mi hija escribió una carta de despedida', 'self-harm'],
  ['siempre usa manga larga aunque haga calor, creo que esconde marcas', 'self-harm'],
  ['mi ija se kiere matar', 'self-harm'],
  ['my son dice que se quiere suicidar', 'self-harm'],
  ['mi hijo piensa mucho en la muerte y dice que quisiera no despertar', 'self-harm'],
  // Self-harm, a child writing.
  ['me quiero morir', 'self-harm'],
  ['ya no quiero vivir', 'self-harm'],
  ['quiero matarme', 'self-harm'],
  ['me kiero morir', 'self-harm'],
  ['me corto los brazos cuando estoy triste', 'self-harm'],
  ['nadie me extrañaría si me muero, mejor me muero', 'self-harm'],
  ['quisiera desaparecer para siempre', 'self-harm'],
  ['ya no aguanto más', 'self-harm'],
  ['QUIERO MORIRMEEE', 'self-harm'],
  // Abuse and an adult's contact, a parent about a child.
  ['el entrenador tocó a mi hija', 'abuse'],
  ['un entrenador manoseó a mi hijo en el vestidor', 'abuse'],
  ['creo que abusaron de mi hijo', 'abuse'],
  ['mi hija fue abusada por su tío', 'abuse'],
  ['su padrastro le pega', 'abuse'],
  ['mi esposo golpea a mi hijo', 'abuse'],
  ['su papá lo maltrata', 'abuse'],
  ['mi hija tiene moretones y no quiere explicar quién se los hizo', 'abuse'],
  ['el entrenador le manda mensajes a mi hija en la noche', 'abuse'],
  ['un señor en el parque le escribe a mi hija por whatsapp', 'abuse'],
  ['un adulto le pide fotos a mi hijo por instagram', 'abuse'],
  ['el coach le da regalos a mi hijo y le dice que es su secreto', 'abuse'],
  ['un hombre le da dinero a mi hija y le dijo que no le diga a sus papás', 'abuse'],
  ['el entrenador quiere estar a solas con mi hija después del entrenamiento', 'abuse'],
  ['a mi hija la violaron', 'abuse'],
  ['el entrenador le tocó sus partes a mi hijo', 'abuse'],
  ['un hombre siguió a mi hija y quería que se subiera a su carro', 'abuse'],
  ['el entrenador dice que mi hija es su novia', 'abuse'],
  ['el coach le manda texts a mi hija at night', 'abuse'],
  ['abuzaron de mi ijo', 'abuse'],
  // Abuse, a child writing.
  ['mi papá me pega con el cinturón', 'abuse'],
  ['me pegan en mi casa', 'abuse'],
  ['mi tío me toca y dice que no le diga a nadie', 'abuse'],
  ['un señor me toca', 'abuse'],
  ['tengo miedo de ir a mi casa', 'abuse'],
  ['el entrenador me escribe a escondidas y me pide fotos sin ropa', 'abuse'],
  // Neglect.
  ['no le dan de comer a mi sobrino', 'neglect'],
  ['mis papás no me dan de comer', 'neglect'],
  ['sus papás lo dejan solo todo el fin de semana', 'neglect'],
  ['no hay comida en mi casa', 'neglect'],
  ['nadie me cuida', 'neglect'],
  ['dormimos en el carro desde hace un mes', 'neglect'],
  ['su mamá siempre está borracha y nadie lo cuida', 'neglect'],
  ['creo que hay descuido, ese niño siempre viene sucio', 'neglect'],
  // Bullying.
  ['mi hijo sufre acoso en la escuela', 'bullying'],
  ['le hacen bullying a mi hija', 'bullying'],
  ['le asen bulin a mi hijo', 'bullying'],
  ['se burlan de él por su acento', 'bullying'],
  ['los niños del equipo le pegan a mi hijo', 'bullying'],
  ['me pegan en la escuela', 'bullying'],
  ['le dicen gorda y fea todos los días', 'bullying'],
  ['nadie le habla y lo excluyen', 'bullying'],
  ['le dicen que se regrese a su país', 'bullying'],
  ['mi hijo sufre ciberacoso', 'bullying'],
  ['unos niños mayores lo amenazan', 'bullying'],
  // More wordings: a child cutting, tired of living, an adult's invitation, fear of a stepfather, a secret, a hand on a leg.
  ['mi hija se corta', 'self-harm'],
  ['mi hijo dice que está cansado de vivir', 'self-harm'],
  ['mi hijo de 10 años dice que se quiere aventar del puente', 'self-harm'],
  ['ya no quiero estar aquí', 'self-harm'],
  ['quiero desaparecer', 'self-harm'],
  ['el entrenador invitó a mi hija a su casa', 'abuse'],
  ['un tipo le manda mensajes a mi hija todas las noches', 'abuse'],
  ['mi papá toma y me pega', 'abuse'],
  ['me da miedo mi padrastro', 'abuse'],
  ['el entrenador le dijo a mi hijo que no nos contara nada', 'abuse'],
  ['mi hija dice que el señor de la tienda le toca la pierna', 'abuse'],
  ['mis papás me dejan solo toda la noche', 'neglect'],
  ['los compañeros le escupen y le quitan su comida todos los días', 'bullying'],
];

/** Ordinary questions, many sharing those words (a hit ball, an injury, a turn, a surprise): at most one may be flagged. */
const ORDINARY: readonly string[] = [
  '¿cuánto cuesta el plan Pro?',
  'mi hijo se lastimó el tobillo jugando, ¿puede entrenar?',
  'mi hija se cortó el pelo, ¿necesita gorra?',
  '¿a qué hora es el entrenamiento del sábado?',
  'el entrenador le pegó muy fuerte al balón',
  'mi hijo se muere de ganas de entrar al equipo Pro',
  'me muero de risa con los videos del entrenamiento',
  '¿el entrenador puede mandarme mensajes sobre el horario?',
  'es una fiesta sorpresa para el entrenador, no le digan nada',
  'mi hija quiere regalarle algo al entrenador por su cumpleaños',
  'mi hijo está muerto de cansancio después de la práctica',
  'este ejercicio nos está matando jaja',
  'mi hijo se golpeó la rodilla en el partido, ¿qué hago?',
  'le dieron una patada en la espinilla en el partido',
  'tiene un moretón en la pierna por una entrada fuerte',
  '¿cómo cambio la tarjeta del pago?',
  '¿hay descuento para hermanos?',
  'mi hija no quiere comer antes del partido, ¿qué le doy?',
  '¿puedo pagar en efectivo?',
  'mi hijo toca el piano los lunes, ¿hay clases los martes?',
  'el portero tocó el balón con la mano',
  'me toca llevar a los niños el sábado',
  'a mi hija le toca el grupo de la tarde',
  '¿puedo ver el entrenamiento desde las gradas?',
  'mi hijo se hizo daño en la rodilla jugando, ¿puede descansar una semana?',
  '¿qué tacos le compro a mi hijo de 9 años?',
  'mi hija está nerviosa por la prueba, se muere de nervios',
  'el entrenador me escribió sobre el cambio de horario',
  '¿el entrenador le puede mandar ejercicios a mi hijo por la app?',
  'mi hijo siempre tiene hambre después de entrenar, ¿qué le doy?',
  '¿lo pueden dejar en la cancha hasta que yo llegue a las 6?',
  'mi hijo se duerme en el carro después del entrenamiento',
  'la llamada se corta cuando abro la app',
  'el video se está cortando, ¿es mi internet?',
  'el ejercicio de hoy estuvo durísimo, mi hijo dice que no puede más de cansancio',
  'fue un descuido mío, olvidé pagar la mensualidad',
  '¿cuál es el secreto para patear más fuerte?',
  '¿le pueden quitar el balón más fácil con esta técnica?',
  'los otros niños le quitan la pelota muy rápido, ¿cómo mejora?',
  'le pegó la gripa, no va a ir el martes',
  'a mi hijo le pega mucho el sol en la cancha, ¿hay sombra?',
  '¿puede usar manga larga cuando hace frío?',
  'mi hija dejó de comer dulces para estar más sana',
  'mi papá lo va a llevar al entrenamiento hoy',
  'el papá de Juan me escribió para compartir el carro',
  '¿cuántas pastillas de vitamina le puedo dar antes del partido?',
  'mi hijo quiere cortarse el pelo como el entrenador',
  '¿puede mi hija tomar clases privadas con la entrenadora?',
  'el entrenador nos mandó fotos del partido, ¡gracias!',
  'mi hijo no quiere despertarse temprano para el entrenamiento de las 7',
  'mi hijo anda con dolor de rodilla, le molesta cuando corre',
  'le molestan los zapatos nuevos porque le quedan chicos',
  'el campo está muy maltratado, ¿lo van a arreglar?',
  '¿qué abuso, cobrar tanto por el uniforme!',
  'mi hijo se va a matar con esa patineta, le dije que use casco',
  'mi mamá me va a matar si pierdo los tenis otra vez',
  'se cayó y se raspó las rodillas en la cancha, ya está bien',
  'mi hija quiere jugar de portera, ¿le toca entrenar con otro grupo?',
  '¿hay cambiadores o vestidores para los niños?',
  'mi hijo está triste porque perdieron la final, ¿algún consejo?',
  'mi hijo le dio un regalo al entrenador y le encantó',
  '¿el entrenador da clases a solas o en grupo?',
  'my son is dying to join Pro, ¿cuánto cuesta?',
  'quiero cambiar a mi hijo al plan Core',
  'mi hijo se cayó en el partido y se pegó en la cabeza, ¿qué hago?',
  'el entrenador le gritó a mi hijo por llegar tarde',
  'me molesta que cambien el horario tanto',
  'no quiero molestar, pero ¿cuándo empieza la temporada?',
  'mi hijo se cortó el dedo con un papel',
  'mi hija se quemó con el sol en el torneo',
  '¿cuándo nos toca pagar?',
  'a mi hijo le tocan dos sesiones esta semana',
  'gracias por todo, besos',
  'mi hija se siente sola en el equipo nuevo, ¿hay actividades para conocer a otros niños?',
  'el video se corta solo',
  'mi hijo se lastima mucho las rodillas, ¿qué rodilleras recomiendan?',
  'mi hijo se está portando mal en los entrenamientos',
  '¿puedo dejar a mi hijo solo en la cancha 10 minutos?',
  // Sharing the Spanish score's words: crying, fear, photos, gifts, a car, hunger, hugs.
  'mi hijo llora cuando pierde, ¿cómo lo ayudo?',
  'mi hija tiene miedo de la prueba del sábado',
  '¿el entrenador puede mandarme fotos del partido por whatsapp?',
  'mi hijo quiere un celular nuevo para su cumpleaños',
  'el entrenador nos regaló playeras a todos, ¡gracias!',
  '¿puede mi esposo recoger a mi hija en su carro?',
  'mi hijo llega con hambre del entrenamiento, ¿venden comida?',
  'mi hijo se esconde detrás de mí cuando hay gente nueva, es tímido',
  'mi hija no duerme bien antes de los torneos por los nervios',
  'mi hija usa manga larga porque le da frío',
  'mi hijo tiene un moretón por un pelotazo',
  'mi hija dice que el entrenador es su favorito',
  'mi hijo se despidió de sus amigos porque nos mudamos',
  'nadie le pasa el balón a mi hijo en los partidos, ¿qué hacemos?',
  'mi hija dice que está gorda pero come bien, ¿hay plan de nutrición?',
  'mi hijo escribe mensajes a sus amigos del equipo todo el día',
  'un papá del equipo nos da raite los sábados',
  'nos quedamos sin luz por la tormenta, ¿hay entrenamiento?',
  'mi hija abraza mucho a sus amigas, es muy cariñosa',
];

describe('the safeguarding check in Spanish: every concerning message is flagged', () => {
  it('has at least 60 concerning phrasings and 60 ordinary questions, all distinct', () => {
    expect(CONCERNING.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
    const all = [...CONCERNING.map(([text]) => text), ...ORDINARY];
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(CONCERNING)('%s → %s', (text, concern) => {
    expect(detectChildAtRisk(text)).toBe(concern);
  });

  it('flags at most one ordinary question', () => {
    const flagged = ORDINARY.filter((text) => checkSafety(text) !== null);
    expect(flagged.length, `flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(1);
  });

  it('reads Spanish in its own layer, after the English patterns', () => {
    expect(explainChildAtRisk('mi hijo dice que se quiere morir')).toEqual({ concern: 'self-harm', layer: 'spanish' });
    expect(explainChildAtRisk('my son wants to hurt himself')).toEqual({ concern: 'self-harm', layer: 'patterns' });
  });

  it('scores what no Spanish pattern foresaw, with the signals it matched', () => {
    const finding = explainChildAtRisk('el entrenador la abraza mucho y le da besos en el cachete y a ella no le gusta');
    expect(finding).toMatchObject({ concern: 'abuse', layer: 'score' });
    if (finding?.layer !== 'score') throw new Error('not scored');
    expect(finding.score.signals.map((s) => s.signal)).toEqual(expect.arrayContaining(['body', 'fear', 'adult']));
  });
});

describe('normaliseSpanish', () => {
  it.each([
    ['¿Mi HIJA se quiere MORIIIR?', ' mi hija se quiere morir '],
    ['mi ija se kiere matar', ' mi hija se quiere matar '],
    ['abuzaron de mi ijo', ' abusaron de mi hijo '],
    ['el coach le manda msj', ' el entrenador le manda mensajes '],
    ['le hacen bullying', ' le hacen bulying '],
    ['se quiere suisidar', ' se quiere suicidar '],
  ])('%s → “%s”', (text, normalised) => {
    expect(normaliseSpanish(text)).toBe(normalised);
  });
});

describe('the safeguarding answer in Spanish', () => {
  it.each(['self-harm', 'abuse', 'neglect', 'bullying'] as const)('%s: the academy’s safeguarding contact and every emergency line', (concern) => {
    const answer = SAFETY_ANSWERS_ES[concern];
    for (const line of [ACADEMY.safeguarding.email, ACADEMY.safeguarding.phone.display, SAFEGUARDING_LINES.emergency, SAFEGUARDING_LINES.crisisLine, SAFEGUARDING_LINES.childhelp, SAFEGUARDING_LINES.safeSport, 'U.S. Center for SafeSport']) {
      expect(answer).toContain(line);
    }
    expect(answer).toContain('atiende en español');
  });

  it('answers a message in Spanish in Spanish, and one in English or mostly English in English', () => {
    expect(isMostlySpanish('mi hijo dice que se quiere morir')).toBe(true);
    expect(isMostlySpanish('my son dice que se quiere matar')).toBe(true);
    expect(isMostlySpanish('mi hijo says he wants to die')).toBe(false);
    expect(safetyAnswerFor('self-harm', 'me quiero morir')).toBe(SAFETY_ANSWERS_ES['self-harm']);
    expect(safetyAnswerFor('abuse', 'el entrenador tocó a mi hija')).toBe(SAFETY_ANSWERS_ES.abuse);
    expect(safetyAnswerFor('self-harm', 'my son wants to hurt himself')).toBe(SAFETY_ANSWERS['self-harm']);
    expect(safetyAnswerFor('profanity', 'qué mierda')).toBe(SAFETY_ANSWERS.profanity);
  });
});
