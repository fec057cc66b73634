import { describe, expect, it } from 'vitest';
import { ACADEMY } from '../academy';
import { SAFEGUARDING_LINES, SAFETY_ANSWERS, checkSafety, detectChildAtRisk, isChildAtRisk, normaliseForSafety } from './safety';

/**
 * Messages about a child at risk, as parents and children write them: first and third person,
 * typos, leetspeak, no punctuation, shouting. Each must be flagged (issue 37, point 1).
 */
const CONCERNING: readonly (readonly [string, 'self-harm' | 'abuse' | 'neglect' | 'bullying'])[] = [
  // Self-harm and suicide, a parent about a child.
  ['my son wants to hurt himself', 'self-harm'],
  ['My daughter said she wants to kill herself', 'self-harm'],
  ['my son wants to hurt him self', 'self-harm'],
  ['my sone wants to hurt himslef', 'self-harm'],
  ['I think my daughter is cutting herself, what do I do?', 'self-harm'],
  ['Found cuts on his arms, I think my boy is self-harming', 'self-harm'],
  ['my 10 year old talks about suicide', 'self-harm'],
  ['our kid has been having sucidal thoughts', 'self-harm'],
  ['he keeps saying he wants to die', 'self-harm'],
  ['She told her sister she wished she was never born', 'self-harm'],
  ['my son said he would be better off dead', 'self-harm'],
  ['My daughter doesnt want to live anymore', 'self-harm'],
  ['he tried to take his own life last year and is struggling again', 'self-harm'],
  ['my kid wrote a note about ending his life', 'self-harm'],
  ['Mi hijo... sorry, my son is talking about killing himself', 'self-harm'],
  ['my daughter has been starving herself and I am worried', 'self-harm'],
  ['He threatened to hurt himself after the game', 'self-harm'],
  ['I caught her with a razor blade on her wrist', 'self-harm'],
  ['I think my son has an eating disorder', 'self-harm'],
  ['My son swallowed a bunch of pills last night', 'self-harm'],
  // Self-harm, a child writing.
  ['i want to kill myself', 'self-harm'],
  ['i wanna die', 'self-harm'],
  ['I WANT TO DIE!!!', 'self-harm'],
  ['i want to k1ll mys3lf', 'self-harm'],
  ['i wnat to kil myself', 'self-harm'],
  ['sometimes i think about suicide', 'self-harm'],
  ['i hurt myself on purpose', 'self-harm'],
  ['i cut my wrists', 'self-harm'],
  ['theres no reason to live', 'self-harm'],
  ['nobody would care if i was dead i wish i was dead', 'self-harm'],
  ['im going to end it all', 'self-harm'],
  ['i feel like hurting myself', 'self-harm'],
  ['I’m thinking about jumping off a bridge', 'self-harm'],
  ['i hate my life and i want to disappear forever', 'self-harm'],
  ['su1c1de', 'self-harm'],
  ['iwanttodie', 'self-harm'],
  ['my son has scars on his arms from cutting', 'self-harm'],
  // Abuse and an adult's inappropriate contact, a parent about a child.
  ['a coach touched my son inappropriately', 'abuse'],
  ['A coach touched my son inapropriately', 'abuse'],
  ['the assistant coach touched my daughter in a weird way', 'abuse'],
  ['I think my son is being abused at home', 'abuse'],
  ['my daughter was molested by a coach at her old club', 'abuse'],
  ['my sons coach keeps texting him late at night on snapchat', 'abuse'],
  ['a coach asked my daughter to send pictures of herself', 'abuse'],
  ['The coach told my son to keep it a secret from us', 'abuse'],
  ['the coach wants to be alone with my son after practice', 'abuse'],
  ['my ex-husband hits my son', 'abuse'],
  ['her stepdad beats her', 'abuse'],
  ['a man at the park showed my kid his private parts', 'abuse'],
  ['he came back with bruises from his dad', 'abuse'],
  ['one of the coaches is grooming my son', 'abuse'],
  ['An adult sent my daughter inappropriate messages', 'abuse'],
  ['my son says the coach makes him feel uncomfortable', 'abuse'],
  ['my son was hit by his coach', 'abuse'],
  ['the coach gave my son money and gifts and told him not to tell anyone', 'abuse'],
  ['my daughter is scared to go home', 'abuse'],
  ['my son said a man followed him and tried to get him in his car', 'abuse'],
  ['my daughter told me her coach kissed her', 'abuse'],
  // Abuse, a child writing.
  ['my coach touched me', 'abuse'],
  ['he touchd me down there', 'abuse'],
  ['my dad hits me', 'abuse'],
  ['my stepdad hurts me when mom is at work', 'abuse'],
  ['my dad pushed me down the stairs', 'abuse'],
  ['coach said its our little secret', 'abuse'],
  ['a guy online keeps asking me for pics', 'abuse'],
  ['someone sent me nudes', 'abuse'],
  ['i dont want to go home, my dad is scary', 'abuse'],
  ['mi entrenador me toco... my coach touched me and i feel weird', 'abuse'],
  ['my uncle sexually abused me', 'abuse'],
  ['he said he will kill me if i tell', 'abuse'],
  // Neglect.
  ['i havent eaten in 2 days', 'neglect'],
  ['there is no food at home', 'neglect'],
  ['there’s never any food in our house', 'neglect'],
  ['my parents dont feed me', 'neglect'],
  ['nobody feeds me', 'neglect'],
  ['My son’s teammate is left home alone for days, I think he is neglected', 'neglect'],
  ['my parents are always drunk and nobody takes care of me', 'neglect'],
  ['my mom locks me out of the house at night', 'abuse'],
  ['we have nowhere to sleep, we sleep in the car', 'neglect'],
  ['his parents kicked him out of the house', 'abuse'],
  // Bullying.
  ['my son is being bullied at practice', 'bullying'],
  ['My daughter is getting bulied by girls on her team', 'bullying'],
  ['kids at practice keep bullying me', 'bullying'],
  ['the older boys make fun of me every practice', 'bullying'],
  ['everyone on the team hates me', 'bullying'],
  ['the other players call him names because of his weight', 'bullying'],
  ['they keep picking on my son in the locker room', 'bullying'],
  ['some kids are harassing my daughter online', 'bullying'],
  ['a boy on the team punches him every practice when coach is not looking', 'abuse'],
  ['nobody wants to play with me', 'bullying'],
  ['i am being cyberbullied by kids from the academy', 'bullying'],
  ['teammates made racist comments to my son', 'bullying'],
  ['they threatened my son after the game', 'bullying'],
  ['kids r bullyin me', 'bullying'],
  // Written after the table above passed, to check it was not tuned to its own rows.
  ['kids at school keep beating up my son every day', 'abuse'],
  ['an older player keeps sending my son messages asking for pictures', 'abuse'],
  ['a coach asked my daughter to keep a secret from us', 'abuse'],
  ['the assistant coach gave my son a ride and told him not to tell us', 'abuse'],
  ['Some boys on the team ganged up on my kid after practice', 'abuse'],
  ['he made me keep secrets from my mom', 'abuse'],
  // A third set, written after the second passed (the review before this stop).
  ['my daughter keeps saying everyone would be happier if she wasnt around', 'self-harm'],
  ['i found a note in my sons backpack saying goodbye to everyone', 'self-harm'],
  ['an older teammate has been touching my son in the changing room', 'abuse'],
  ['the coach messages my 11 year old on instagram late at night', 'abuse'],
  ['my kid comes to practice with bruises and says his dad gets angry', 'abuse'],
  ['she hasnt eaten properly in days and nobody at home cares', 'neglect'],
];

