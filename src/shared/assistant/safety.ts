/**
 * The assistant's local safeguarding check (docs/product.md, Academy assistant: Safety; decision
 * 061): whether a message tells of a child at risk (self-harm or suicide, abuse or an adult's
 * inappropriate contact, neglect, bullying), whoever writes it, a parent or a child, in the first
 * person or the third, with typos. The text is first normalised (case, accents, leetspeak,
 * apostrophes, punctuation, stretched letters, common misspellings by edit distance), then matched
 * against families of patterns over words, not a list of sentences; Spanish and Spanglish are read
 * by `safety-es.ts`, and what no pattern foresaw by the score of `safety-score.ts`. Pure, no I/O, well under a
 * millisecond per message; it runs before any answer and before anything leaves the server.
 */
import { ACADEMY } from '../academy';
import { typoCorrector } from './edit-distance';
import { explainSpanishChildAtRisk, isMostlySpanish } from './safety-es';
import { modelConcern } from './safety-model';
import { type RiskScore, scoreChildAtRisk } from './safety-score';

export type SafetyConcern = 'self-harm' | 'abuse' | 'neglect' | 'bullying' | 'profanity';

/** The concerns about a child at risk: the safeguarding answer, a flag and an alert to admins at once. */
const CHILD_AT_RISK: ReadonlySet<SafetyConcern> = new Set(['self-harm', 'abuse', 'neglect', 'bullying']);

export function isChildAtRisk(concern: SafetyConcern): boolean {
  return CHILD_AT_RISK.has(concern);
}

/** The emergency and reporting lines every safeguarding answer gives (United States). */
export const SAFEGUARDING_LINES = {
  emergency: '911',
  crisisLine: '988',
  childhelp: '1-800-422-4453',
  safeSport: '833-587-7233',
  safeSportWeb: 'uscenterforsafesport.org',
} as const;

const L = SAFEGUARDING_LINES;
const LEAD = `The academy’s safeguarding lead has been alerted and will follow up; you can reach them at ${ACADEMY.safeguarding.phone.display} or ${ACADEMY.safeguarding.email}.`;
const ABUSE_LINES = `For abuse or neglect, call or text the Childhelp National Child Abuse Hotline at ${L.childhelp}, any time. Abuse in sport, by a coach or anyone at a club, can be reported to the U.S. Center for SafeSport at ${L.safeSport} (${L.safeSportWeb}).`;

/** Fixed, caring answers (never a model's words, never a topic list): what to do now and who to call. */
export const SAFETY_ANSWERS: Record<SafetyConcern, string> = {
  'self-harm': `Thank you for telling us. You are not alone, and reaching out was the right thing to do.\n\nIf someone is in danger right now, call ${L.emergency}. To talk to someone now, call or text ${L.crisisLine} (the Suicide & Crisis Lifeline), any time, day or night. Please also tell a parent, a coach or another adult you trust.\n\n${LEAD}\n\n${ABUSE_LINES}`,
  abuse: `Thank you for telling us. What you describe is serious, and if it is happening to you, it is not your fault.\n\nIf a child is in danger right now, call ${L.emergency}. ${ABUSE_LINES} If anyone is thinking about hurting themselves, call or text ${L.crisisLine} (the Suicide & Crisis Lifeline).\n\nPlease also tell a parent, a coach or another adult you trust. ${LEAD}`,
  neglect: '',
  bullying: '',
  profanity: `Let’s keep our chat kind. If something is upsetting you, please talk to a parent or your coach, or call the academy at ${ACADEMY.phone.display}. I’m happy to help with questions about training, the schedule or membership.`,
};
SAFETY_ANSWERS.neglect = SAFETY_ANSWERS.abuse;
SAFETY_ANSWERS.bullying = SAFETY_ANSWERS.abuse;

const LEAD_ES = `La persona responsable de la protección de menores de la academia ya recibió un aviso y te contactará; puedes comunicarte al ${ACADEMY.safeguarding.phone.display} o a ${ACADEMY.safeguarding.email}.`;
const ABUSE_LINES_ES = `Para abuso o descuido, llama o envía un mensaje de texto a la Línea Nacional de Childhelp contra el Abuso Infantil al ${L.childhelp}, a cualquier hora; atiende en español. El abuso en el deporte, por parte de un entrenador o de cualquier persona de un club, se puede reportar al U.S. Center for SafeSport al ${L.safeSport} (${L.safeSportWeb}).`;
const CRISIS_ES = `${L.crisisLine} (la Línea 988 de Prevención del Suicidio y Crisis, que atiende en español)`;

/** The same fixed answers in Spanish, for a message written mostly in Spanish: the same lines and contacts. */
export const SAFETY_ANSWERS_ES: Record<Exclude<SafetyConcern, 'profanity'>, string> = {
  'self-harm': `Gracias por contarnos. No estás solo ni sola, y pedir ayuda fue lo correcto.\n\nSi alguien está en peligro ahora mismo, llama al ${L.emergency}. Para hablar con alguien ahora, llama o envía un mensaje de texto al ${CRISIS_ES}, a cualquier hora del día o de la noche. Cuéntale también a tu mamá o a tu papá, a un entrenador o a otro adulto de confianza.\n\n${LEAD_ES}\n\n${ABUSE_LINES_ES}`,
  abuse: `Gracias por contarnos. Lo que describes es serio y, si te está pasando a ti, no es tu culpa.\n\nSi un niño o una niña está en peligro ahora mismo, llama al ${L.emergency}. ${ABUSE_LINES_ES} Si alguien está pensando en hacerse daño, llama o envía un mensaje de texto al ${CRISIS_ES}.\n\nCuéntale también a tu mamá o a tu papá, a un entrenador o a otro adulto de confianza. ${LEAD_ES}`,
  neglect: '',
  bullying: '',
};
SAFETY_ANSWERS_ES.neglect = SAFETY_ANSWERS_ES.abuse;
SAFETY_ANSWERS_ES.bullying = SAFETY_ANSWERS_ES.abuse;

/** The fixed answer to a concern, in Spanish when the message is mostly Spanish (profanity's stays English). */
export function safetyAnswerFor(concern: SafetyConcern, message: string): string {
  return concern !== 'profanity' && isMostlySpanish(message) ? SAFETY_ANSWERS_ES[concern] : SAFETY_ANSWERS[concern];
}

// ---------------------------------------------------------------------------------------------
// Normalising

/** Digits and symbols written for letters, inside a word that also has letters ("k1ll", "su!c!de"). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };

/** Spellings that are words of their own (contractions, chat shorthand, short typos). */
const EXACT: Record<string, string> = {
  im: 'i am', ive: 'i have', hes: 'he is', shes: 'she is', theyre: 'they are', theyve: 'they have',
  wanna: 'want to', gonna: 'going to', gotta: 'got to', tryna: 'trying to', wants: 'want', wanted: 'want', wanting: 'want',
  dont: 'do not', doesnt: 'does not', didnt: 'did not', cant: 'can not', cannot: 'can not', wont: 'will not', isnt: 'is not',
  wasnt: 'was not', hasnt: 'has not', havent: 'have not', hadnt: 'had not', aint: 'is not', shouldnt: 'should not', wouldnt: 'would not',
  u: 'you', ur: 'your', r: 'are', b: 'be', ppl: 'people', bc: 'because', cuz: 'because', coz: 'because', pls: 'please', plz: 'please',
  kil: 'kill', kll: 'kill', kiil: 'kill', kilk: 'kill', hert: 'hurt', hrt: 'hurt', hurrt: 'hurt', harme: 'harm', slef: 'self', sefl: 'self',
  mom: 'mom', mum: 'mom', mommy: 'mom', mama: 'mom', mother: 'mom', dad: 'dad', daddy: 'dad', papa: 'dad', father: 'dad',
  stepdad: 'stepdad', stepfather: 'stepdad', stepmom: 'stepmom', stepmother: 'stepmom',
  kids: 'kid', kiddo: 'kid', child: 'kid', children: 'kid', childs: 'kid', sons: 'son', daughters: 'daughter', stepson: 'son', stepdaughter: 'daughter',
  coaches: 'coach', coachs: 'coach', trainer: 'coach', trainers: 'coach',
  pics: 'pic', pictures: 'pic', picture: 'pic', photos: 'pic', photo: 'pic', selfies: 'pic', selfie: 'pic', snaps: 'pic', vids: 'pic', videos: 'pic', video: 'pic',
  // Ordinary words one letter away from a word below: kept as they are.
  amusing: 'amusing', amused: 'amused', build: 'build', tough: 'tough', putting: 'putting', warming: 'warming', warmed: 'warmed',
  hunting: 'hunting', hurling: 'hurling', staring: 'staring', starting: 'starting', touching: 'touching', couched: 'couched',
  secrets: 'secret', herself: 'herself', himself: 'himself', myself: 'myself', yourself: 'yourself', themselves: 'themselves',
  themself: 'themselves', ourselves: 'ourselves', sucide: 'suicide', suicde: 'suicide',
  dissapear: 'disappear', disapear: 'disappear', dissappear: 'disappear', dissapeared: 'disappeared', disapeared: 'disappeared',
  skared: 'scared', scaired: 'scared', scard: 'scared', scarred: 'scarred', secrit: 'secret', seceret: 'secret', sercet: 'secret',
  stronger: 'stronger', strange: 'strange', scored: 'scored', shared: 'shared',
  // One letter from "massage": a family writing to a coach is not a massage.
  message: 'message', messages: 'messages', messaged: 'messaged', messaging: 'messaging', messager: 'messager', messenger: 'messenger',
  dads: 'dads', moms: 'moms', mums: 'moms', fathers: 'dads', mothers: 'moms',
  // Spanish words one letter from an English target ("molestar" is to bother): Spanish is read by safety-es.ts.
  molestar: 'molestar', molesten: 'molesten', molestas: 'molestas', molestes: 'molestes',
  coch: 'coach', coatch: 'coach', nite: 'night', tonite: 'tonight', feild: 'field', wen: 'when', wat: 'what', hapened: 'happened', happend: 'happened',
  fallowing: 'following', folowing: 'following', fallows: 'follows', sombody: 'somebody', somone: 'someone', sumone: 'someone', somei: 'someone',
  everyi: 'everyone', noi: 'no one', evry: 'every', evrything: 'everything', evryone: 'everyone', nobdy: 'nobody', noone: 'no one',
  // Children's euphemisms for suicide (said to get past filters) and chat shorthand, read as the words they stand for.
  unalive: 'kill', unalives: 'kill', unalived: 'killed', unaliving: 'killing', kms: 'kill myself', kys: 'kill yourself', sewerslide: 'suicide',
  whats: 'what is', thats: 'that is', wheres: 'where is', dauter: 'daughter', daugther: 'daughter', doughter: 'daughter', dotter: 'daughter',
};

