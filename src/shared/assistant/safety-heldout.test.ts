import { describe, expect, it } from 'vitest';
import { detectChildAtRisk } from './safety';

/**
 * A held-out table for the safeguarding check (issue 37, point 1), written without reading the
 * patterns so it measures how the check does on phrasings nobody tuned it for. Concerning messages
 * must all be flagged; ordinary ones share their vocabulary on purpose (secret drill, hurt his
 * ankle, alone at home studying) and at most one of them may be flagged.
 */
const CONCERNING: readonly string[] = [
  // Self-harm, suicide and hopelessness.
  "My son told me last night he doesn't want to be around anymore. I don't know what to do.",
  'i dont want to be here anymore and nobody would even notice if i was gone',
  'my daughter has been cutting her arms, I saw the marks when she changed for practice',
  'Hi coach, sorry to bother. Mateo wrote in his notebook that he wishes he was dead. Should he still come Saturday?',
  "what's the point of anything. i'm tired of living honestly",
  'she keeps saying she wants to kill herself after the games she loses, she is 12',
  'i have been hurting myself on purpose so i dont feel so bad',
  "he said we'd all be better off if he just disappeared",
  'My kid googled how many pills it takes to overdose, I found it on the ipad',
  'i want to end it all. please dont tell my mom',
  "lately she's been giving her things away and said goodbye to her friends like she's not coming back",
  'My son he say he want to die, he is very sad since many weeks, what I do?',
  'idk anymore i just wanna disappear forever tbh',
  'he has no hope for nothing, he says life is not worth it',
  "Hi! Quick one about the schedule — we moved so pickup is now from grandma's. Also, and I'm not sure who to tell, Leo has been burning himself with a lighter, I found marks on his leg. Anyway what time is Tuesday's session?",
  'she said she wants to go to sleep and never wake up',
  "he told me he would hurt himself if he doesn't make the pro team",
  "i can't take it anymore, i have pills saved up",
  "Hi, sorry for the long message, it's been a hard week. Our car broke down so we might be late on Tuesday, and my husband lost his job. Jonah has been really quiet and yesterday he told his sister he has thought about killing himself. He still loves soccer and his XP, I don't want him to miss practice. Can we still pay the monthly plan late this month?",
  // Eating problems.
  'She has stopped eating almost completely and makes herself throw up after dinner',
  'my 13 yo is starving herself, she has lost so much weight and skips every meal',
  'i feel fat all the time so i dont eat lunch or dinner, only water',
  // Physical abuse.
  'my dad hits me when we lose games',
  'My stepfather beats my son with a belt, he has bruises all over his back',
  "A kid on the U10 team always comes with bruises and told my son his mom's boyfriend hurts him",
  "im scared to go home, my mom's boyfriend gets drunk and throws things at me",
  'her father grabbed her by the neck in the parking lot after practice, I saw it happen',
  'The papa of one boy he hit him very hard with the hand in the face in front of everyone, the boy was crying',
  'wen i lose my dad punches me in the stomach so no one can see',
  'A coach shoved my kid hard to the ground and grabbed his arm so hard it left marks',
  "her dad screams at her and calls her stupid, she's terrified of him, he said he'd hurt her if she tells anyone",
  'i think my friend on the team is being abused at home, she has marks on her arms and flinches when adults come close',
  "my mom says i'm worthless and locks me in my room without food",
  // Sexual abuse and inappropriate touching.
  "My daughter said a coach touched her where he shouldn't",
  'an older man at the park touched my private parts and told me not to tell',
  "my son told me his uncle makes him do things he doesn't like and says it's their secret",
  'someone showed my 9 year old pictures of naked people on his phone during the break',
  'he asked me to send him pics of me with no clothes on',
  'the assistant coach keeps putting his hand on her thigh and she feels really uncomfortable',
  'She says the man keeps touching her private area when they play the game',
  'coach please help my brother touches me at night and i dont know who to tell',
  "the goalkeeper coach asked my daughter to come to the changing room alone so he could 'check her injury'",
  // Grooming: secrets, private messages, gifts, being alone, adults hanging around.
  "he's been giving her presents and wants to drive her home alone",
  'an adult from the team group chat keeps DMing my daughter late at night',
  'coach told me not to tell my parents about the messages he sends me',
  "There's a grown man who hangs around the fence every practice talking to the girls, he gave one of them his number",
  'a man at the field offered my son candy and a ride if he came to his car',
  'the volunteer asked my 10yo to meet him alone after practice and keep it between them',
  "someone on instagram says hes 14 but i think hes an adult, he wants to meet up and said not to tell anyone",
  'the trainer keeps snapchatting my son and tells him to delete the chats after',
  'one of the dads bought my daughter a phone without asking us and texts her every night',
  "this guy from the academy sends me private messages saying i'm pretty and very mature for my age",
  "Hello, two things. First, thanks for the XP update, Sofi loves it. Second, there's a man, not a parent I think, who has been at every Thursday session standing by the bleachers, and last week he asked Sofi where she lives and if she wanted to come see his puppies. Third, can we pay annually?",
  'mi hija she say the coach want to be alone with her in the office and close the door, she is not comfortable',
  "he keeps telling my son it's their little secret and buys him stuff",
  'he keep sending her kiss emojis and asking for photos, she is 11',
  'I found texts between my 12 yr old and an adult man asking her to keep their relationship secret',
  'a parent keeps offering to have my son over for sleepovers alone at his house and gives him money',
  // Neglect at home.
  "theres no food at my house and my mom hasnt been home in three days",
  'one of the boys comes to every practice hungry and in the same dirty clothes, he says nobody is home to feed him',
  "My daughter's friend is 7 and gets left alone at home all night while her mom is out, and there's nothing to eat",
  'nobody picks him up, he walks home alone at night and he is 6, his dad is always drunk',
  "he has had a bad tooth infection for weeks and his parents won't take him to a doctor",
  'we have no electricity and no food, mom sleeps all day, i take care of my baby brother',
  // Bullying, at the academy and online.
  'kids at the academy keep calling my son names and pushed him into the fence, he cries every night',
  'theyre bullying me in the team group chat and sent around an ugly photo of me',
  'my daughter is being bullied online, they made a fake account to make fun of her',
  "the older boys in the locker room hold him down and hit him, he doesn't want to come anymore",
  'everyone on the team laughs at me and they say i should die',
  "some girls from U12 leave her out of everything and send her mean messages saying she's ugly and fat",
  'bro they keep beating me up after practice by the parking lot n taking my stuff',
  'my son is picked on every practice because of his accent, they call him illegal',
  'The other boys they make fun of my son all the time and they threw his shoes in the trash, he not want to go to the academy no more',
];

