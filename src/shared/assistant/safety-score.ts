/**
 * The safeguarding check's second layer (decision 061): a score, for the wordings no pattern of
 * `safety.ts` foresaw. A list of sentences keeps missing new ones ("a man waits by the fence and
 * talks to the girls", "he says he might as well not be here"), so this layer reads what such
 * messages share: a child (or a child writing) and signals of danger, each weighted, near each
 * other. It leans towards flagging: staff review every flag, and a false alarm costs a minute where
 * a miss can cost a child. Every flag says which signals matched and with which words.
 *
 * It reads normalised words (`normaliseForSafety`, idioms removed), one sentence at a time and each
 * pair of neighbouring sentences, and does no I/O.
 */

export type RiskSignal = 'harm' | 'fear' | 'place' | 'secrecy' | 'contact' | 'lurking' | 'hopelessness' | 'eating' | 'body' | 'neglect' | 'bullying' | 'adult';

export type ScoredConcern = 'self-harm' | 'abuse' | 'neglect' | 'bullying';

/** One signal found: its vocabulary, its weight and the words that matched. */
export type SignalMatch = { signal: RiskSignal; weight: number; words: string };

export type RiskScore = { concern: ScoredConcern; score: number; reference: string | null; signals: SignalMatch[] };

/** A message scores at this much with a child in it; a little more with none, as when only a name says who. */
const SCORE_THRESHOLD = 3;
const SCORE_THRESHOLD_NO_REFERENCE = 4.5;
/** Each further word of the same vocabulary adds this, up to two: "texts him" and "buys him gifts". */
const FURTHER_WORD_BONUS = 0.5;
/**
 * From a child's own parent, ordinary contact (a ride home, a text, a phone, a gift) is family life:
 * when every adult in the window is one, contact words below this weight are not counted.
 */
const FAMILY_CONTACT_MIN_WEIGHT = 2.5;

/** A child named as one ("my son", "the girls", "my 9 year old") or as he, she or I (a parent or a child writing). */
const CHILD = /\b(?:son|daughter|kid|boy|girl|boys|girls|teen|teenager|nephew|niece|grandson|granddaughter|teammate|teammates|year old|players?|athlete)\b/;
const PERSON = /\b(?:i|me|my|he|she|him|her|they|them|us)\b/;

const ADULTS = 'lady|volunteer|official|physio|driver|organi[sz]er|chaperone|helper|janitor|caretaker|photographer|coach|teacher|ref|referee|manager|man|men|woman|guy|adult|stranger|uncle|neighbor|neighbour|stepdad|stepmom|boyfriend|girlfriend|babysitter|nanny|dad|dads|mom|moms|parent|parents|staff|someone|somebody|dude';
/** A child's own parent, as the adult vocabulary matches it with its possessive ("my dad", "her mom"). */
const OWN_PARENT = /^(?:my|our|his|her|their) (?:own )?(?:dad|mom|parents?|husband|wife)$/;
/** A person as the object of a verb: "hits him", "grabbed my daughter" (never "hurt his ankle"). */
const PEOPLE = '(?:little |older |younger |baby |big )?(?:son|daughter|kid|boy|girl|boys|girls|brother|sister|mom|dad|friend|friends|teammate|teammates|siblings?|baby|players?)';
const OBJ = `(?:him|her|me|them|us|(?:my|his|her|our|the|that|this|a) ${PEOPLE})`;
const W = (n: number) => `(?: \\w+){0,${n}}`;

/** Words before "fat" that make it a child's feeling ("i feel so fat"), an eating sign and no insult. */
const FEELING = '(?:feel|feels|felt|am|is|so|too|really|look|looks)';

export type Term = readonly [RiskSignal, number, RegExp];
/** A vocabulary's words at one weight, as whole words. */
export const terms = (signal: RiskSignal, weight: number, ...sources: string[]): Term[] => sources.map((s) => [signal, weight, new RegExp(`\\b(?:${s})\\b`, 'g')] as const);

/**
 * What the score reads in one language: its weighted terms (strongest first), how a child or a
 * person writing is named, and how an adult who is the child's own parent reads.
 */
export type Vocabulary = { terms: readonly Term[]; child: RegExp; person: RegExp; ownParent: RegExp };

/** Concern each vocabulary points to; harm, fear, a place and an adult only add to another's weight. */
const CONCERN_OF: Partial<Record<RiskSignal, ScoredConcern>> = {
  secrecy: 'abuse', contact: 'abuse', lurking: 'abuse', body: 'abuse', hopelessness: 'self-harm', eating: 'self-harm', neglect: 'neglect', bullying: 'bullying',
};

