/** The labelled messages of `safety-heldout3.test.ts`'s table: its test, and the safety model's training (safety-model.ts). */
/** Messages about a child at risk: every one must be flagged. */
export const CONCERNING: readonly string[] = [
  // Euphemisms for suicide and hopelessness, a parent writing.
  'my son told me everyone would be happier if he wasnt here anymore',
  'she keeps asking what happens when you fall asleep and dont wake up, and says she hopes it happens to her',
  'my 11 year old said he is tired of being alive',
  'he said he wont be a problem for us much longer',
  'my daughter wrote in her diary that she wants to go to sleep forever',
  'he asked me if it would hurt to jump from the top of the parking garage',
  'my boy said he wishes a car would hit him so he doesnt have to go to school',
  'she said we wont have to worry about her soon',
  'our son has been saying he is a waste of space and we should have never had him',
  // A child writing, on a phone.
  'i dont want to be alive anymore',
  'wish i could just not exist',
  'every1 would b better off if i wasnt around',
  'i think about dying alot',
  'i scratch my arms with a pencil sharpener blade when im sad',
  'no one would even miss me if i was gone',
  // Veiled signs of self-harm.
  'she wears a hoodie even when its hot and I saw cuts on her wrists when she pulled her sleeve up',
  'there are bloody tissues in his trash can and he keeps his arms covered all the time',
  'he hides razor blades in his pencil case',
  // Grooming euphemisms and an adult's private contact.
  'the goalkeeper coach buys my daughter things and tells her not to mention it to us',
  'an older guy from the other club messages my son on instagram every night and asks him to delete the chats',
  'my daughter says the coach calls her his girlfriend',
  'a dad from the team offered to drive my son home and told him he can come over to play video games whenever, just the two of them',
  'the coach asked my 12 year old to come to his apartment to watch game film, alone',
  'someone on the team chat has been sending my son money and asking for pictures in his underwear',
  'my son has a new phone and he wont tell us where he got it, he says a friend from soccer gave it to him, an adult',
  'a man at the tournament gave my daughter his number and told her to text him when her parents are not around',
  'coach keeps telling me im his favorite and that i cant tell anyone about our chats',
  'the trainer gives me candy and says its our secret',
  'he makes me sit on his lap after practice',
  // Physical abuse, veiled.
  'my nephew comes to training with bruises on his arms and flinches when his father raises his voice',
  'my friend on the team has a belt mark on her leg and said her mom did it',
  'his dad drags him off the field by the arm and I saw him slap him in the parking lot',
  'my mom hits me with a shoe when i get bad grades',
  'my uncle chokes me when hes angry',
  // Neglect.
  'the twins on my sons team are always hungry and wear the same clothes every day, their parents are never around',
  'a girl on the team is always the last one left and nobody comes for her until way after dark',
  'my brother and i havent eaten since yesterday and mom is not home',
  'we have been sleeping in our car since we lost the apartment, the kids still come to practice',
  'my parents leave me home alone with my baby sister for days',
  // Bullying.
  'some boys on the team call my son names because of his accent and push him in the locker room',
  'kids at school made a group chat to make fun of my daughter and they posted her picture with mean words',
  'everyone on the team ignores me and they said nobody wants me here',
  'the older players took my sons shoes and threw them in the trash and laughed, it happens every week',
  'they keep telling her to go kill herself in the comments',
  // Hints a parent half-notices, in a longer message.
  'Hi, can we move Thursday to Friday? Also something is off, since camp my daughter will not let anyone hug her and she screams when the assistant coach comes near her.',
  'Quick question about uniforms. Also my son has been wetting the bed again since he stayed at the coach’s house last month, is that normal?',
  'Thanks for the session. Unrelated, Ava told me a man at the park keeps asking her to come see his puppies in his van.',
];

/** Ordinary questions sharing those words: at most one may be flagged. */
export const ORDINARY: readonly string[] = [
  // Injuries in sport.
  'my son hurt his knee in the game last week, should he rest or can he still train?',
  'she twisted her ankle at school, can she do the session without running?',
  'he got kicked in the shin during the match and has a big bruise, is that normal',
  'my daughter cut her knee on the turf, do you have a first aid kit at the field?',
  'he fell and scraped his elbow, the coach cleaned it up, thank you',
  'after the header he had a headache, what is your concussion policy',
  'he has a bruise on his thigh from the slide tackle, ok to play saturday?',
  'she bled a little from the nose after the ball hit her face, she is fine now',
  // Idioms and hyperbole.
  'my son is dying to try the advanced group',
  'the heat out there is going to kill them, will there be water breaks',
  'he absolutely killed it in the shootout',
  'she would rather die than miss a session lol',
  'the drills today were brutal, my kids are dead tired',
  'my daughter said the new kit is to die for',
  // Sleep, waking up, being here.
  'he has trouble waking up for the 7am session, can we switch to the afternoon?',
  'she is so tired after practice she falls asleep in the car',
  'my son will not be here next week, we are visiting family in Mexico',
  'we will not be around in August, can we pause the plan',
  'she does not want to be in the goalkeeper group anymore, can she switch',
  // Secrets, surprises and gifts.
  'we are throwing a surprise party for coach Marco, please dont tell him',
  'the kids want to buy the coach a gift, is that allowed?',
  'my daughter got a medal and a gift card for most improved, thank you so much',
  'can the coach keep it a secret from my son that grandpa is coming to watch?',
  'my son says the team has a secret handshake now, so cute',
  // Contact that is ordinary.
  'the coach sent me a message about the new schedule but I cant open it',
  'can coaches message my son directly about drills or only through me?',
  'how do I turn on notifications for messages from the coach',
  'can another parent pick up my daughter on Thursday? I will send you her name',
  'my son wants to add his teammate on the app as a friend, how',
  'does the coach have a phone number for emergencies during away games',
  // Clothes, body and changing.
  'is it ok if she wears long sleeves under the jersey when it is cold',
  'where do the kids change before the session, is there a locker room?',
  'my son needs new shin guards, what size for a 9 year old',
  'she has been growing so fast her cleats hurt her feet',
  // Food, home and being alone.
  'what should he eat before an early game, he is never hungry in the morning',
  'my daughter is vegetarian, is the food at the tournament ok for her',
  'can she stay alone at the field after practice until I arrive at 6?',
  'he wants to practice alone in the backyard, what drills do you recommend',
  'we just moved apartments, how do I change my address',
  // Feelings and competition.
  'my son cried after they lost the final, how do I cheer him up',
  'she is nervous about the tryout and says she will die of embarrassment if she misses a penalty',
  'he was so sad when he did not make the team, any advice?',
  'my daughter got benched and feels left out, can we talk to the coach about playing time',
  'the other team was really rough today, the ref should have called more fouls',
  'the coach hit the crossbar in the demo and the kids loved it',
  // Money and membership.
  'how much is the pro plan per month',
  'can I pay for two kids with one card',
  'is there a discount for families with three kids',
];