/**
 * Ordinary parent questions, several sharing words with the concerning ones ("hurt his ankle",
 * "kicked the ball", "kill it at the tournament", "dying to play"). At most one may be flagged.
 */
const ORDINARY: readonly string[] = [
  'my son hurt his ankle',
  'My son hurt his ankle at practice, can he still come on Saturday?',
  'the coach kicked the ball over the fence',
  'we are going to kill it at the tournament',
  'he is killing it this season',
  'he took a great shot on goal',
  'does he need a flu shot before camp?',
  'he’s dying to play in the tournament',
  'my daughter is dying to try the Pro plan',
  'my son hurt himself at practice, what should we do about the knee?',
  'What time is practice on Saturday?',
  'How much is the Pro plan?',
  'Can I pause the membership for the summer?',
  'How do I cancel my membership?',
  'Can my son’s friend come to a trial session?',
  'What happens if we miss a session?',
  'How many sessions do we have left this month?',
  'Do you offer refunds?',
  'Where is the field?',
  'Is there parking near the 4S Ranch Sports Park?',
  'my son shot a great goal',
  'Can he pass the ball better?',
  'the ball hit him in the face, is that a foul?',
  'the coach kicked him out of the scrimmage for being late',
  'We beat them 3-0 last weekend!',
  'they beat us in the final',
  'he beat me at FIFA again',
  'My daughter touched the ball 200 times in the juggling challenge',
  'the coach touched on nutrition in the last session',
  'he had to run suicides at his old club, do you do that?',
  'do you have an anti-bullying policy?',
  'My son is sick, can he miss practice this week?',
  'My son is so hungry after practice, can he bring a snack?',
  'He was pushed off the ball a lot, how can he get stronger?',
  'how do I change plan to Core?',
  'What does Pro add?',
  'How does XP work?',
  'my kid cut his finger, should he wear a glove as keeper?',
  'Can my daughter train with the older group?',
  'He feels like he is not improving, any tips?',
  'She wants to be a goalkeeper',
  'Is it okay if he plays with a sprained wrist?',
  'My son gets nervous before games',
  'He is scared of heading the ball',
  'The heat was killing us at the last session',
  'He hit the post twice in the last game',
  'My son hurt his knee and is out for two weeks',
  'My son cut his hair, does he need a new photo?',
  'Can we send pictures of the tournament to the coach?',
  'the coach sent photos of the team after the match',
  'Can I get a receipt for the join fee?',
  'Do you have sessions in the rain?',
  'what cleats should my son buy',
  'Is the Saturday session two hours?',
  'Can parents watch the training?',
  'My daughter loves the challenges, how do badges work?',
  'How do I add my second child?',
  'my son is a striker and he wants to shoot better',
  'He wants to work on his weak foot',
  'i want to try out for the pro team',
  'Can my son be alone at the field before practice starts?',
  'My son broke his arm, can we pause?',
  'My son keeps hurting his back, should he stretch more?',
  'The referee made a terrible call against my son',
  'Who is the coach for the 2015 group?',
  'my daughter was tired after the session',
  'He took a hit to the shin during the match',
  'Do the kids take a break to drink water?',
  'Where do I find the schedule?',
  'Can you text me when practice is cancelled?',
  'My son loves the coach, he is amazing',
  'The coach pushes my son to work harder and he loves it',
  'Why was I charged twice this month?',
  'we dont feed him before games',
  'the coach asked my son to send a video of his skills',
  'my mom is going to kill me if i am late',
  'we got beaten 5-0',
  'my son slipped and hurt his knee',
  'mom cooked him pasta before the game',
  'My son got hit in the face by the ball, is that normal?',
  'The coach told my son to keep his head up after the loss',
  'Can I ask for pictures from the tournament?',
  'I told my daughter not to tell her brother about the surprise party',
  'Can we keep his birthday a secret from the team until Saturday?',
  'Everyone would be happier if practice started at 5 instead of 4',
  'The coach touched on positioning in the changing room talk',
  'My 11 year old loves the Saturday session',
  'He has not eaten before practice, should he bring a snack?',
];