const TERMS: readonly Term[] = [
  // Harm and violence: soccer hurts too, so the plain words weigh little.
  ...terms('harm', 3, '(?:get|gets|got|getting) the belt|(?:marks|bruises?|bruising) on (?:his|her|my) (?:neck|throat)', `(?:bruis\\w*|burns?|marks|cuts|scars?|injur\\w*)${W(6)} (?:will not|does not|would not|can not|did not|never) (?:explain|say how|tell (?:me|us) how)`),
  ...terms('harm', 2, 'marks? on (?:his|her|my) (?:face|arms?|back|legs?)|punch\\w*|slap\\w*|chok\\w*|strangl\\w*|smack\\w*|spank\\w*|whip\\w*|violent|violence|knife|knives|gun|weapon\\w*|belt|black eye|bleed\\w*|blood|bloody|bruis\\w*|stab\\w*|left (?:a )?(?:mark|marks|bruise|bruises)|(?:will not|does not|would not|can not) explain', `beat ${OBJ}|beats|beating|beaten up|pull\\w* (?:my|his|her) hair|(?:${ADULTS}) did (?:it|this|that)|headbutt\\w*|pinch\\w* ${OBJ}|head (?:in|into|down) the toilet`),
  ...terms('harm', 2.5, `(?:hold|holds|held|holding|pin\\w*) ${OBJ} down|the belt`),
  // An injury explained away ("says its from the cat but its not").
  ...terms('harm', 2.5, '(?:says?|said|claims?|told (?:me|us)) (?:it is|its|it was|they are|they were|that) (?:from|because of|by) (?:\\w+ ){0,3}but (?:it is not|its not|it was not|they are not|i do not believe|i doubt)'),
  ...terms('harm', 1.5, `(?:hurt|hurts|hurting|hit|hits|hitting|kick\\w*|push\\w*|shov\\w*|grab\\w*|throw\\w*|threw|pull\\w*|drag\\w*|scream\\w* at|yell\\w* at|shout\\w* at|attack\\w*|assault\\w*) ${OBJ}`, '(?:throw|throws|threw|throwing) (?:things|stuff)|rough|aggressive|marks? on (?:his|her|my)|burns?|scars?|fell again|says (?:he|she|i) fell|keeps falling|walked into a door|so hard (?:it|that)'),
  ...terms('harm', 1, 'hurt|hurts|hit|kicked|pushed|shoved|fell|falls|injur\\w*|fight\\w*|fought|marks|cuts|beaten'),
  // Fear and distress.
  ...terms('fear', 2.5, '(?:not|never) (?:feel|feels|felt) safe|unsafe'),
  ...terms('fear', 2, `terrifi\\w*|petrified|nightmares?|flinch\\w*|panic attacks?|(?:scared|afraid|frightened|terrified) (?:of (?:${ADULTS}|him|her|them|going)|to (?:go|be|tell|say|sleep))|(?:will not|does not|did not|would not) (?:say|tell (?:me|us)) (?:why|what)|(?:does not|do not|did not) want to go (?:to|back)|refus\\w* to go|begs? (?:me )?not to go|wets? (?:the |his |her )?bed|cries? (?:himself |herself |myself )?to sleep|(?:scares|scared|frightens|frightened) (?:me|him|her|them)|stopped (?:coming|going|wanting to (?:go|come))|(?:does not|do not|will not) want to (?:come|go) (?:anymore|any more|no more)|makes? ${OBJ} feel (?:bad|weird|wrong|gross|dirty|strange|funny|icky)|(?:do not|does not|did not) like (?:being|to be) (?:around|near|alone)|hides? in (?:his|her|my) room|stopped talking|(?:cries|crying|cried|sobs) (?:every|before|all)|run\\w* away|ran away`),
  ...terms('fear', 2.5, 'begs? (?:\\w+ ){0,2}not to (?:\\w+ ){0,3}go'),
  ...terms('fear', 1.5, 'something (?:bad |weird |strange |terrible )?happened|stopped sleeping|can not sleep|acting (?:different|differently|strange|weird|out)|changed since|not the same since|what happened|scared|afraid|frightened|scares|scary|sobbing|shaking|trembling|anxious|anxiety|withdrawn|not (?:himself|herself|myself)|(?:will not|does not|did not|would not) (?:talk|say anything) about|(?:i|he|she) (?:do not|does not|did not) like (?:it|that|how|when|them)'),
  ...terms('fear', 1, 'crying|cries|cried|worried|worry|upset|nervous|sad|stressed|weird|strange|uncomfortable'),
  // Secrecy.
  ...terms('secrecy', 3, `(?:our|their|his|her|little|special) (?:little |special )?secret|(?:it is|its|it was|this is|that is) (?:a|our|their) secret|(?:keep|kept|keeps|keeping|has|have|had) a secret (?:with|from)|secret between|keep (?:it|this|that|things|them) (?:a )?secret|(?:secrets?|something|things|stuff) from (?:us|me|you|mom|dad|(?:his|her|my|your|their) (?:mom|dad|parents|family))|not (?:allowed|supposed|meant) to tell|promise\\w* not to tell|(?:just )?between (?:us|you and me|the two of (?:us|them))|(?:nobody|no one|noone) (?:can|needs to|has to|will|should) (?:know|find out)|nobody will believe|no one will believe|delete (?:the |his |her |their |all |all the )?(?:messages|chats?|texts|pic)|(?:says?|said|told \\w+) (?:to )?delete (?:them|it|everything)`),
  ...terms('secrecy', 3, `made ${OBJ} promise|(?:nobody|no one|noone) (?:can|could|would|will) (?:ever )?find out`),
  ...terms('secrecy', 2.5, '(?:says?|said) (?:he|she|i|they) (?:can not|is not allowed to|are not allowed to|am not allowed to|is not supposed to|must not) (?:tell|say|talk)|can not tell (?:us|me|anyone|anybody|you)'),
  ...terms('secrecy', 2.5, '(?:said|says|told \\w+|tells \\w+|made \\w+ promise) (?:not to|to not|never to) tell|if (?:i|he|she|you|they) (?:ever )?(?:tell|tells|told)|(?:tell|tells|told) (?:anyone|anybody)'),
  ...terms('secrecy', 2, '(?:do not|did not|never|can not|not to|must not|should not) tell (?:anyone|anybody|mom|dad|your|his|her|my|us|me|you|parents|the)|secretly|in secret|behind (?:my|our|his|her|your) back|hides? (?:his|her|my) phone|(?:would not|will not|do not|does not|would never) understand'),
  ...terms('secrecy', 1.5, 'keep\\w*(?: \\w+){0,3} secret|promise\\w*'),
  ...terms('secrecy', 1, 'secret\\w*|hide|hides|hiding|hidden'),
  // Private contact by an adult.
  ...terms('contact', 3, `(?:rude|dirty|naughty|sexy|gross|weird) (?:pic|messages|texts)|(?:pretend\\w*|said|says|claim\\w*) (?:he|she) (?:was|is) (?:\\d+|a kid|a teen|younger)|or (?:he|she|they) (?:will|would|is going to) (?:post|share|send|show)|alone with (?:him|her|them|the|a|an|his|that|this|${ADULTS})|(?:his|her) (?:personal|private|own|cell|mobile) (?:number|phone|cell|email|account)|personal (?:number|phone|cell)|private (?:number|messages?|chats?|account)|sleep ?over|stay the night|hotel room|just the two of (?:them|us)`),
  ...terms('contact', 2.5, `if (?:her|his|my|your|their) (?:parents?|mom|dad|family) (?:are|is|were|was) (?:home|around|there|away|out|gone)|when (?:her|his|my|your|their) (?:parents?|mom|dad) (?:are|is|get|gets) (?:home|back|away|out)|ask\\w*${W(4)} (?:for|about) (?:her|his|my|your) (?:address|location|age|snapchat|instagram|number|phone number|school)`),
  ...terms('contact', 2.5, 'good ?night (?:texts?|messages|dms?|snaps?|calls?)|(?:text\\w*|messag\\w*|dm\\w*|snap\\w*|call\\w*) (?:him|her|them|me|my \\w+)? ?good ?night'),
  ...terms('contact', 2.5, `(?:does|did|doing|do) (?:bad |weird |gross |strange |nasty )?(?:things|stuff) to ${OBJ}|(?:comes?|came|coming|gets?|got|sneaks?|snuck) (?:in|into) (?:my|his|her) (?:room|bed|bedroom)|(?:${ADULTS})${W(2)} (?:keeps? |always )?(?:text\\w*|messag\\w*|dms?|dmed|dming|snap\\w*|call\\w*|chat\\w*|facetim\\w*) ${OBJ}|(?:${ADULTS})${W(2)} (?:keeps? |always )(?:sends?|sending|sent|show\\w*) ${OBJ}(?: \\w+)? (?:pic|messages|things|stuff|links)|when (?:nobody|no one|noone) (?:is )?(?:around|looking|watching|there)|(?:told|tells|telling|says|said) ${OBJ} (?:she|he|i) (?:is|was|am) (?:special|pretty|beautiful|sexy|mature|hot|his favou?rite|her favou?rite)|special (?:friend|friendship|relationship|bond)|our friendship|mature for (?:his|her|my|your) age|(?:should not|should never) (?:have )?(?:seen|see|watch\\w*)|not (?:ok|okay|appropriate|right) for (?:his|her|my|your) age|(?:ask\\w*|want\\w*|told|tells|telling|beg\\w*) ${OBJ} to send (?:him|her|me|them) (?:\\w+ ){0,3}pic|says? (?:she|he) knows? (?:his|her|my|your) (?:dad|mom|parents)|(?:said|says|told) ${OBJ} (?:he|she) loves? (?:her|him|me)|(?:sex|sexy)`),
  ...terms('contact', 2, `(?:gifts?|presents?|money|cash|candy|sweets|vapes?|alcohol|beer)(?: \\w+){0,4} (?:from (?:the |a |an |his |her )?(?:${ADULTS}))|(?:offer\\w*|buy\\w*|bought|giv\\w*|gave) ${OBJ} (?:\\w+ )?(?:rides?|a ride|food|money|cash|candy|sweets|gifts?|presents?|vapes?|alcohol|beer|drinks?|a phone)`, '(?<!group )(?:text\\w*|messag\\w*|dms?|dmed|dming|snap\\w*|chat\\w*|call\\w*|facetim\\w*) (?:\\w+ ){0,3}(?:at night|late|every night|all the time|constantly|every day|on snapchat|on instagram|on tiktok|on discord|on whatsapp)', `meet (?:up|him|her|me)|come over|(?:to|into) (?:his|her) (?:house|place|apartment|flat|office|room)|alone in (?:his|her) (?:house|apartment|office|room|car)|in (?:his|her) (?:house|apartment|office)|stay behind|after everyone|when everyone (?:has |had |is )?(?:left|gone)|(?:door|doors) (?:closed|locked|shut)|(?:closed|locked|shut) the door|get in (?:his|her|the|a) (?:car|van|truck)|(?:his|her) (?:car|van|truck)|heart emojis?|what (?:she|he|i) (?:is|am|was) wearing|(?:drive|drives|drove|driving) ${OBJ} (?:home|places|around)|talk\\w* ${OBJ} into|pull\\w* ${OBJ} (?:aside|into|away)|(?:ask\\w*|want\\w*) (?:for |about )?(?:her|his|my|your) (?:address|location|age|snapchat|instagram|number|phone number|account|socials)|where (?:she|he|i|we|they|you) lives?|lik\\w* (?:all )?(?:my|his|her) (?:\\w+ )?pic|(?:ask\\w*|want\\w*|tell\\w*|told) ${OBJ} to add (?:him|her|them)|add (?:him|her) on`),
  ...terms('contact', 1.5, `(?:ask\\w*|want\\w*|told|tells|telling|beg\\w*) ${OBJ} to send (?:\\w+ ){0,3}pic|(?:${ADULTS})${W(2)} (?:sends?|sending|sent|show\\w*) ${OBJ}(?: \\w+)? (?:pic|messages|things|stuff|links)`, 'friend requests?|follow requests?|gifts?|presents?|rides? home|(?:picks?|picked|picking) (?:him|her|me|them) up|add\\w* (?:him|her|me) on|follow\\w* (?:him|her|me) on|messag\\w* (?:him|her|me)|text\\w* (?:him|her|me)|(?:for a|go for a|went for a) (?:walk|drive|ride)|friendship'),
  ...terms('contact', 1, 'snapchat|whatsapp|discord|tiktok|instagram|telegram|kik|lift|a lift|text\\w*|messag\\w*|dms?|dmed|phone|number|online|car|ride|pic|email\\w*|private\\w*|special|favou?rite|stay late|stay after'),
  // Adults hanging around.
  ...terms('lurking', 2.5, `(?:man|men|woman|lady|guy|stranger|strangers|someone|somebody|person|adult|dude|van|car|truck)${W(4)} (?:keeps? |always )?(?:ask\\w* (?:the |my )?(?:kid|girls|boys|son|daughter|him|her)|invit\\w*|wave\\w*|whistl\\w*|trying to talk|tries to talk|wait\\w*|hang\\w* (?:around|out)|lurk\\w*|park\\w*|sit\\w* in|stare\\w*|staring|follow\\w*|approach\\w*|offer\\w*|talk\\w* to (?:the |my )?(?:kid|girls|boys|son|daughter)|comes? up to|came up to)`),
  ...terms('lurking', 2, `(?:man|men|woman|guy|stranger|strangers|someone|somebody|person|adult|dude)${W(4)} (?:watch\\w*|film\\w*|record\\w*|tak\\w* pic|took pic)`),
  ...terms('lurking', 1.5, `(?:tak\\w*|took|film\\w*|record\\w*) (?:\\w+ ){0,2}(?:pic )?of (?:the (?:kid|girls|boys)|my \\w+|him|her|them)|strange (?:man|woman|guy|car|van)|(?:does not|do not|nobody|no one) knows? (?:him|her|who)|never seen (?:him|her|them) before|same (?:man|guy|car|van|woman)`),
  ...terms('lurking', 1, 'fence|parking lot|car park|bushes|across the street|outside the (?:field|fence|gate|school)|stranger|strangers|every practice|every session|filming|recording'),
  // Hopelessness, disappearing, and the signs of self-harm.
  ...terms('hopelessness', 3, '(?:might as well|would rather|rather|better|wish (?:i|he|she|they) could|just want to|want to|wants to) (?:\\w+ )?not (?:be here|be around|exist|wake up|be alive)|(?:not|never) (?:want|wanna) to be (?:here|around|alive) (?:anymore|any more|no more|no longer|ever again)|(?:no|any) point (?:in |to |of )?(?:anything|living|life|going on|being here|being alive|it all|trying anymore)|(?:sleep|go to sleep|fall asleep) (?:and )?(?:not|never) wake up|(?:not|never) wake up (?:again|ever)|(?:life|everything|it all) (?:is|feels|seems) (?:pointless|meaningless|hopeless|too hard)|easier without (?:me|him|her)|run away from home|tired of (?:living|life|being alive|everything|it all)|can not (?:go on|do this anymore|take it anymore|take this anymore|cope)|(?:want|wants|wanted) (?:it|everything|the pain) (?:all )?to (?:stop|end|be over)|(?:nobody|no one|noone) (?:would|will|even|will even|would even) (?:notice|care|miss)|better (?:off )?(?:without|dead|gone)|burden|(?:want|wants|wanted|rather|just|wish\\w*|could|to) (?:\\w+ )?(?:disappear\\w*|vanish\\w*)|disappear\\w* forever|sleep forever|never wake up|gave up on (?:everything|life|himself|herself|myself)|giv\\w* up on (?:everything|life|himself|herself|myself)|end it|(?:end|ending) (?:things|everything)|hat(?:e|es|ed|ing) (?:myself|himself|herself)|(?:never|not) (?:come|coming) back|no future|stop existing|cease to exist|how (?:many|much) (?:pills|tablets|meds)|(?:google\\w*|search\\w*|look\\w* up) (?:how|ways) to (?:die|kill)|takes to die|ways to die|(?:cut|cutting|cuts|burned|burn|burning|hurt|hurting|scratch\\w*) (?:myself|himself|herself) (?:again|last night|every|when|because|with)|nothing matters|(?:does not|do not) matter anymore|worthless|hopeless|done with (?:everything|life|it all)|no (?:reason|will) to live|kill (?:yourself|urself)|going to jump|want\\w* to jump|(?<!we (?:will |would )?)(?:not|never) be (?:around|here) (?:much longer|for long)(?! (?:in|at|because|since|as|we|the|this|after|so|until|till|with|when|than)\\b)'),
  ...terms('hopelessness', 2, '(?:with|using) (?:a |an |the |his |her |my )?(?:lighter|razors?|razor blades?|blades?|box cutters?|sharpeners?|cigarettes?)'),
  ...terms('hopelessness', 2.5, '(?:nobody|no one|noone) to talk to|(?:cut|cuts|cutting|burn\\w*) (?:myself|himself|herself)|scratch\\w* (?:his|her|my) (?:arms|skin|legs|wrists)|until (?:it|they) bleeds?|(?:does not|do not) (?:want|wanna) to be here'),
  ...terms('hopelessness', 2, '(?:cuts|scratches|scars|slashes) on (?:his|her|my) (?:\\w+ )?(?:arms|wrists|thighs|stomach)|pointless|(?:nobody|no one|noone) loves (?:me|him|her)|covers? (?:up )?(?:his|her|my) (?:arms|wrists|legs)|long sleeves|(?:blood|razors?|blades?) (?:on|in) (?:his|her|my)|no point|what is the point|better off|no reason|(?:nobody|no one|noone) cares|empty|numb|dark thoughts|dead|die|dies|died|death|pills|rope|say\\w* goodbye'),
  ...terms('hopelessness', 1.5, 'disappear\\w*|vanish\\w*|give up|gave up|giving up|gives up|(?:feel|feels|felt|so|all|always) alone|lonely|goodbye'),
  // Eating: a child who stops eating, hides food or feels fat (eating problems are self-harm's neighbours).
  ...terms('eating', 2.5, `stopped eating|(?:will not|does not|do not|refuses? to|never) eat(?:ing)? (?:\\w+ )?(?:anything|lunch|dinner|breakfast|meals?|food)|(?:will not|does not|do not|refuses? to) eat|hid\\w* food|throw\\w* up after (?:meals|eating|dinner|lunch|food)|skip\\w* (?:every|all) (?:meals?|lunch|dinner)`),
  ...terms('eating', 2, '(?:lost|losing) so much weight|count\\w* calories'),
  // Feeling fat or drinking only water weigh little alone (a kit that is too tight), more beside not eating.
  ...terms('eating', 1.5, `${FEELING} fat|only (?:drink\\w* )?water`),
  // Body and touching.
  ...terms('body', 3, '(?:sit|sits|sat|sitting) on (?:his|her|my) lap|(?:under|inside|up) (?:his|her|my) (?:clothes|shirt|shorts|pants|underwear|skirt|dress)|(?:same|his|her) bed|(?:watch\\w*|look\\w*|stare\\w*) (?:at )?(?:him|her|me|them|the (?:girls|boys|kid)) (?:change|changing|undress\\w*|shower\\w*)|(?:take|took|takes|taking|pull\\w*) (?:off|down) (?:his|her|my) (?:clothes|shirt|shorts|pants)|kiss\\w*|lick\\w*|strip\\w*|swimsuit|bikini|bra|pantsed|pull\\w* (?:his|her|my|their) (?:shorts|pants|trousers|underwear|boxers|towel|swimsuit) (?:down|off)|(?:talk\\w*|ask\\w*|jok\\w*) (?:\\w+ ){0,3}about (?:sex|his body|her body|my body|dating)'),
  ...terms('body', 2, 'massag\\w*|touch\\w* (?:him|her|me|them)|(?:his|her|my) (?:legs?|thighs?|chest|bum|butt|bottom)|tickl\\w*|(?:in|into) (?:the )?showers?|undress\\w*|naked|hugs? (?:him|her|me) (?:too|for|all|every|a lot|tight)'),
  ...terms('body', 1.5, '(?:film\\w*|record\\w*|photograph\\w*) (?:him|her|me|them|it)|wrestl\\w*'),
  ...terms('body', 1, 'touch\\w*|hug\\w*|body|changing|change|shower\\w*|lap|clothes|wearing|underwear|stretch\\w*'),
  // Places where a child can be alone with someone.
  ...terms('place', 1, 'locker rooms?|changing rooms?|showers?|bathrooms?|toilets?|office|(?:equipment|storage|back|supply) room|closet|his car|her car|van'),
  // Neglect at home.
  ...terms('neglect', 3, `(?:nobody|no one|noone) (?:to |will |ever )?(?:pick\\w*|collect\\w*|come\\w* for) ${OBJ}|(?:has not|have not|had not|not) seen (?:his|her|my) (?:mom|dad|parents) (?:in|for)|evicted|(?:living|lives|live|lived) in (?:our|the|a|his|her|my|their) (?:car|van|tent|motel)|(?:does not|do not) have (?:a )?(?:bed|coat|shoes|food)|shelter`),
  ...terms('neglect', 3, 'alone (?:for|all) (?:days|the whole|weekend|night|week)|by (?:himself|herself|myself) (?:for|all|the whole) (?:days|weekend|night|week|the weekend)|left (?:alone|home alone|by himself|by herself)|(?:is|was|left|stays?|stayed|been) home alone (?:for|all|every|at night|overnight)|locked (?:out|outside)|no (?:food|heat|heating|electricity|water|power|bed)|without food|(?:nobody|no one|noone) (?:is )?(?:at home|home|there for|looks after|feeds|comes? to get|picks? (?:him|her|me) up)|(?:never|nobody|no one) (?:picks|picked|comes?|came) (?:\\w+ )?(?:up|to get)|same (?:dirty )?clothes|dirty clothes|smells bad|(?:parents?|mom|dad) (?:is|are) (?:always )?(?:drunk|high|passed out|never home)|never (?:comes? |is |are )?home|(?:mom|dad|parents?) (?:is|are|was|were) (?:away|gone) (?:for )?(?:days|weeks|all week)|sleeps? (?:in the|outside|on the)|(?:has not|have not|had not|not|never) (?:had|eaten) (?:a |any )?(?:proper |real |decent |hot )?(?:meal|food|dinner|anything)(?: \\w+){0,2} (?:in|for) (?:days|a week|two days)|(?:never|nothing|no food|not anything|never anything)(?: \\w+){0,2} (?:to eat|at home)'),
  ...terms('neglect', 3, `(?:will not|does not|do not|did not|would not|never|refuses? to|refused to) (?:take|takes|bring|brings) ${OBJ} to (?:a |the )?(?:doctor|dentist|hospital|clinic)`),
  // A parent gone ("his mom hasnt been home in a week", "dad doesnt come home at night"): more beside hunger or fear.
  ...terms('neglect', 2.5, '(?:mom|dad|parents?|stepdad|stepmom)(?: \\w+){0,2} (?:has not|have not|had not|was not|is not|has never|have never) (?:been )?(?:home|back|around)(?: \\w+){0,2} (?:in|for) (?:a |an |two |three |four |five |several |many |\\d+ )?(?:days?|weeks?|nights?|months?)|(?:mom|dad|parents?|stepdad|stepmom) (?:does not|do not|did not|never|will not|would not) (?:come|comes|came) (?:back )?home (?:at night|all night|for days|until (?:morning|the next day)|anymore|any more)'),
  ...terms('neglect', 2.5, '(?:spend|spends|spent|spending|blows|blew) (?:all )?(?:the |our |his |her |their |all the )?(?:money|paycheck|food money|rent) on (?:drugs|alcohol|beer|drinking|gambling|booze|weed|pills)'),
  // A child left waiting, forgotten: each weighs more than a late pick-up alone.
  ...terms('neglect', 2.5, '(?:mom|dad|parents?) (?:always |often |keeps? )?forgets? (?:him|her|me|them|to)'),
  ...terms('neglect', 2, 'wait\\w* (?:\\w+ ){0,3}(?:in the dark|for hours|until late)|ask\\w* (?:\\w+ ){0,3}for (?:his|her|their|my) (?:leftovers|food|lunch|snacks?)|(?:sometimes|often|some days|most days) (?:they|he|she|we|i) (?:do not|does not|can not|did not) (?:eat|have food|get to eat)|hungry all the time|never takes? (?:him|her|me) to (?:the )?(?:doctor|dentist)|look\\w* after (?:my|his|her) (?:little |baby |younger )?(?:brother|sister|siblings)'),
  ...terms('neglect', 1.5, '(?:staying|stays|stay|living|lives) alone|until dark|after dark|hungry|starving|has not eaten|not eaten|skips? meals|dirty|unwashed|home alone|by himself|by herself|drunk|drugs|never there|no one at home|nobody at home'),
  // Bullying.
  ...terms('bullying', 3, `(?:call|calls|called|calling) ${OBJ}${W(2)} (?:names|fat|ugly|stupid|gay|loser|dumb|idiot|freak|weird|retard\\w*)|(?:go|should) (?:die|kill (?:yourself|himself|herself))|(?:will not|do not|does not|never|would not) let ${OBJ} (?:play|sit|join|talk|be)|(?:leave|leaves|left|leaving) ${OBJ} out|mean (?:messages|texts|comments|things|stuff|pic)|(?:post|posts|posted|posting|wrote|write|writes|spread\\w*|say|says|said)${W(3)} (?:nasty|mean|horrible|awful|lies)${W(2)} (?:about|of) ${OBJ}|steal\\w* (?:his|her|my)|stole (?:his|her|my)|(?:nobody|no one|noone) (?:talks|plays|sits) (?:to|with)|no friends|no one to (?:sit|play)|(?:going to|will|gonna)${W(5)} (?:stab|shoot|beat up|punch|hurt|hit) ${OBJ}|fake (?:account|profile|page)|or else|(?:nobody|no one|noone) wants ${OBJ}|tak\\w* (?:his|her|my) (?:clothes|stuff|things|bag|phone|shoes|boots)`),
  ...terms('bullying', 3, `(?:call|calls|called|calling) ${OBJ}${W(2)} (?:illegal|terrorist|monkey|alien|immigrant|refugee)|go back to (?:your|his|her|their) (?:own )?country`),
  ...terms('bullying', 2, '(?:because of|about|for) (?:his|her|my|their) (?:accent|skin(?: colou?r)?|colou?r|race|religion|hijab|ethnicity|english|country|culture|disability|stutter)|picked on'),
  ...terms('bullying', 2.5, `threat|threats|threaten\\w*|(?:push\\w*|shov\\w*|trip\\w*|hit|hits|kick\\w*|punch\\w*)${W(4)} (?:on purpose|every (?:day|session|practice|time|week)|when (?:the )?coach (?:is not|was not) looking|when (?:no one|nobody) is)`),
  ...terms('bullying', 2, `if (?:he|she|i|we) (?:says|say|said) no|makes? ${OBJ} (?:carry|do|give|pay)|left out of`, `exclud\\w*|left out|ignor\\w*|laugh\\w* (?:at|when)|mean|nasty|rumou?rs?|names|shov\\w*|trip\\w* ${OBJ}|spit\\w*|spat|gang\\w*|bother\\w* ${OBJ}|picks on|teas\\w*|insult\\w*|slur\\w*|embarrass\\w*|humiliat\\w*|(?:will not|never|nobody|no one|noone)${W(2)} pass\\w* (?:to|the ball to)|(?:does|do|did) nothing`),
  ...terms('bullying', 1.5, `(?:by|from) (?:a|an|one) (?:boy|girl|kid|player|teammate)|(?:by|from) (?:the )?(?:same |older |other |two |three |some |bigger )+(?:boys|girls|kid|players|teammates)|(?<!${FEELING} )fat|ugly|loser|stupid|freak|weirdo`),
  ...terms('bullying', 1, 'online|group chat|comments?|posted|other (?:kid|boys|girls|players)|older (?:kid|boys|girls|players)|every (?:day|practice|session|week|time)'),
  // An adult in the message: weighs only beside signals of abuse.
  ...terms('adult', 1, `(?:(?:my|our|his|her|their) (?:own )?)?(?:${ADULTS})|older man|grown up`),
].sort((a, b) => b[1] - a[1]);