/**
 * Words misspelt often enough to look up by edit distance: a token of 5 letters or more, one edit
 * away (two for the long ones), becomes the word. Short and common words are never guessed at.
 */
const FUZZY_TARGETS = [
  'suicide', 'suicidal', 'suicides', 'himself', 'herself', 'myself', 'yourself', 'themselves', 'ourselves',
  'inappropriate', 'inappropriately', 'molested', 'molesting', 'molester', 'abused', 'abusing', 'abusive', 'abuser',
  'bullied', 'bullying', 'bullies', 'neglected', 'neglecting', 'touched', 'touches', 'harassed', 'harassing',
  'harassment', 'threatened', 'threatening', 'threatens', 'strangled', 'sexually', 'sexual', 'grooming', 'groomed',
  'uncomfortable', 'daughter', 'overdose', 'predator', 'pedophile', 'privately', 'punched', 'beaten', 'cutting',
  'harming', 'hurting', 'killing', 'anymore', 'teasing', 'emotionally', 'physically',
  'disappear', 'terrified', 'frightened', 'nightmares', 'snapchat', 'instagram', 'personal', 'massage', 'stranger', 'threats',
  'hopeless', 'worthless', 'burden', 'starving', 'bruises', 'secretly', 'nobody', 'someone',
] as const;

/** Targets by first letter: a typo rarely changes the first letter ("taking" is never "making"). */
const FUZZY_BY_FIRST = new Map<string, string[]>();
for (const word of FUZZY_TARGETS) FUZZY_BY_FIRST.set(word[0]!, [...(FUZZY_BY_FIRST.get(word[0]!) ?? []), word]);

/** Targets that could be the word misspelt: the same first letter, or the first two letters swapped ("hmiself"). */
function* nearSpellings(token: string): Iterable<string> {
  for (const key of new Set([token[0]!, token[1]!])) {
    for (const target of FUZZY_BY_FIRST.get(key) ?? []) {
      if (key !== token[0] && target[1] !== token[0]) continue;
      if (target.length >= 5) yield target;
    }
  }
}

const canonicalToken = typoCorrector(EXACT, nearSpellings);

/**
 * The message as the patterns read it: lower case, no accents, leetspeak read as letters, no
 * apostrophes, any other punctuation a space, letters stretched to three or more cut to two, each
 * word in its canonical spelling, single spaces.
 */