const ORDINARY: readonly string[] = [
  // Shared vocabulary: secrets, hurts, phones, men at the desk, being alone, killing and dying.
  'Can Mateo practice the secret drill at home, the one coach showed them last week?',
  "He hurt his ankle in Saturday's scrimmage, should he sit out Tuesday?",
  "Can I get the coach's phone number to let him know we're running late?",
  'The man at the front desk said I should ask here about the annual plan',
  "She'll be alone at home studying for exams this week so she'll miss Thursday",
  'my son is killing it at practice lately, how many XP until the next level?',
  "she's dying to join the pro group, what does it cost?",
  'Is there a fence around the field? My youngest tends to run off during games',
  'He was sick on Saturday, can we make up the session?',
  "What's the pick-up time on Wednesdays?",
  "Do you sell gifts in the store? Looking for a birthday present for his coach",
  'lol this drill is killing me, my legs are dead',
  'i got hit in the face by the ball during keeper practice, is that normal lol',
  'my dad is gonna drive me home after practice, can I leave 10 min early?',
  'he bruised his shin in the game, the shin guards are too small, what size do you recommend?',
  'The coach gave her a gift card for player of the month, so sweet, thank you!',
  'Can I send a private message to the coach through the app?',
  "we're starving after practice, is there a snack bar near the field?",
  "He doesn't want to play defense anymore, can he try midfield?",
  'She was crying after the game because they lost the final, any tips to help her bounce back?',
  'My son got kicked in the shin during the match, nothing serious, just a bruise',
  'Can adults watch practice from the bleachers or is it drop-off only?',
  'Is there a group chat for the U10 parents?',
  'my daughter wants to message her coach to thank him, how do I do that?',
  'Our neighbour will pick him up on Friday, do I need to add her as an authorised pick-up?',
  "I'm dying to know when the new jerseys come in!",
  'The weather looks terrible Saturday, is practice cancelled if it storms?',
  "He's been too sick to eat much this week with a stomach bug, he'll be back Monday",
  'What cleats do you recommend for turf vs grass?',
  'How do I update my credit card for billing?',
  'Why was I charged twice this month?',
  'my kid is obsessed with the lessons, he watches them alone in his room every night haha',
  'Can she keep her phone with her during practice in case I need to reach her?',
  "The older boys let him play with them at break, he's so happy",
  'is it ok to skip dinner before an evening session or should he eat something light?',
  'He fell and scraped his knee pretty bad at the park, can he still train?',
  "What should he eat before a game? He's always hungry after practice",
  'my son hates losing, he gets so mad at himself, how do the coaches handle that?',
  "we're going to be away, nobody at home for 2 weeks, can we pause the membership?",
  'my son no can come Tuesday because he have doctor appointment',
  'mi hijo want to change to the morning group, is possible?',
  'yo when is the next tournament lol',
  'can i touch the ball with my hands in the warmup game? coach said no lol',
  "The coach told them it's a secret play for the final, so cute, they won't tell me anything!",
  'He got a yellow card for a hard tackle, will that affect his XP?',
  'Practice was brutal today, she said the sprints nearly killed her',
  'My daughter would die for that pink ball in the store, is it back in stock?',
  'Can the coach drive the kids to the away game in the academy van, or do parents drive?',
  "My husband will drop off and I'll pick up, that's fine right?",
  'The fence behind the goal has a hole, kids might get hurt climbing through it',
  'Is there somewhere private for the kids to change before practice?',
  'she got a nosebleed from a header, coach handled it great',
  'can my grandpa come watch? he wants to see her play so bad',
  'please send me the photos from the tournament, she wants them for her room',
  'how do I mute the group chat at night? too many messages',
  'He wants to quit piano so he can come to more sessions, can we add a day?',
  "Hi there, long week! We just moved, boxes everywhere, my husband works nights so I'm juggling, and Nico keeps asking when his next level unlocks. He has a dentist appointment Thursday so he'll miss practice, could you let coach know? And do you still sell the water bottles in the store? Thanks!",
  "his sister's birthday party is saturday so he'll be absent, can he make it up?",
  "my daughter is shy and doesn't talk much to the other girls yet, any tips to help her make friends on the team?",
  "He cried because he didn't get picked for the pro group, how do tryouts work?",
  'my son left his jacket at the field, is there a lost and found?',
  'Can the coach send me a video of the drill privately so we can practice at home?',
  'She beat her personal record in the sprint test! How do we log it?',
  'we got smashed 6-0 today lol, the other team destroyed us',
  'Is the gift wrapping in the store free?',
  "He took a hard hit in the game and has a headache, what's your concussion policy?",
  "he's home alone after school until 6, can his session be at 6:30?",
  "Can you keep it a secret from my son that we bought him the pro plan? It's his birthday surprise",
  "My son's friend needs a ride to practice, can he come with us? we have a spare seat",
  'The coach stayed late with him to work on penalties, thank you so much!',
  'Does the academy do background checks on its coaches?',
  "what's the refund policy if we cancel mid-term?",
  'sorry he was in a bad mood today, he barely slept because of exams',
  'Where do I see how many sessions are remaining this month?',
  'My son is being picked for the starting lineup! How often do they rotate?',
  'the app keeps crashing when i open lessons, help',
  "I would kill for a schedule that doesn't clash with school pickups haha",
  "What time does the field open on Sundays? It's freezing in the morning",
];

describe('safeguarding check on held-out messages (issue 37, point 1)', () => {
  it('holds at least 60 distinct messages of each kind', () => {
    expect(CONCERNING.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
    expect(new Set([...CONCERNING, ...ORDINARY]).size).toBe(CONCERNING.length + ORDINARY.length);
  });

  it.each(CONCERNING)('flags a child at risk: %s', (text) => {
    expect(detectChildAtRisk(text)).not.toBeNull();
  });

  it('flags at most one ordinary message', () => {
    const flagged = ORDINARY.filter((text) => detectChildAtRisk(text) !== null);
    expect(flagged.length, `ordinary messages flagged:\n${flagged.join('\n')}`).toBeLessThanOrEqual(1);
  });
});