const ENGLISH: Vocabulary = { terms: TERMS, child: CHILD, person: PERSON, ownParent: OWN_PARENT };

type Found = Map<RiskSignal, SignalMatch[]>;

/** Every vocabulary's words in one sentence; terms run strongest first, so a weaker word inside a stronger match is not counted again. */
function signalsIn(words: string, vocabulary: readonly Term[]): Found {
  const found: Found = new Map();
  for (const [signal, weight, pattern] of vocabulary) {
    // exec with lastIndex rather than matchAll, which copies the expression on every call.
    pattern.lastIndex = 0;
    for (let match = pattern.exec(words); match; match = pattern.exec(words)) {
      const text = match[0];
      const list = found.get(signal) ?? [];
      if (!list.some((m) => m.words.includes(text) || text.includes(m.words))) list.push({ signal, weight, words: text });
      found.set(signal, list);
    }
  }
  return found;
}

/** A vocabulary counts once: its strongest word, and a little for each further one. */
function weightOf(matches: SignalMatch[]): number {
  const best = Math.max(...matches.map((m) => m.weight));
  return best + Math.min(matches.length - 1, 2) * FURTHER_WORD_BONUS;
}

/** An adult counts beside secrecy, clear violence, fear of someone, or contact, lurking or touching that weighs on its own. */
function adultCounts(found: Found): boolean {
  const best = (signal: RiskSignal) => Math.max(0, ...(found.get(signal) ?? []).map((m) => m.weight));
  const strong = (['contact', 'lurking', 'body'] as const).some((signal) => best(signal) >= 2);
  return strong || found.has('secrecy') || best('harm') >= 1.5 || best('fear') >= 2;
}