export function normaliseForSafety(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // "he'll" and "she'd" before the apostrophes go: read as "hell" and "shed" they would hide a threat.
    .replace(/\b(i|you|he|she|it|we|they)[’‘`´'](ll|d)\b/g, (_, who: string, verb: string) => `${who} ${verb === 'll' ? 'will' : 'would'}`)
    .replace(/[’‘`´']/g, '');
  const words: string[] = [];
  for (const raw of plain.split(/[^a-z0-9@$!|]+/)) {
    if (!raw) continue;
    // Leetspeak only inside a word that has letters: "k1ll" is kill, "2015" and "3pm" stay.
    const trimmed = raw.replace(/^[!|]+|[!|]+$/g, '');
    const hasLetters = /[a-z]/.test(trimmed);
    const read = hasLetters && !/^\d+[a-z]{1,2}$/.test(trimmed) ? trimmed.replace(/[0134579@$!|]/g, (c) => LEET[c] ?? c) : trimmed;
    for (const piece of read.split(/[^a-z0-9]+/)) {
      if (!piece) continue;
      words.push(canonicalToken(piece.replace(/([a-z])\1{2,}/g, '$1$1')));
    }
  }
  return ` ${words.join(' ')} `
    .replace(/ (my|him|her|them|your|our|it) (self|selves|slef|sefl)\b/g, (_, who: string) => ` ${who === 'them' ? 'themselves' : who === 'our' ? 'ourselves' : `${who}self`}`)
    // "my sun", "our sun": a child misspelt as a homophone (the sun in a sentence has no owner).
    .replace(/ (my|our|his|her|their) (sun|sunn|som) /g, ' $1 son ')
    .replace(/ +/g, ' ');
}

// ---------------------------------------------------------------------------------------------
// The pattern families, over normalised words (every word between single spaces)

const KID = '(?:(?:my|our|his|her|their|the|a|an|this|that) )?(?:(?:little|older|younger|oldest|eldest|youngest|teenage|teen|\\d+ year old|\\w+ year old|\\w+) )?(?:son|daughter|kid|boy|girl|boys|girls|teen|teenager|nephew|niece|grandson|granddaughter|player|teammate|year old)';
const PERSON = `(?:me|him|her|them|${KID})`;
const SELF = '(?:myself|himself|herself|themselves|yourself|ourselves)';
/** Anyone who can hurt a child: adults, pronouns, other children. */
const AGENT = '(?:coach|teacher|ref|referee|manager|staff|dad|mom|stepdad|stepmom|parent|parents|uncle|aunt|grandpa|grandma|grandfather|grandmother|brother|sister|cousin|boyfriend|girlfriend|man|woman|adult|guy|someone|somebody|stranger|neighbor|neighbour|babysitter|nanny|husband|wife|partner|he|she|they|kid|boy|girl|boys|girls|teammate|teammates|player|players)';
/** Adults only: an adult who beats, grabs or kicks a child is never a game of soccer. */
const ADULT = '(?:coach|teacher|ref|referee|manager|dad|mom|stepdad|stepmom|parent|parents|uncle|aunt|grandpa|grandma|grandfather|grandmother|boyfriend|girlfriend|man|woman|adult|guy|stranger|neighbor|neighbour|babysitter|nanny|husband|wife|partner)';
const W = (n: number) => `(?: \\w+){0,${n}}`;

const rx = (source: string) => new RegExp(source);

/**
 * Ordinary idioms that share words with the patterns, removed first: "killing it", "dying to play",
 * "suicide sprints", "the ball hit him", "kicked out of the drill", an anti-bullying policy.
 */
const BENIGN: RegExp[] = [
  /\b(?:kill|kills|killed|killing|killin) (?:it|them|the game|the competition|the tournament|the field|the drill)\b/g,
  /\bdying (?:to|for|of laughter|laughing)\b/g,
  /\bto die for\b/g,
  /\b(?:do|does|did|doing|run|runs|ran|running|make|makes|made) (?:\w+ ){0,2}suicides\b/g,
  /\bsuicides? (?:drills?|sprints?|runs?|lines?)\b/g,
  /\b(?:ball|shot|post|cross|header|bar|crossbar|pass|free kick|penalty)(?: \w+){0,2} (?:hit|hits|touched|touches|kicked|hurt|struck)\b/g,
  /\b(?:kick|kicks|kicked|kicking) (?:\w+ ){0,3}(?:out|off)\b(?! of (?:the|my|his|her|our|their) (?:house|home|apartment))/g,
  /\b(?:anti )?bull(?:y|ying) (?:policy|policies|rules|program|programs|training|prevention|workshop|awareness)\b/g,
  /\banti (?:cyber)?bull(?:y|ying)\b/g,
  // Hyperbole about training: "this drill is killing me", "my legs are dead", "dead legs".
  /\b(?:drills?|sprints?|practice|training|session|workout|fitness|conditioning|running|laps|heat|homework|school|exams?|waiting|this|it|legs?|knees?|feet) (?:(?:is|are|was|were|will|keeps?|really|literally|nearly|almost|totally|going to|just) ){0,2}(?:kill|kills|killing|killed) (?:me|us|him|her|them|my legs)\b/g,
  /\b(?:(?:my|his|her|our|their) )?(?:legs?|feet|arms?|phone|battery|ball)(?: \w+)? (?:is|are|was|were|feel|feels|felt|went|go|going) (?:so |totally |completely )?dead\b/g,
  /\bdead (?:legs?|tired|battery|ball|heat|last)\b/g,
  // Play and surprises: a secret play or handshake, a birthday surprise kept from the child.
  /\bsecret (?:play|plays|drill|drills|handshake|move|moves|skills?|weapon|tactics?|formation|set pieces?|celebration|code|trick|tricks|routine|santa)\b/g,
  /\b(?:keep|keeps|keeping|kept) (?:it|this|that|the \w+|his \w+|her \w+)? ?(?:a )?secret from (?:my|our|the) (?:son|daughter|kid|kids|boy|girl|team|teammates|players)\b(?!(?: \w+){0,2} (?:mom|dad|parents?|family|us|me)\b)/g,
  // An award: a gift card or a medal for player of the month is the club's prize, not a groomer's gift.
  /\b(?:a |an )?(?:gift cards?|gifts?|presents?|prizes?|medals?|trophy|trophies|certificates?|vouchers?) (?:for|as) (?:the |a |an |his |her |their )?(?:player of the (?:month|week|match|game|season|year)|mvp|most improved|best (?:player|effort|goal|attitude|teammate)|award|prize|prizes|reward|winning|winners?|raffle|birthday|effort|hard work|end of (?:the )?season|christmas|the holidays|team party)\b/g,
  // A family's own present, to a coach or the team ("we want to give him a present"): the adult receives it.
  /\b(?:we|i) (?:(?:want|wanted|would like|would love|will|would|are going|am going|plan|planned|hope|hoped|could|can|should|just|also) (?:to )?){0,2}(?:give|gave|giving|buy|bought|buying|get|got|getting|send|sent) (?:him|her|them|(?:the|our|his|her|my) (?:coach|coaches|team|staff))(?: \w+){0,2} (?:presents?|gifts?|cards?|flowers|thank you)\b/g,
  // A family asking whether staff may reach them ("can the coach text me about the schedule"): the adult contacts a parent.
  /\b(?:can|could|will|would|does|do|should) (?:the |a |his |her |my |our )?(?:\w+ )?(?:coach|coaches|staff|academy|manager|office|admin)(?: \w+)? (?:text|call|email|message|contact|dm|reach) (?:me|us)\b/g,
  // The app's own messages ("turn on notifications so i get the private message").
  /\b(?:notifications?|notified|alerts?|push)(?: \w+){0,6} (?:private|direct) (?:messages?|texts?)\b/g,
  // Alone with a ball, a wall or cones is practice, not an adult.
  /\b(?:be |practi[cs]e |train\w* |play\w* |work\w* )?alone with (?:the|a|his|her|my|their) (?:ball|balls|football|wall|rebounder|cones)\b/g,
  // A surprise or a present kept secret ("surprise her with the jersey, keep it secret"), never a secret from a parent.
  /\b(?:surprise|present|gift|birthday|party)(?: \w+){0,12} keep (?:it|this|that) (?:a )?secret\b(?! from| between)/g,
  // Selection ("picked on the starting eleven"), not being picked on.
  /\b(?:picked|selected|chosen|named) (?:on|for|in|to) (?:the )?(?:\w+ )?(?:starting|first|team|squad|roster|lineup|line up|eleven|xi)\b/g,
  // A family writing to staff (the adult is who is contacted, not who contacts a child).
  /\b(?:a |an )?(?:private |direct |quick |short )?(?:message|messages|text|texts|dm|dms|email|emails|note|call) to (?:the|my|his|her|our|their) (?:\w+ )?(?:coach|staff|academy|admin|manager|office)\b/g,
  /\b(?:message|messaged|messaging|text|texted|texting|dm|email|emailed|call|called|contact|contacted|thank|thanked|reach) (?:the|my|his|her|our|their) (?:\w+ )?(?:coach|staff|academy|admin|manager|office)\b/g,
  // An injury in play: "she hurt her knee", "he hit his head on the post", "a bruise on his thigh from the slide tackle".
  /\b(?:i|he|she|they|we|son|daughter|kid|boy|girl) (?:\w+ ){0,2}(?:hurt|hurts|injured|injures|twisted|twists|sprained|sprains|bruised|bruises|banged|hit|hits|bumped|scraped|broke|breaks|pulled|tweaked|jammed|strained|rolled|tore|dislocated|fractured) (?:his|her|my|their|our) (?:\w+ )?(?:knees?|ankles?|foot|feet|legs?|arms?|wrists?|hands?|back|shoulders?|neck|head|hips?|elbows?|toes?|fingers?|thumbs?|shins?|hamstrings?|groin|nose|ribs?|thighs?|calf|calves|kneecap|acl|achilles|face|lip|tooth|teeth|eye)\b/g,
  /\b(?:bruis\w*|scrapes?|scraped|swelling|swollen|sprain\w*|black eye|bump|bumps)(?: \w+){0,6} (?:from|in|during|after|at) (?:the |a |his |her |that |last )?(?:\w+ )?(?:tackle|tackles|game|games|match|matches|practice|training|session|tournament|header|collision|fall|kick|ball|scrimmage|drill|play|turf|weekend|goal|challenge)\b/g,
  // A fall off a bike or a scooter, and its bruises ("fell off his bike and has bruises on his legs"); never "says he fell".
  /(?<!(?:says?|said|claims?|claimed|told (?:me|us)|tells (?:me|us)) (?:that )?(?:he|she|i) )\b(?:fell|falls?|falling|crashed|tripped|slipped) (?:off|from|down|over|on|in)(?: (?:his|her|my|the|a))? (?:bike|scooter|skateboard|trampoline|tree|swing|monkey bars|slide|playground|ice|skates|horse)\b(?:(?: \w+){0,3} (?:bruis\w*|scrapes?|scraped|cuts?|marks|bumps?)(?: on (?:his|her|my) (?:\w+ )?(?:legs?|knees?|arms?|elbows?|shins?|face|head|hands?))?)?/g,
  // The app and surprises: "how do i delete the chats", "not to tell my son about the surprise".
  /\b(?:how|where|can|could) (?:do |can |could |to )?(?:i|we|you)? ?(?:\w+ )?(?:delete|erase|clear)(?: \w+){0,3} (?:chats?|messages|texts|conversations?|history)(?: \w+){0,3} (?:in|on|from) (?:the|this|your) (?:app|assistant|chat|site|page)\b/g,
  /\b(?:not|never) (?:to )?tell (?:\w+ ){0,3}about (?:the|a|his|her|our|my) (?:surprise|party|present|gift|birthday|trophy|award)\b/g,
  // Sport's accidents ("the goalie accidentally kicked him", "hit her by accident"): no one meant harm.
  /\b(?:accidentally|accidently|by accident|unintentionally|(?:did|does) not mean to|without meaning to) (?:\w+ ){0,2}(?:hit|hits|kicked|kicks|elbowed|elbows|stepped on|knocked|pushed|tripped|bumped|collided)\b/g,
  /\b(?:hit|hits|kicked|kicks|elbowed|stepped on|knocked|pushed|tripped|bumped|collided with) (?:\w+ ){0,4}(?:by accident|accidentally|accidently|by mistake)\b/g,
  // Hair dye misspelt as "die": "he wants to die his hair blue".
  /\b(?:die|dies|died|dying|dye|dyes|dyed|dyeing) (?:his|her|my|their|our|the) (?:hair|shirts?|jerseys?|socks|cleats|clothes|beard|tips)\b/g,
  // Hyperbole: "she would rather die than miss a session", "he will die of embarrassment".
  /\b(?:rather|would) die (?:than|before)\b/g,
  /\bdie (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|excitement|cringe|happiness|jealousy|nerves)\b/g,
  // Practice alone ("he wants to practice alone in the backyard"), never alone with someone.
  /\b(?:practi[cs]\w*|train\w*|play\w*|kick\w*|shoot\w*|juggl\w*|run\w*|do drills|work out|study\w*) alone\b(?! with)/g,
  // A family asking whether staff may reach its child about training ("can coaches message my son directly about drills").
  /\b(?:can|could|may|should|will|would|do|does) (?:the |a |his |her |my |our )?(?:\w+ )?(?:coach|staff|academy|manager)(?: \w+)? (?:text|message|email|call|contact|dm|reach) (?:him|her|them|(?:my|our|the|his|her) (?:\w+ )?(?:son|daughter|kid|boy|girl|player|year old))(?: directly)?(?= (?:about|directly|through|via|on|in|for|or|with|regarding|if)\b)/g,
  // A child who wants to sleep over at a friend's ("she wants to sleep over at her teammate house").
  /\b(?:i|he|she|my (?:son|daughter|kid)) (?:really )?(?:want|asked|asks|would like|wanted) (?:to )?(?:sleep ?over|have a sleepover|stay over|go over) (?:at|to) (?:his|her|my|their|a) (?:best )?(?:friend|friends|teammate|teammates|cousin|cousins|grandma|grandpa|grandparents|classmate|classmates)\b/g,
  // Spanish that shares an English pattern's word: "qué abuso cobrar tanto" (a price), "no hay pedo" (no problem).
  /\babuso (?:de (?:confianza|poder|autoridad|precios?)|cobrar|lo que cobran|el precio|los precios)\b/g,
  /\b(?:no hay|que|ni|bien|esta|estaba|anda|andaba|sin) pedo\b/g,
];

type Family = { concern: Exclude<SafetyConcern, 'profanity'>; patterns: RegExp[] };

const FAMILIES: Family[] = [
  {
    concern: 'self-harm',
    patterns: [
      /\bsuicid\w*/,
      rx(`\\b(?:kill|kills|killing|killed|hang|hangs|hanging|hanged|starve|starves|starving|starved|shoot|shoots|shooting|shot|stab|stabs|stabbing|stabbed|drown|drowning|poison|poisoning|off|end|ending|harm|harms|harming|harmed|cuts|cutting|hurting|burning|scratching|punching|injuring|mutilating|strangle|strangling|choke|choking) ${SELF}\\b`),
      rx(`\\b(?:want|(?:am|is|are|was|were) going to|plan|plans|planning|try|tries|tried|trying|thinks? about|thinking about|thoughts? (?:of|about)|talks? about|talked about|talking about|threaten\\w*|urges? to|feels? like|keeps? saying|kept saying|said (?:he|she|they|i) (?:would|will|was going to|is going to|want)|says (?:he|she|they) (?:will|would|is going to|want)|(?:told|tells|telling) (?:me|us|him|her|them|(?:his|her|my|our) \\w+) (?:he|she|they|i) (?:would|will|was going to|is going to|might|wants? to)|i will|i might)${W(3)} (?:to )?(?:cut|hurt|burn|hit|punch|injure|harm|kill|end|scratch|starve) ${SELF}\\b`),
      // A threat with a condition about the sport or school, not an injury ("he will hurt himself if he does not make the team").
      rx(`\\b(?:hurt|harm|kill|cut|starve|end) ${SELF} if (?:he|she|they|i|we) (?:does not|do not|did not|is not|are not|am not|can not|will not|fails?|loses?|lost|gets? (?:cut|dropped)|(?:is|are|am) (?:cut|dropped))${W(2)} (?:make|makes|get|gets|pass|passes|win|wins|picked|selected|chosen|in|the team|the pro|the squad|exams?|tests?|tryouts?|trials?|it)\\b`),
      rx(`\\b(?:cut|hurt|burn|burned|burnt|hit|punched|scratched|injured|harmed) ${SELF} (?:on purpose|deliberately|intentionally|again and again|every night|every day)\\b`),
      /\bself (?:harm\w*|injur\w*|mutilat\w*)/,
      /\bselfharm\w*/,
      rx(`\\b(?:want|going to|plan|plans|planning|try|trying|tried|wish|wishes|wished|ready|would rather|rather)${W(2)} (?:to )?(?:die|be dead|not be alive|not exist|not wake up|disappear forever|end it|end it all|end everything|be gone forever|not be here)\\b`),
      rx(`\\b(?:wish|wishes|wished)${W(3)} (?:was|were|is|had) (?:dead|never born|not alive|gone forever|never been born)\\b`),
      /\bbetter off (?:dead|without (?:me|him|her|them))\b/,
      /\b(?:everyone|everybody|people|you|the family|we|they) (?:would|will) be (?:happier|better off|better) (?:if (?:i|he|she|they) (?:was|were|am|is|are) (?:not|never|gone|dead)|without (?:me|him|her|them))\b/,
      /\b(?:goodbye|good bye|suicide) (?:note|letter|message|text)\b/,
      /\b(?:note|letter|message|text)\w*(?: \w+){0,6} (?:saying|says|said) (?:goodbye|good bye)\b/,
      /\b(?:giving|gave|gives|give) away (?:all )?(?:his|her|my|their) (?:things|stuff|belongings|favorite|favourite)\b/,
      /\b(?:no|not any|not a|nothing|no more) (?:reason|point) (?:to|in|for) (?:live|living|being alive|life|going on)\b/,
      /\bnothing (?:left )?to live for\b/,
      /\b(?:not|never|no longer|does not|do not|did not) (?:want|wants) to (?:live|be alive|exist|wake up|be here anymore|be here any more|be around anymore)\b/,
      /\b(?:end|ending|take|taking|took|ended) (?:my|his|her|their|your) (?:own )?life\b/,
      /\bend it all\b/,
      // Relief in ending it ("it would be easier if he just ended it").
      /\b(?:easier|better)(?: for (?:everyone|everybody|us|them|you))? if (?:i|he|she|they) (?:just )?(?:ended|end|ends|ending) (?:it|things|everything|my life|his life|her life)\b/,
      /\b(?:easier|better)(?: for (?:everyone|everybody|us|them|you))? if (?:i|he|she|they) (?:was|were|is|am) (?:not here|not around|gone|dead|never born)\b/,
      // Purging or starving to make a weight: an eating problem whatever the sport asks.
      /\b(?:laxatives?|diet pills|diuretics|water pills|throw\w* up|starv\w*|not eating)(?: \w+){0,6} (?:make weight|lose weight|cut weight|be lighter|get lighter|be thin|be skinny|weigh less)\b/,
      /\b(?:make weight|lose weight|cut weight|be lighter|get lighter|be thin|be skinny|weigh less)(?: \w+){0,6} (?:laxatives?|diet pills|diuretics|water pills)\b/,
      /\b(?:overdos\w*|od on)\b/,
      /\b(?:swallow\w*|take|took|taking|takes) (?:a bunch of|all|all the|all of|a lot of|lots of|too many|a whole bottle of|the whole bottle of|a handful of) (?:my |his |her |the |mom |dad )?(?:pills|tablets|meds|medicine|medication|sleeping pills)\b/,
      /\bjump\w* (?:off|from|in front of) (?:a|the|my|our) (?:bridge|roof|building|train|car|cliff|window|balcony|truck|bus)\b/,
      /\b(?:hate|hates|hated) (?:my|his|her|their) (?:life|self|body)\b/,
      /\blife (?:is|is not|isnt) (?:not )?worth (?:living|it)\b/,
      /\b(?:anorexi\w*|bulimi\w*|eating disorder)\b/,
      rx(`\\b(?:make|makes|making|made) ${SELF} (?:throw up|vomit|puke|sick)\\b`),
      /\b(?:think|thinks|thinking|thought|thoughts|talk|talks|talking|talked|obsessed|dreams|dreaming|writes|wrote|writing) (?:about|of) (?:dying|death|being dead|killing|ending it|ending his life|ending her life|suicide|not being alive|not waking up)\b/,
      /\b(?:cut|cuts|cutting|cutted) (?:on )?(?:his|her|my|their) (?:arms?|wrists?|legs?|thighs?|skin|stomach)\b/,
      /\b(?:razor|blade|blades) (?:on|to|against) (?:his|her|my|their) (?:arms?|wrists?|legs?|skin)\b/,
      /\bslit (?:my|his|her|their) wrists?\b/,
      /\b(?:scars?|cuts|marks|burns)(?: \w+){0,5} (?:from|by) (?:cutting|burning|self harm\w*)\b/,
      // Euphemisms (issue 37's third blind table): better off not here, not waking up, not around much longer, a burden.
      /\bbetter off (?:not (?:being )?(?:here|around|alive)|gone|not existing|if (?:i|he|she|they) (?:was|were) (?:not|never) (?:here|around|born))\b/,
      /\b(?:better|easier|happier|fine)(?: for (?:everyone|everybody|us|them|you))? (?:if|when) (?:i|he|she|they) (?:was|were|am|is|are) (?:not|no longer|never) (?:here|around|born|alive)\b/,
      rx(`\\b(?:wish|wishes|wished|want|wants|wanted|rather|would rather|hope|hopes|hoped)${W(3)} (?:to )?(?:just )?(?:not exist|not be alive|not be here|stop existing|sleep forever|go to sleep forever|fall asleep forever|never wake up|not wake up|disappear forever)\\b`),
      rx(`\\b(?:wish|wishes|wished)${W(2)} (?:was|were) (?:not|never) (?:here|around|alive|born)\\b`),
      /\b(?:hope|hopes|hoped|hoping|wish|wishes|wished|asks?|asked|asking|wonders?|wondered|talks? about|talking about|talked about|thinks? about|thinking about)(?: \w+){0,6} (?:fall|falls|fell|go|goes|went|going)(?: to)? (?:sleep|asleep) and (?:do not|does not|did not|never|not|will not|would not|wont) wake up\b/,
      /\b(?:die|dies|dying|dead|death|wake up)(?: \w+){0,10} (?:hopes?|hoped|wish\w*|wants?|wanted) (?:it|that) (?:happens|would happen|happened|will happen|to happen|could happen) to (?:her|him|me|them)\b/,
      /\b(?:hope|hopes|hoped|hoping|wish|wishes|wished)(?: \w+){0,3} (?:does not|do not|never|will not|would not|wont|did not) wake up\b/,
      /\b(?:talk|talks|talking|talked|think|thinks|thinking|thought|dream|dreams|dreaming|obsessed with|keeps? saying)(?: \w+){0,2} (?:about|of)? ?(?:not waking up|never waking up|not being here|not being around|being gone forever|disappearing forever|not existing)\b/,
      /\b(?:i|he|she) (?:will not|wont|would not|is not going to|not going to|am not going to) be (?:a problem|a burden|around|here|in (?:the|your|our|their) way)(?: for (?:you|us|them|anyone|long))? (?:much longer|for much longer|for long|soon|any longer|anymore|any more)\b(?! (?:in|at|here in|because|since|as|we|the|this|after|so|until|till|with|when|than))/,
      /\b(?:will not|wont|do not|would not|will never|not) (?:have|need) to worry about (?:me|him|her|them) (?:much longer|for long|soon|anymore|any more|any longer|ever again)\b/,
      /\b(?:tired|sick) of (?:being alive|living|existing|life)\b/,
      /\bwaste of (?:space|air|oxygen|a life|life)\b/,
      /\b(?:should|should have|shouldve|should of) never (?:been born|had (?:me|him|her))\b/,
      /\b(?:think|thinks|thinking|thought|talk|talks|talking|talked|dream|dreams) about (?:dying|death|being dead)\b/,
      /\b(?:wish|wishes|wished|hope|hopes|hoped|hoping)(?: \w+){0,3} (?:a |the )?(?:car|truck|bus|train) (?:would|will|could|to) (?:hit|run over|kill)\b/,
      /\b(?:would it|will it|does it|did it|it would|it will) hurt to (?:jump|die|drown|hang|fall)\b/,
      /\bjump\w* (?:off|from|in front of)(?: the top of)? (?:a|the|my|our|that) (?:\w+ )?(?:bridge|roof|building|train|car|cliff|window|balcony|truck|bus|garage|overpass|freeway|tower|rooftop)\b/,
      // Veiled signs of self-harm: marks hidden under sleeves, bloody tissues, blades kept in a room.
      /\b(?:marks|cuts|scars|scratches|burns|bandages?)(?: \w+){0,8} (?:long sleeves|hoodies?|sweatshirts?|sweaters?|wristbands?|bracelets?|sleeves?)\b/,
      /\b(?:long sleeves|hoodies?|sweatshirts?|sweaters?|wristbands?|bracelets?|sleeves?)(?: \w+){0,10} (?:marks|cuts|scars|scratches|burns|bandages?)\b(?! (?:from|after|on) (?:the |a |his |her )?(?:sun|surgery|operation|game|match|practice|fall|turf|tackle))/,
      /\b(?:hides?|hid|hiding|covers?|covered|covering|cover up|covers up) (?:(?:his|her|my|the|them|those|it|up) ){0,2}(?:marks|cuts|scars|scratches|burns|arms|wrists|thighs)\b(?!(?: \w+){0,3} (?:from the (?:sun|cold)|sunscreen|sunburn))/,
      /\b(?:razors?|blades?|razor blades?|sharpener blades?|box cutters?)(?: \w+){0,4} (?:in|under|inside|hidden in) (?:his|her|my) (?:room|drawer|pencil case|backpack|bag|bed|pillow|desk|closet|bathroom)\b/,
      /\b(?:hides?|hid|hiding|keeps?|kept) (?:a |the )?(?:razors?|blades?|razor blades?|sharpener blades?|box cutters?)\b/,
      /\bbloody (?:tissues|paper|towels?|sheets|clothes|socks|sleeves)\b/,
      rx(`\\b(?:scratch\\w*|cut|cuts|cutting|burn\\w*|carve\\w*|carving) (?:my|his|her) (?:arms?|wrists?|skin|legs|thighs)${W(3)} (?:with|when|until|because)\\b`),
      // Doing something to oneself, in other words: "scared im going to do something to myself", "he did them himself".
      rx(`\\b(?:do|does|doing|did|done) (?:something|anything|stuff|things)(?: \\w+)? to ${SELF}\\b`),
      /\b(?:scared|afraid|worried|worry|worries|fear\w*|terrified)(?: \w+){0,5} (?:do|does|doing|try|tries) (?:something|anything) (?:drastic|final|terrible|irreversible)\b/,
      rx(`\\b(?:burns?|cuts?|scratches|marks|scars|bruises|wounds|sores|injur\\w*)(?: \\w+){0,12} (?:did|does|do|done|made|makes|make|gave|gives) (?:it|them|this|that|those|these) (?:to |on )?${SELF}`),
      /\b(?:burns|cuts|scratches|scars|wounds|marks)(?: \w+){0,6} (?:with|using|from) (?:a |an |the |his |her |my )?(?:lighter|lighters|matches|razors?|razor blades?|blades?|box cutters?|sharpeners?|compass|cigarettes?|broken glass)\b/,
      // A question about the means: "how many tylenol does it take to die", "a lethal dose", "a painless way".
      /\b(?:how (?:many|much)|what (?:amount|dose))(?: \w+){0,5} (?:to die|to kill (?:you|yourself|someone|a person|me|him|her)|to overdose|to not wake up|is (?:lethal|deadly|fatal)|would kill|will kill|can kill)\b/,
      /\b(?:take|takes|took|need|needs) to (?:die|overdose|kill (?:you|yourself|myself|himself|herself))\b|\b(?:lethal|deadly|fatal) (?:dose|amount)\b|\bpainless(?: \w+)? ways? to (?:die|go|end)\b/,
      // Deserving to be hurt: "she says she deserves to be hurt".
      /\b(?:deserve|deserves|deserved|deserving) (?:to (?:be hurt|die|suffer|be in pain|be dead|feel pain|be punished|bleed)|pain|the pain)\b/,
      // The point of living, whoever asks it: "whats the point of living".
      /\b(?:no|any|the|a) point (?:in |to |of )?(?:living|life|being alive|going on|being here|existing|staying alive)\b/,
    ],
  },
  {
    concern: 'abuse',
    patterns: [
      /\b(?:abus\w*|molest(?:s|ed|ing|er|ers|ation)?\b|rape|raped|raping|rapist|sexually|grop\w*|fondl\w*|pedophile\w*|pedo|paedo\w*|predator\w*|incest|groom|grooms|groomed|grooming|sexual (?:abuse|assault|contact|touching|messages|comments|things|stuff|photos|pic))\b/,
      /\binappropriat\w* (?:touch\w*|contact|messag\w*|text\w*|pic|comment\w*|behavio\w*|relationship|hug\w*|kiss\w*|conduct|conversation\w*|talk\w*|image\w*|request\w*|way|ways|place\w*|things|stuff|language|jokes?|attention|interest|questions|gifts?)\b/,
      rx(`\\b(?:touch\\w*|messag\\w*|text\\w*|talk\\w*|spoke|speak\\w*|look\\w*|stare\\w*|staring|act\\w*|behav\\w*|hug\\w*|kiss\\w*|treat\\w*|contact\\w*|grab\\w*|photograph\\w*|film\\w*|rub\\w*|hold\\w*|held)${W(6)} inappropriat\\w*`),
      rx(`\\btouch\\w* ${PERSON}${W(4)} (?:not appropriate|wrong way|in the wrong|wrong place|bad way|weird way|weirdly|in a weird|private\\w*|down there|there|between (?:his|her|my|their) legs|under (?:his|her|my|their) (?:clothes|shirt|shorts|pants|underwear)|where (?:he|she|i) did not|where (?:he|she|i) do not|that made)\\b`),
      /\btouch(?:ed|es|ing)? me\b/,
      rx(`\\btouch\\w* ${PERSON}${W(3)} (?:in|at|inside) (?:the |a |his |her |their )?(?:changing rooms?|locker rooms?|bathrooms?|showers?|toilets?|restrooms?|car|van|tent|hotel|dark|bed)\\b`),
      /\b(?:has been|have been|keeps|kept|keep|always|been) touching\b/,
      /\bbad touch\w*/,
      /\b(?:touch\w*|grab\w*|show\w*|saw|see|seen|photo\w*|pic|film\w*|rub\w*|feel\w*|felt|pull\w* down|look\w* at)(?: \w+){0,5} (?:private parts|privates|private area|private areas|genitals|penis|vagina|breasts?|his parts|her parts|down there|under (?:his|her|my|their) (?:clothes|shirt|shorts|pants|underwear))\b/,
      /\b(?:nudes?|naked|sexting|sexts|explicit (?:pic|messages?|images?)|porn\w*)\b/,
      /\bpic of (?:yourself|himself|herself|myself|your body|his body|her body|my body|you|him|her|me) (?:without|in (?:his|her|my|your) (?:underwear|bed|room|shower|bathroom|pajamas)|naked|shirtless|undressed)\b/,
      /\b(?:shirtless|undressed|underwear) pic\b/,
      rx(`\\b(?:pic|send\\w*|sent|show\\w*|film\\w*|record\\w*|see|watch\\w*)${W(5)} (?:with no |without (?:any |his |her |my |your )?|in (?:his|her|my|your) )(?:clothes|clothing|underwear|bra|boxers)\\b`),
      rx(`\\b(?:ask\\w*|want|beg\\w*|pressur\\w*|keeps? asking|kept asking) ${PERSON} for (?:a |some |more |his |her |private |sexy |special )*pic\\b`),
      /\b(?:send|sends|sent|sending|show|shows|showing|take|takes|took|taking)(?: \w+){0,3} pic of (?:yourself|himself|herself|myself|your body|his body|her body|my body)\b/,
      rx(`\\b(?:ask\\w*|told|tells?|telling|want\\w*|made|makes?|making|beg\\w*|pressur\\w*|swore|swear\\w*) ${PERSON} (?:to )?(?:keep|keeping)${W(2)} secrets?\\b`),
      /\bkeep\w* (?:a |it a |this a |that a |things a )?secrets? from (?:us|you|me|mom|dad|(?:his|her|their|my|your|our) (?:mom|dad|parents?|family))\b/,
      // An instruction not to tell ("told him not to tell us"), not a child who won't tell ("they won't tell me").
      /\b(?<!(?:will|would|does|did|can|could) )(?:not|never) (?:to )?tell (?:us|me|you|(?:his|her|their|our) (?:mom|dad|parents?|family))\b/,
      rx(`\\b(?:send\\w*|sent|text\\w*|messag\\w*|dm\\w*|snap\\w*|chat\\w*) ${PERSON}${W(3)} (?:ask\\w*|beg\\w*|want\\w*)${W(2)} for${W(2)} pic\\b`),
      /\b(?:our (?:little )?secret|keep (?:it|this|that|things|everything) (?:a )?secret|keep (?:it|this|that) between (?:us|you and me|him and me|her and me|them)|(?:not|never) (?:to )?tell (?:anyone|anybody|your (?:mom|dad|parents)|my (?:mom|dad|parents)|mom|dad)|(?:do not|did not|never) tell (?:anyone|anybody|your (?:mom|dad|parents)|my (?:mom|dad|parents)))\b/,
      rx(`\\b${AGENT}${W(3)} (?:text\\w*|messag\\w*|dm|dms|dmed|dming|snap\\w*|call\\w*|chat\\w*|facetim\\w*|video calls?|follow\\w*|add\\w*|contact\\w*)${W(3)} ${PERSON}${W(3)} (?:privately|in private|at night|late at night|every night|after midnight|on snapchat|on instagram|on tiktok|on discord|secretly|in secret|alone)\\b`),
      rx(`\\b(?:want|asked|asks|asking|tries|tried|trying|insist\\w*|invit\\w*|keeps asking|offered|offers|pressur\\w*)${W(4)} (?:alone|to (?:his|her) (?:house|home|place|car|hotel room|room|apartment)|in (?:his|her) car alone|sleep over at (?:his|her))\\b`),
      // An adult taking a child, alone, where no one sees: a changing room, an office, a car.
      rx(`\\b(?:ask\\w*|want\\w*|told|tells?|invit\\w*|call\\w*|took|takes?|taking|bring\\w*|brought|get|gets|got|make|makes|made) ${PERSON}${W(5)} (?:changing rooms?|locker rooms?|showers?|bathrooms?|toilets?|office|(?:equipment|storage|back|supply) room|(?:his|her) (?:car|van|truck|room|house|apartment)|hotel room|bedroom)${W(2)} alone\\b`),
      rx(`\\b(?:ask\\w*|want\\w*|told|tells?|invit\\w*|call\\w*) ${PERSON}${W(4)} alone (?:in|to|into|inside) (?:the |a |his |her )?(?:changing rooms?|locker rooms?|showers?|bathrooms?|toilets?|office|(?:equipment|storage|back|supply) room|car|van|truck|room|house|apartment|hotel room|bedroom)\\b`),
      rx(`\\b(?:coach|teacher|ref|referee|manager|man|adult|guy|stranger|uncle|neighbor|neighbour|volunteer|dads|moms|(?:another|other|some|a|one) (?:dad|mom|parent))${W(3)} (?:gives?|gave|giving|buys?|bought|buying|sends?|sent) ${PERSON} (?:\\w+ ){0,2}(?:gifts?|presents?|money|cash|gift cards?|phones?|cell|cellphone|sim card|vapes?)\\b`),
      rx(`\\b(?:coach|teacher|ref|referee|manager|man|adult|guy|stranger|uncle|neighbor|neighbour|older (?:boy|girl|kid|player|man)|he|she)${W(2)} (?:kiss\\w*|lick\\w*|fondl\\w*) ${PERSON}\\b`),
      rx(`\\b(?:make|makes|made|making) ${PERSON} (?:feel )?(?:very |really |so |super )?(?:uncomfortable|unsafe|scared|afraid|creeped out|icky)\\b`),
      // Grooming in other words (issue 37's third blind table): gifts kept secret, not to mention it, a grown-up who keeps messaging.
      /\b(?:gifts?|presents?|money|cash|candy|things|stuff|a phone|phones?|rides?|vapes?)(?: \w+){0,8} (?:(?:it is|its|it was|that is|is) (?:their|our|a|his|her) (?:little |special )?secret|(?:not|never) (?:to )?(?:tell|mention|say)|keep (?:it|them|this) (?:a )?secret|between (?:them|us|the two of))\b/,
      /\b(?:not|never) (?:to )?(?:mention|say anything about|say a word about|talk about|share)(?: it| this| that| anything| them)? (?:to|with) (?:us|me|you|anyone|anybody|(?:his|her|their|your|my) (?:mom|dad|parents?|family))\b/,
      /\b(?:man|men|guy|adult|grown up|grownup|stranger|someone|somebody|older (?:man|guy|teen|teenager|woman)|random (?:man|guy|person|adult)|(?:a|another|some|one) (?:dad|mom|parent))(?: \w+){0,6} (?:keeps|kept|always|constantly|has been|have been|started|starts|keeps on|is always|will not stop|wont stop|would not stop) (?:text\w*|messag\w*|dm|dms|dming|dmed|snap\w*|call\w*|chat\w*|facetim\w*|follow\w*|add\w*|talk\w* to|writ\w* to|send\w*) (?:me|him|her|them|(?:my|the|our|his|her) (?:\w+ ){0,2}(?:son|daughter|kid|boy|girl|year old))\b/,
      /\b(?:coach|teacher|trainer|manager|ref|referee|uncle|neighbor|neighbour|volunteer)(?: \w+){0,3} (?:keeps|kept|always|constantly|has been|started|will not stop|wont stop) (?:text\w*|messag\w*|dm|dms|dming|dmed|snap\w*|call\w*|chat\w*|facetim\w*|writ\w* to) (?:him|her|them|my (?:\w+ ){0,2}(?:son|daughter|kid|boy|girl|year old))\b/,
      rx(`\\b(?:ask\\w*|told|tells?|telling|makes?|made|wants?|wanted) ${PERSON}${W(1)} to (?:delete|erase|clear|hide|unsend)${W(3)} (?:chats?|messages|texts|dms|pic|conversations?|history|snaps?)\\b(?!(?: \\w+){0,3} (?:from|in|on) (?:the|this|your) (?:app|site|page|assistant))`),
      /\b(?:text|texts|call|calls|message|messages|dm|snap|come over|visit|meet|see|talk to|come to|go to)(?: \w+){0,3} when (?:her|his|my|your|their) (?:parents?|mom|dad|mum|family) (?:are|is|were|was) (?:not|never) (?:around|home|there|looking|watching)\b/,
      rx(`\\b(?:man|guy|adult|grown up|stranger|older (?:man|guy|boy|teen))${W(6)} (?:gave|gives|give|giving|sent|sends) ${PERSON} (?:his|her) (?:phone |cell |personal |private )?(?:number|cell|snapchat|instagram|snap|insta|address)\\b`),
      rx(`\\b(?:calls?|called|calling) ${PERSON} (?:his|her) (?:girlfriend|boyfriend|wife|husband|lover|baby girl|sweetheart)\\b`),
      rx(`\\b(?:coach|teacher|trainer|man|guy|adult|grown up|older (?:man|guy))${W(6)} (?:is|as) (?:his|her|my) (?:boyfriend|girlfriend)\\b`),
      rx(`\\b(?:makes?|made|making|wants?|wanted|tells?|told|asks?|asked|lets?) ${PERSON} (?:to )?(?:sit|sits|sat) on (?:his|her) lap\\b`),
      rx(`\\b(?:asked|asks|invited|invites|wants|wanted|told|tells|offered|offers) ${PERSON}${W(4)} (?:his|her) (?:house|home|place|apartment|hotel room|room)\\b(?!(?: \\w+){0,4} (?:party|bbq|barbecue|with (?:the|all|everyone|us|his family|her family)|for (?:the team|a team)))`),
      /\b(?:come over|sleep ?over|sleep|stay|house|place|apartment|car|drive|ride|hang out|alone|room|hotel|trip|movies?|camping|video games|games)(?: \w+){0,8} (?:just|only) the two of (?:them|us)\b/,
      /\b(?:phone|money|cash|gifts?|presents?|vapes?)(?: \w+){0,8} (?:will not|would not|does not|did not|refuses to) (?:tell|say) (?:us|me) (?:where|who)\b/,
      /\bbed(?: again)? since (?:he|she|i) (?:stayed|slept|went|came back|got back|was at|spent|visited)\b/,
      /\b(?:screams?|screaming|cries|crying|panics?|panicking|freaks? out|shakes|shaking|hides?|hiding|runs? away|flinch\w*|freezes|froze)(?: \w+){0,3} (?:when|whenever|if|every time) (?:the |her |his |my |a |an |that )?(?:\w+ )?(?:coach|man|uncle|adult|teacher|trainer|stepdad|neighbor|neighbour|he) (?:comes? near|gets? close|comes? close|is near|is around|touches|talks to|looks at|walks in|comes? in|comes? over|is there)\b/,
      /\b(?:creep|creeps|creepy|creeper)\b/,
      // Pictures or watching while children undress, by anyone: "keeps taking photos of the kids while they are changing".
      /\b(?:pic|film\w*|record\w*|photograph\w*|watch\w*|peek\w*|peep\w*|spy\w*|spies|stare\w*|look\w* at)(?: \w+){0,6} (?:while|when|as|whilst) (?:they|he|she|i|we|(?:the|my|our) \w+) (?:are |is |was |were |am |get |gets |got |getting )?(?:changing|undressing|showering|in the shower|naked|getting changed|dressing|in (?:their|his|her|my) underwear)\b(?! (?:into|for|in to|positions?|sides|ends|drills?|the|their (?:shoes|boots|cleats|jerseys?|kits?)))/,
      rx(`\\b${AGENT}${W(3)} (?:hit|hits|hitting|punch\\w*|slap\\w*|chok\\w*|strangl\\w*|whip\\w*|smack\\w*|spank\\w*|burn\\w*|hurt|hurts|hurting|pinch\\w*|bit|bites|biting|beats|beating) ${PERSON}\\b`),
      rx(`\\b${ADULT}${W(3)} (?:beat|kick\\w*|grab\\w*|drag\\w*|lock\\w*|shook|shakes|shaking|throws|threw|throwing|shov\\w*|tie|ties|tied) ${PERSON}\\b`),
      rx(`\\b${ADULT}${W(3)} (?:push|pushes|pushed|pushing|pin|pins|pinned|pinning|slam|slams|slammed|slamming|shove|shoves|shoved|shoving) ${PERSON} (?:down|into|against|off|over|to the ground|on the ground|hard|up against|to the wall|to the floor)\\b`),
      // Blackmail with pictures or secrets: "my son is being blackmailed online".
      /\b(?:blackmail\w*|sextort\w*|extort\w*)/,
      rx(`\\bbeat\\w* ${PERSON} up\\b`),
      rx(`\\b(?:beat|beats|beating|beaten|gang|gangs|ganging|ganged) up (?:on )?${PERSON}\\b`),
      /\b(?:get|gets|got|getting|been|being|was|were|is|are) (?:beat|beaten) up\b/,
      // "Jumped" for set upon by a group: "he is getting jumped after school".
      rx(`\\b(?:get|gets|got|getting|been|being|was|were|is|are) jumped\\b|\\bjump\\w* ${PERSON} (?:after|at|in|behind|on the way|outside|every)\\b`),
      rx(`\\b(?:man|stranger|guy|adult|someone|somebody|woman|coach)${W(2)} (?:followed|follows|following|stalk\\w*) ${PERSON}`),
      rx(`\\b(?:tried|tries|try|trying|wanted|want|asked|asks)${W(1)} (?:to )?(?:get|take|pull|lure|put)${W(1)} ${PERSON} (?:in|into) (?:his|her|a|their|the) (?:car|van|truck|house|home)\\b`),
      rx(`\\b(?:being|been|was|were|is|are|get|gets|got|getting) (?:beaten|beat up|hit|punched|slapped|choked|strangled|whipped|smacked|spanked|kicked|burned|bitten|hurt|touched|grabbed|locked in|locked up|tied up) by (?:his |her |my |their |the |a |an |our |this |that )?(?:\\w+ )?${ADULT}\\b`),
      /\b(?:beaten|hit|slapped|punched|hurt|whipped|spanked|choked) at home\b/,
      /\b(?:bruis\w*|marks|welts|burns|cuts) (?:\w+ ){0,4}(?:from|by|because of) (?:his|her|my|their) (?:dad|mom|stepdad|stepmom|uncle|coach|brother|parents?|boyfriend|girlfriend)\b/,
      /\bunexplained (?:bruis\w*|injur\w*|marks)\b/,
      /\b(?:bruis\w*|welts|black eyes?|marks on (?:his|her) (?:body|arms?|legs?|back|face))(?: \w+){0,8} (?:dad|mom|stepdad|stepmom|parents?|uncle|coach|boyfriend|girlfriend|brother) (?:gets|get|got|is|was|gets really|gets so) (?:angry|mad|drunk|violent|rough)\b/,
      /\b(?:scared|afraid|terrified|frightened|fear\w*) (?:of|to go|to be) (?:going )?(?:home|alone with \w+|(?:my|his|her|the) (?:dad|mom|stepdad|stepmom|coach|uncle|parents?|boyfriend|brother))\b/,
      /\b(?:does not|do not|did not|never) want to go (?:back )?home\b/,
      rx(`\\b(?:threaten\\w*|said (?:he|she|they) (?:would|will|is going to|was going to)|says (?:he|she|they) (?:will|would|is going to))${W(1)} (?:to )?(?:kill|hurt|hit|beat|stab|shoot|rape) ${PERSON}\\b`),
    ],
  },
  {
    concern: 'neglect',
    patterns: [
      /\bneglect\w*/,
      /\b(?:no|not any|not enough|never any|never enough|never) food (?:at home|in (?:the|our|my|his|her|their) (?:house|home|fridge|apartment)|to eat|for (?:me|him|her|us|days))\b/,
      /\b(?:there is|there was|we have|we had|i have|he has|she has|they have) (?:no|not any|nothing to eat|no food)\b(?: food| at home| in the house| to eat)(?! (?:allerg\w*|restrictions?|preferences?|intoleranc\w*|requirements?))/,
      /\bnothing to eat\b/,
      /\b(?:nobody|no one|noone) at home (?:cares|care|cared|notices|feeds)\b/,
      /\b(?:has not|have not|did not|had not|not) (?:eaten|ate|eat|had (?:anything|food|a meal|any food|dinner|breakfast|lunch))(?: (?:properly|anything|much|well|right))? (?:in|for|since) (?:\w+ )?(?:days?|weeks?|yesterday|a day|two days)\b/,
      rx(`\\b(?:nobody|no one|noone|(?:parents?|mom|dad|stepdad|stepmom|they|he|she) (?:do not|does not|will not|never|did not)) (?:\\w+ )?(?:feed|feeds|fed|give (?:me|him|her|us) food)\\b`),
      /\b(?:left|leaves|leave|leaving|stay|stays|stayed|staying|is|was|been|home) (?:\w+ ){0,2}alone (?:\w+ ){0,5}(?:for days|all night|overnight|all weekend|for (?:two|three|four|several|many|a few|\d+) days|every night|at night|for a week|for weeks|for hours|without food)\b/,
      /\b(?:nobody|no one|noone) (?:is )?(?:at home|home|there) (?:for (?:me|him|her)|to (?:take care|look after|feed))\b/,
      rx(`\\b(?:nobody|no one|noone) (?:\\w+ )?(?:takes care of|looks after|cares about|cares for|care about|picks up) ${PERSON}`),
      rx(`\\block\\w* ${PERSON} (?:in|out|outside|up)\\b`),
      rx(`\\b(?:kicked|threw|thrown|throws|threw) ${PERSON} out (?:of (?:the|my|his|her|our) (?:house|home|apartment)|on the street)`),
      /\b(?:parents?|dad|mom|stepdad|stepmom) (?:is|are|gets|get|always|keeps|is always|are always|was|were) (?:\w+ )?(?:drunk|high|wasted|passed out)\b/,
      /\b(?:nowhere|no where|no place) to (?:sleep|live|stay)\b/,
      /\bsleep\w* (?:in (?:the|a|our|his|her|my) car|on the street|outside|in the park)\b/,
      /\bhomeless\b/,
      /\b(?:is not|are not|was not|were not|not|never) (?:being |getting )?(?:fed|fed properly|fed enough)\b/,
      // No adult for days: "my kids get left with no adult for the whole weekend".
      /\b(?:no|without an|without any|without) (?:adult|adults|grown up|grownups|grown ups|supervision|parent|parents)(?: \w+){0,3} (?:for (?:the whole|all|two|three|several|\d+|a) (?:day|days|night|nights|weekend|week|weeks)|all (?:day|night|weekend|week)|overnight|for days)\b/,
      // A child left shut in a car: "leaves him locked in the car for hours while he's at the bar".
      rx(`\\b(?:left|leaves|leave|leaving|locked|locks|lock|locking|keeps|kept) ${PERSON}(?: \\w+){0,2} (?:in|inside) (?:the|a|his|her|their|our) (?:car|van|truck)(?: \\w+){0,3} (?:for hours|alone|all day|all night|overnight|in the heat|while (?:he|she|they|mom|dad) (?:is|are|was|were|goes|went|drinks?|drinking|at|in))\\b`),
      rx(`\\b(?:nobody|no one|noone|they never|parents never|mom never|dad never)${W(1)} (?:takes|took|take|bring|brings|brought) ${PERSON} to (?:a |the |see a |see the )?(?:doctor|dentist|hospital|clinic|er)\\b`),
      // Medical neglect: a parent who will not take an ill child to a doctor.
      rx(`\\b(?:parents?|mom|dad|stepdad|stepmom|they|he|she|nobody|no one|noone) (?:will not|would not|does not|do not|did not|never|refuses? to|refused to)${W(1)} (?:take|takes|took|bring|brings|brought) ${PERSON} to (?:a |the |see a |see the )?(?:doctor|dentist|hospital|clinic|er)\\b`),
    ],
  },
  {
    concern: 'bullying',
    patterns: [
      /\b(?:cyber)?bull(?:y|ys|ies|ied|ying|yed)\b/,
      rx(`\\b(?:make|makes|made|making) fun of ${PERSON}`),
      rx(`\\b(?:pick|picks|picked|picking) on ${PERSON}`),
      /\b(?:is|are|was|were|gets?|got|getting|being|been) (?:always |constantly |\w+ )?picked on\b/,
      rx(`\\b(?:call|calls|called|calling) ${PERSON}${W(2)} (?:illegal|terrorist|monkey|alien|immigrant|refugee)\\b`),
      /\b(?:tell|tells|told|telling|say|says|said|saying) (?:\w+ ){0,2}to go back to (?:your|his|her|their|my) (?:own )?country\b/,
      rx(`\\b(?:laugh|laughs|laughed|laughing) at ${PERSON}`),
      rx(`\\b(?:call|calls|called|calling) ${PERSON}${W(2)} (?:names|fat|ugly|stupid|gay|retard\\w*|loser|dumb|slurs?|idiot|freak|weird|a (?:\\w+ )?word)\\b`),
      rx(`\\b(?:tease|teases|teased|teasing|taunt\\w*|mock|mocks|mocked|mocking|humiliat\\w*|torment\\w*|intimidat\\w*|exclud\\w*|ostraci\\w*|threaten\\w*|stalk\\w*) ${PERSON}`),
      /\bharass\w*/,
      rx(`\\b(?:everyone|everybody|they|the other|kids|kid|boys|girls|the team|teammates|teammate|players|no one|nobody|noone)${W(2)} (?:hate|hates|ignore|ignores|exclude|excludes|likes|want to play with|plays with|talks to|will play with|sits with|will talk to) ${PERSON}\\b`),
      /\b(?:i|he|she|they) (?:has|have|had) no friends\b/,
      rx(`\\b(?:spread\\w*|tell\\w*|told) (?:rumou?rs|lies) about ${PERSON}`),
      rx(`\\bpost\\w*${W(3)} (?:embarrassing|mean|nasty|private|fake)${W(2)} (?:about|of) ${PERSON}`),
      /\b(?:racis\w* (?:comments?|slurs?|names|abuse|remarks|jokes?|things)|racial (?:slurs?|abuse|comments?|remarks|names)|homophobic (?:slurs?|abuse|comments?|remarks|names))\b/,
      rx(`\\b(?:kick\\w*|push\\w*|shov\\w*|trip\\w*|hit|hits|hitting|punch\\w*|spit\\w*|spat) (?:on |at )?${PERSON}${W(4)} (?:on purpose|every day|every practice|every week|all the time|when no one|when nobody|when (?:the )?coach is not|in the locker room|after practice|in the bathroom)\\b`),
    ],
  },
];

/** Common English profanity and slurs, with the usual disguises (f*ck, sh1t). */
const PROFANITY = /\b(f+[u*@]+c*k+\w*|sh[i1!*]+t+\w*|b[i1!*]+tch\w*|a+s+s+h+o+l+e+s?|c+u+n+t+s?|d[i1]ck ?head|bastards?|wh[o0]res?|sluts?|fag(got)?s?|retard(ed)?s?|motherf\w*|n[i1]gg\w*)\b/i;

/** Words run together ("iwanttodie", "killmyself"): read inside one long token. */
const GLUED = /(?:wan(?:t|na)(?:to)?die|kil+(?:my|him|her)sel[f]|kil+themselves|hurt(?:my|him|her)self|end(?:my|his|her)life|selfharm|suicid)/;

/** The message's words as the patterns read them, with the idioms that share their words removed. */
function withoutIdioms(normalised: string): string {
  let words = normalised;
  for (const idiom of BENIGN) words = words.replace(idiom, ' ');
  return words;
}

/** Sentences end at . ! or ? before a space, or at a line break ("su!c!de" stays whole). */
const SENTENCE_END = /(?<=[.!?])\s+|[\r\n]+/;

/** What a message was flagged for, and by which layer: a pattern, or the score with its signals. */
export type SafetyFinding =
  | { concern: Exclude<SafetyConcern, 'profanity'>; layer: 'patterns' | 'spanish' }
  | { concern: Exclude<SafetyConcern, 'profanity'>; layer: 'score'; score: RiskScore }
  | { concern: 'self-harm' | 'abuse'; layer: 'model'; logOdds: number };

/**
 * The pattern families first (they name the concern precisely); then the Spanish ones and their
 * score (`safety-es.ts`); then the scored layer
 * (`safety-score.ts`), which reads each sentence and its neighbour for a child and signals of danger;
 * last the model trained on every labelled table (`safety-model.ts`), for wording none of them foresaw.
 */
export function explainChildAtRisk(text: string): SafetyFinding | null {
  // Normalised once, a sentence at a time: the patterns read them joined, the score one by one.
  const parts = text.split(SENTENCE_END).map(normaliseForSafety).filter((words) => words !== ' ');
  const whole = ` ${parts.map((words) => words.trim()).join(' ')} `;
  if (whole.split(' ').some((token) => token.length >= 9 && GLUED.test(token))) return { concern: 'self-harm', layer: 'patterns' };
  const words = withoutIdioms(whole);
  for (const family of FAMILIES) {
    if (family.patterns.some((pattern) => pattern.test(words))) return { concern: family.concern, layer: 'patterns' };
  }
  const spanish = explainSpanishChildAtRisk(text);
  if (spanish) return spanish.score ? { concern: spanish.concern, layer: 'score', score: spanish.score } : { concern: spanish.concern, layer: 'spanish' };
  const score = scoreChildAtRisk(parts.map(withoutIdioms));
  if (score) return { concern: score.concern, layer: 'score', score };
  const model = modelConcern(whole);
  return model ? { concern: model.concern, layer: 'model', logOdds: model.logOdds } : null;
}

/** What in the message is about a child at risk, after normalising; null when nothing is. */
export function detectChildAtRisk(text: string): Exclude<SafetyConcern, 'profanity'> | null {
  return explainChildAtRisk(text)?.concern ?? null;
}

/** The local check before any answer (docs/product.md, Academy assistant: Safety). */
export function checkSafety(text: string): SafetyConcern | null {
  return detectChildAtRisk(text) ?? (PROFANITY.test(text) ? 'profanity' : null);
}