describe('the safeguarding check: every concerning message is flagged', () => {
  it('has at least 60 concerning phrasings and 60 ordinary questions', () => {
    expect(CONCERNING.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CONCERNING)('%s → %s', (text, concern) => {
    expect(detectChildAtRisk(text)).toBe(concern);
    expect(isChildAtRisk(checkSafety(text)!)).toBe(true);
  });

  it('flags at most one ordinary question', () => {
    const flagged = ORDINARY.filter((text) => checkSafety(text) !== null);
    expect(flagged.length, `flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(1);
  });

  it.each(['my son hurt his ankle', 'the coach kicked the ball', 'kill it at the tournament', 'shot', 'he’s dying to play'])('never flags “%s”', (text) => {
    expect(checkSafety(text)).toBeNull();
  });
});

describe('normaliseForSafety', () => {
  it.each([
    ['Zoë’s COACH touched HER!!!', ' zoes coach touched her '],
    ['i want to k1ll mys3lf', ' i want to kill myself '],
    ['he\'s gonna hurt him-self', ' he is going to hurt himself '],
    ['suuuuicide', ' suicide '],
    ['inapropriatly', ' inappropriately '],
    ['at 3pm in 2015', ' at 3pm in 2015 '],
  ])('%s → “%s”', (text, normalised) => {
    expect(normaliseForSafety(text)).toBe(normalised);
  });
});

describe('the safeguarding answers', () => {
  it.each(['self-harm', 'abuse', 'neglect', 'bullying'] as const)('%s: the academy’s safeguarding contact and every emergency line', (concern) => {
    const answer = SAFETY_ANSWERS[concern];
    expect(answer).toContain(ACADEMY.safeguarding.email);
    expect(answer).toContain(ACADEMY.safeguarding.phone.display);
    expect(answer).toContain(SAFEGUARDING_LINES.emergency);
    expect(answer).toContain(`${SAFEGUARDING_LINES.crisisLine} (the Suicide & Crisis Lifeline)`);
    expect(answer).toContain(`Childhelp National Child Abuse Hotline at ${SAFEGUARDING_LINES.childhelp}`);
    expect(answer).toContain('U.S. Center for SafeSport');
  });

  it('keeps profanity apart: the kind answer, not a safeguarding alert', () => {
    expect(checkSafety('this is fucking useless')).toBe('profanity');
    expect(isChildAtRisk('profanity')).toBe(false);
  });
});