/** Every adult in the window is the child's own parent ("my dad is going to drive me home"). */
function onlyOwnParents(found: Found, ownParent: RegExp): boolean {
  const adults = found.get('adult');
  return adults !== undefined && adults.every((m) => ownParent.test(m.words));
}

/** Contact from a child's own parent counts only in its strongest words ("comes into my room at night"). */
function keepStrongContact(found: Found, weights: Map<RiskSignal, number>): void {
  const strong = (found.get('contact') ?? []).filter((m) => m.weight >= FAMILY_CONTACT_MIN_WEIGHT);
  if (strong.length) weights.set('contact', weightOf(strong));
  else weights.delete('contact');
}

/** The heaviest concern; on a tie self-harm first, then abuse (the answers' order of urgency). */
function concernOf(weights: Map<RiskSignal, number>): ScoredConcern {
  const byConcern = new Map<ScoredConcern, number>();
  for (const [signal, weight] of weights) {
    // Violence beside an adult is abuse; between children it adds to nothing but the score.
    const concern = signal === 'harm' && weights.has('adult') ? 'abuse' : CONCERN_OF[signal];
    if (concern) byConcern.set(concern, (byConcern.get(concern) ?? 0) + weight);
  }
  let concern: ScoredConcern = 'abuse';
  let heaviest = 0;
  for (const candidate of ['self-harm', 'abuse', 'neglect', 'bullying'] as const) {
    const weight = byConcern.get(candidate) ?? 0;
    if (weight > heaviest) [concern, heaviest] = [candidate, weight];
  }
  return concern;
}

function scoreOf(found: Found, reference: string | null, ownParent: RegExp): RiskScore | null {
  const weights = new Map<RiskSignal, number>();
  for (const [signal, matches] of found) weights.set(signal, weightOf(matches));
  if (!adultCounts(found)) weights.delete('adult');
  if (onlyOwnParents(found, ownParent)) keepStrongContact(found, weights);
  // A phone, a picture, a fence or a touch of the ball alone is no sign of anything: only beside an adult.
  for (const signal of ['contact', 'lurking', 'body'] as const) if ((weights.get(signal) ?? 0) < 2 && !weights.has('adult')) weights.delete(signal);
  const score = [...weights.values()].reduce((sum, w) => sum + w, 0);
  if (score < (reference ? SCORE_THRESHOLD : SCORE_THRESHOLD_NO_REFERENCE)) return null;
  const signals = [...weights.keys()].flatMap((signal) => found.get(signal)!);
  return { concern: concernOf(weights), score, reference, signals };
}

/** Two neighbouring sentences' signals together ("A man waits by the fence. He talks to the girls."). */
function merge(a: Found, b: Found): Found {
  const merged: Found = new Map(a);
  for (const [signal, matches] of b) {
    const list = [...(merged.get(signal) ?? [])];
    for (const m of matches) if (!list.some((x) => x.words === m.words)) list.push(m);
    merged.set(signal, list);
  }
  return merged;
}

/**
 * The highest score over each sentence and each pair of neighbouring sentences, or null when none
 * reaches the threshold. `sentences` are normalised words, as the pattern families read them.
 */
export function scoreChildAtRisk(sentences: readonly string[]): RiskScore | null {
  return scoreWith(ENGLISH, sentences);
}

/** The same score over another language's vocabulary (`safety-es.ts` reads Spanish with it). */
export function scoreWith(vocabulary: Vocabulary, sentences: readonly string[]): RiskScore | null {
  const found = sentences.map((words) => signalsIn(words, vocabulary.terms));
  const references = sentences.map((words) => vocabulary.child.exec(words)?.[0] ?? vocabulary.person.exec(words)?.[0] ?? null);
  let best: RiskScore | null = null;
  for (let i = 0; i < sentences.length; i += 1) {
    const windows: [Found, string | null][] = [[found[i]!, references[i]!]];
    if (i + 1 < sentences.length) windows.push([merge(found[i]!, found[i + 1]!), references[i] ?? references[i + 1]!]);
    for (const [signals, reference] of windows) {
      const result = signals.size ? scoreOf(signals, reference, vocabulary.ownParent) : null;
      if (result && (!best || result.score > best.score)) best = result;
    }
  }
  return best;
}
