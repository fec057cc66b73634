/**
 * Bravo Academy's at-home training curriculum (spec part 1, sections 3 and 9): the categories in
 * display order and their lessons, grouped by category in increasing difficulty. Written for boys
 * aged about 9-12 (born 2014-2017) training on their own or with a parent, a sibling or a friend.
 *
 * Every lesson has exactly three steps (warm-up or set-up, the main drill, a progression or
 * cool-down). Measurement XP stays small (target x xpPerUnit is at most 60) so that a lesson is
 * worth its base XP (50 / 75 / 100 by difficulty) plus a time bonus plus a fair extra for the count.
 * No video has been filmed yet, so every contentUrl is null ("video coming soon").
 */
import type { Lesson, Measurement, TrainingCategory } from '../../../shared/training';

/** Spec part 1, section 9: +15 for reaching the target with 30 s or less left on the timer. */
const TIME_BONUS = 15;
/** Spec part 1, section 9: +25 for 5 or more consecutive juggles. */
const MILESTONE_BONUS = 25;

function measure(
  metric: Measurement['metric'],
  target: number,
  xpPerUnit: number,
  bonusXp: number,
): Measurement {
  return {
    metric,
    target,
    xpPerUnit,
    bonusXp,
    timeBonus: TIME_BONUS,
    milestoneBonus: MILESTONE_BONUS,
  };
}

export const TRAINING_CATEGORIES: TrainingCategory[] = [
  {
    id: 'ball-mastery',
    title: 'Ball Mastery',
    description:
      'Thousands of small touches with every part of both feet, so the ball feels like part of you. This is the base every other skill is built on.',
    skills: ['Close control', 'Weak foot', 'Quick feet', 'Juggling', 'Coordination'],
  },
  {
    id: 'first-touch',
    title: 'First Touch',
    description:
      'Control the ball on the ground and out of the air, and take your first touch into space. A good first touch buys you time on the field.',
    skills: ['Receiving', 'Cushioning', 'Body shape', 'Scanning'],
  },
  {
    id: 'passing',
    title: 'Passing',
    description:
      'Accurate passes with the right weight, on the ground and driven, with both feet. Good passing is how a team keeps the ball.',
    skills: ['Accuracy', 'Weight of pass', 'Both feet', 'One-touch play'],
  },
  {
    id: 'dribbling-1v1',
    title: 'Dribbling and 1v1',
    description:
      'Moves to beat a defender, changes of pace and the courage to take players on. Learn when to dribble and how to get past your opponent.',
    skills: ['Moves and feints', 'Change of pace', 'Change of direction', 'Courage'],
  },
  {
    id: 'finishing',
    title: 'Finishing',
    description:
      'Placement first, then power: inside-foot finishes, laces strikes and first-time shots. Calm, clean technique turns chances into goals.',
    skills: ['Placement', 'Striking technique', 'First-time finishing', 'Both feet'],
  },
  {
    id: 'speed-agility',
    title: 'Speed and Agility',
    description:
      'Warm-ups, footwork, quick starts and safe stops, with bodyweight strength for balance and fewer injuries. Fast feet help with and without the ball.',
    skills: ['Footwork', 'Acceleration', 'Change of direction', 'Core strength', 'Balance'],
  },
];

export const LESSONS: Lesson[] = [
  // ---------------------------------------------------------------- Ball Mastery
  {
    id: 'ball-mastery-toe-taps-sole-rolls',
    categoryId: 'ball-mastery',
    title: 'Toe Taps and Sole Rolls',
    description:
      'Learn the two touches that almost every ball mastery routine is built on and keep the ball right under your feet.',
    type: 'Video',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up your feet',
        body: 'Jog in place for one minute, then do 10 high knees and 10 butt kicks. Roll the ball slowly under each foot to wake up your soles.',
      },
      {
        title: 'Toe taps and sole rolls',
        body: 'Tap the top of the ball with the bottom of your toes, switching feet every tap, for 30 seconds. Then roll the ball side to side under your sole for 30 seconds, right foot then left. Rest for 30 seconds and repeat three times.',
      },
      {
        title: 'Speed it up, then cool down',
        body: 'Once you can go 30 seconds without the ball getting away, go a little faster while staying on the balls of your feet. Finish with an easy calf stretch on each leg.',
      },
    ],
    instructions: [
      'Set-up: put the ball on a flat surface where it will not roll away, like grass, turf or a garage floor.',
      'Space: you only need about 3 x 3 yards. If you train indoors, ask an adult first and move anything breakable.',
      'Body shape: feet about hip-width apart, knees slightly bent, weight on the balls of your feet.',
      'Coaching point: use light touches. On a toe tap the ball should barely move.',
      'Measurement: every toe tap or sole roll counts as one touch. Reach 60 touches in one round (30 seconds of each).',
    ],
    tips: [
      'Hold your arms out a little for balance.',
      'Quiet feet are fast feet: if you hear loud slaps, touch the ball more softly.',
      'Try to look up between touches, like you are checking the field.',
    ],
    equipment: ['Ball'],
    space: 'Backyard, garage or patio, about 3 x 3 yards',
    measurement: measure('touches', 60, 1, 10),
  },
  {
    id: 'ball-mastery-inside-outside-box',
    categoryId: 'ball-mastery',
    title: 'Inside-Outside Box',
    description:
      'Dribble around a small box of cones using the inside and the outside of both feet.',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Place four cones in a square about 2 yards on each side. Dribble slowly around the outside of the box for one minute in each direction.',
      },
      {
        title: 'Inside, then outside',
        body: 'Dribble one lap using only the inside of your right foot, then one lap using only the outside of your right foot. Switch to your left foot and do the same.',
      },
      {
        title: 'Both feet and cool down',
        body: 'Do two laps tapping the ball between the insides of both feet as you move. Cool down with a slow walk around the box and a quad stretch on each leg.',
      },
    ],
    instructions: [
      'Set-up: four cones in a 2 x 2 yard square on a flat surface.',
      'Equipment: one ball and four cones. Shoes, water bottles or socks work if you have no cones.',
      'Coaching point: take a touch with almost every step so the ball never gets more than a step away.',
      'Coaching point: bend your knees and keep the ball close to the cones as you go around the corners.',
      'Measurement: count every touch that keeps the ball within one step of the cones. Reach 50 touches.',
    ],
    tips: [
      'Your weaker foot will feel clumsy at first. That is normal and it gets better every session.',
      'Go slow and clean before you go fast.',
    ],
    equipment: ['Ball', '4 cones'],
    space: 'Backyard or driveway, about 4 x 4 yards',
    measurement: measure('touches', 50, 1, 10),
  },
  {
    id: 'ball-mastery-juggling-ladder',
    categoryId: 'ball-mastery',
    title: 'Juggling Ladder',
    description:
      'Build your juggling record one rung at a time, from one touch up to ten in a row.',
    type: 'Exercise',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up with drop kicks',
        body: 'Drop the ball from your hands, let it bounce once, kick it gently back up with your laces and catch it. Do 10 with each foot.',
      },
      {
        title: 'Climb the ladder',
        body: 'Juggle one touch and catch, then two touches and catch, then three, all the way up to ten. If the ball hits the ground, start again from the last rung you finished.',
      },
      {
        title: 'Go for your record',
        body: 'Finish with three tries at your longest streak with no catches, counting out loud. Write your record down so you can beat it next time.',
      },
    ],
    instructions: [
      'Space: a flat open area with nothing breakable nearby. A patch of grass is best.',
      'Coaching point: lock your ankle with your toes pointed slightly up so the ball pops straight up, not forward.',
      'Coaching point: kick the bottom half of the ball with your laces, at about knee height.',
      'Coaching point: once you pass rung five, try to alternate right foot and left foot.',
      'Measurement: count juggles in a row without the ball touching the ground. Reach 15.',
    ],
    tips: [
      'Keep your eyes on the ball and your standing knee soft.',
      'If the ball keeps flying away from you, point your toe up a little more.',
      'Stay patient. Every player in the academy started with one juggle.',
    ],
    equipment: ['Ball'],
    space: 'Backyard or grass patch, about 5 x 5 yards',
    measurement: measure('juggles', 15, 2, 20),
  },
  {
    id: 'ball-mastery-four-cone-weave',
    categoryId: 'ball-mastery',
    title: 'Four-Cone Weave',
    description:
      'Weave through a line of cones with different parts of your feet while keeping the ball tight.',
    type: 'Drill Guide',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Put four cones in a straight line, about 1.5 yards apart. Walk the ball through the cones and back twice, touching it with the inside of both feet.',
      },
      {
        title: 'Weave with three surfaces',
        body: 'Weave up and back through the cones using only the insides of your feet, then only the outsides, then only sole rolls. One trip up and back is one run.',
      },
      {
        title: 'Add a turn and cool down',
        body: 'At the last cone, turn with a drag-back or an inside hook and weave back as fast as you can while keeping control. Finish with a slow walk and a hamstring stretch.',
      },
    ],
    instructions: [
      'Set-up: four cones in a line, 1.5 yards apart, with 2 yards of space past each end to turn.',
      'Coaching point: small touches, one or two between each cone, so the ball never hits a cone.',
      'Coaching point: use both feet. Push the ball across your body with one foot and pick it up with the other.',
      'Coaching point: look up as you turn at each end.',
      'Measurement: one run is up and back through all four cones without knocking one over. Reach 10 runs.',
    ],
    tips: [
      'If you knock a cone over, slow down for the next run.',
      'Move the cones closer together to make it harder.',
    ],
    equipment: ['Ball', '4 cones'],
    space: 'Backyard, driveway or park, about 10 x 3 yards',
    measurement: measure('runs', 10, 3, 15),
  },
  {
    id: 'ball-mastery-fast-feet-combos',
    categoryId: 'ball-mastery',
    title: 'Fast Feet Combos',
    description:
      'Link pull-pushes, La Croquetas and V-pulls into a nonstop combo you can hold for a full minute.',
    type: 'Exercise',
    difficulty: 'Advanced',
    durationMinutes: 20,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up with the basics',
        body: 'Do one minute of toe taps and one minute of sole rolls to warm up, then stretch your calves and hips.',
      },
      {
        title: 'Learn the combo',
        body: 'Practice each move for one minute: pull-push (pull the ball back with your sole, push it forward with your laces), La Croqueta (shift the ball from the inside of one foot to the inside of the other) and V-pull (pull back and push out to the side). Then link them: pull-push, La Croqueta, V-pull, and repeat with the other foot.',
      },
      {
        title: 'Nonstop combo and cool down',
        body: 'Start the timer and keep the combo going without stopping or losing the ball. Rest one minute between tries, then cool down with a light jog and stretches.',
      },
    ],
    instructions: [
      'Space: a flat 3 x 3 yard area. Turf, grass or a smooth garage floor all work.',
      'Coaching point: stay on the balls of your feet and keep your knees bent the whole time.',
      'Coaching point: the ball stays inside a small box about the size of a doormat.',
      'Coaching point: do the combo with both feet leading, not just your strong foot.',
      'Measurement: time how long you keep the combo going without a stop. Reach 60 seconds.',
    ],
    tips: [
      'Go slow at first. Speed comes from clean touches, not rushing.',
      'If you lose the ball, reset and start the timer again. No shortcuts.',
      'Try it with your eyes up for the last 10 seconds.',
    ],
    equipment: ['Ball'],
    space: 'Backyard, garage or patio, about 3 x 3 yards',
    measurement: measure('seconds', 60, 1, 15),
  },

  // ---------------------------------------------------------------- First Touch
  {
    id: 'first-touch-toss-and-trap',
    categoryId: 'first-touch',
    title: 'Toss and Trap',
    description:
      'Toss the ball up and cushion it dead with your sole, the inside of your foot and your thigh.',
    type: 'Exercise',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up',
        body: 'Jog for one minute, then do 10 leg swings on each leg. Toss the ball a little above your head and catch it 10 times to get used to the flight.',
      },
      {
        title: 'Trap it dead',
        body: 'Toss the ball up about head height. Let it bounce once and trap it under your sole, then try the inside of your foot. After 10 of each, try your thigh with no bounce.',
      },
      {
        title: 'Trap and go',
        body: 'After each trap, take one quick touch to the side and dribble 3 yards away. Finish with an easy hip stretch.',
      },
    ],
    instructions: [
      'Space: an open area with no windows close by, about 5 x 5 yards.',
      'Coaching point: meet the ball with a relaxed foot and pull it back a little as it arrives, like catching an egg.',
      'Coaching point: watch the ball all the way onto your foot.',
      'Coaching point: use your right and your left foot equally.',
      'Measurement: count one touch each time you stop the ball within one step of you. Reach 20.',
    ],
    tips: [
      'A lower toss is easier. Toss higher when you are ready.',
      'Keep your arms out to balance on one leg.',
    ],
    equipment: ['Ball'],
    space: 'Backyard or grass patch, about 5 x 5 yards',
    measurement: measure('touches', 20, 2, 10),
  },
  {
    id: 'first-touch-wall-receive',
    categoryId: 'first-touch',
    title: 'Wall Pass and Receive',
    description:
      'Pass against a wall and control the return with a soft inside-foot touch that sets up your next pass.',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Stand about 4 yards from a solid wall with no windows. Make 10 easy passes with each foot to warm up.',
      },
      {
        title: 'Receive and set',
        body: 'Pass the ball into the wall, then control the return with the inside of your foot so it stops just in front of you. Pass again with the other foot.',
      },
      {
        title: 'Move back and cool down',
        body: 'Step back to 6 yards and keep going so the ball comes back faster. Cool down with a slow walk and a calf stretch.',
      },
    ],
    instructions: [
      'Set-up: a solid wall such as a garage, a fence with boards or a school wall. Ask an adult which wall is OK to use.',
      'Coaching point: be on your toes before the ball arrives, not flat-footed.',
      'Coaching point: your receiving foot should be relaxed, not stiff, so the ball does not bounce away.',
      'Coaching point: receive with one foot and pass with the other.',
      'Measurement: count one pass each time you receive cleanly and pass back. Reach 30.',
    ],
    tips: [
      'If the ball bounces off your foot, relax your ankle a little more.',
      'Mark your spot with a cone so you stay the same distance away.',
    ],
    equipment: ['Ball', '1 cone', 'A wall'],
    space: 'Driveway or yard next to a wall, about 6 x 4 yards',
    measurement: measure('passes', 30, 1, 10),
  },
  {
    id: 'first-touch-back-foot',
    categoryId: 'first-touch',
    title: 'Receive on the Back Foot',
    description:
      'Open up your body and receive with the foot farthest from the ball so your first touch takes you forward.',
    type: 'Video',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Set up the gates',
        body: 'Stand 5 yards from a wall. Put one cone 2 yards to your left and one 2 yards to your right. Warm up with 20 easy passes.',
      },
      {
        title: 'Open up and receive',
        body: 'Pass into the wall, then turn your hips so you face sideways. Let the ball roll across your body and touch it with your back foot past the cone, then pass again. Alternate left side and right side.',
      },
      {
        title: 'Add speed and cool down',
        body: 'Pass harder into the wall so you have less time. Finish with a walk and a hip flexor stretch on each side.',
      },
    ],
    instructions: [
      'Set-up: two cones 2 yards to each side of your spot, 5 yards from the wall.',
      'Coaching point: the back foot is the one farthest from the ball. Receiving with it keeps your body between the ball and a defender.',
      'Coaching point: open your hips before the ball arrives, like a door swinging open.',
      'Coaching point: your first touch should go past the cone, not stop dead.',
      'Measurement: count one pass each time your first touch goes past a cone before you pass again. Reach 30.',
    ],
    tips: [
      'Say "open" in your head as the ball comes back.',
      'Check the cone with a quick look before the ball arrives.',
    ],
    equipment: ['Ball', '2 cones', 'A wall'],
    space: 'Driveway or yard next to a wall, about 8 x 6 yards',
    measurement: measure('passes', 30, 1, 15),
  },
  {
    id: 'first-touch-juggle-and-settle',
    categoryId: 'first-touch',
    title: 'Juggle and Settle',
    description: 'Juggle a few times, then settle the ball dead on the ground with one soft touch.',
    type: 'Exercise',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up',
        body: 'Do one minute of toe taps and 10 drop kicks with each foot to get a feel for the ball.',
      },
      {
        title: 'Three up, one down',
        body: 'Juggle three times, then pop the ball a little higher and settle it dead on the ground with your sole or the inside of your foot. Pick it up with your feet and go again.',
      },
      {
        title: 'Thigh and foot',
        body: 'Now juggle with your thigh and settle with your foot. Finish with a gentle quad and hamstring stretch.',
      },
    ],
    instructions: [
      'Space: flat grass or turf with nothing breakable nearby, about 5 x 5 yards.',
      'Coaching point: cushion the ball by pulling your foot down as the ball lands on it.',
      'Coaching point: the settle touch should leave the ball still, ready for a pass or a dribble.',
      'Coaching point: lift the ball up with your feet instead of your hands when you restart.',
      'Measurement: count all your juggles across the exercise. Reach 20.',
    ],
    tips: [
      'A softer juggle is easier to settle.',
      'Use both feet for settling, not just your favorite one.',
    ],
    equipment: ['Ball'],
    space: 'Backyard or grass patch, about 5 x 5 yards',
    measurement: measure('juggles', 20, 2, 20),
  },
  {
    id: 'first-touch-scan-and-turn',
    categoryId: 'first-touch',
    title: 'Scan, Receive and Turn',
    description:
      'Check over your shoulder before the ball arrives, then receive and turn away into the open gate.',
    type: 'Drill Guide',
    difficulty: 'Advanced',
    durationMinutes: 20,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Stand 6 yards from a wall. Behind you, set two cone gates 4 yards away, one to the left and one to the right. Warm up with 20 passes and 10 shoulder checks.',
      },
      {
        title: 'Scan, receive, turn',
        body: 'Pass into the wall and look over your shoulder while the ball travels. A helper points at one gate, or you pick the one you saw first. Receive on the half-turn and dribble through that gate, then come back and repeat.',
      },
      {
        title: 'One-touch turn and cool down',
        body: 'Try to turn with your first touch so you are facing the gate right away. Cool down with a slow jog and stretches for your hips and calves.',
      },
    ],
    instructions: [
      'Set-up: your spot 6 yards from the wall, two gates 1 yard wide about 4 yards behind you, one left and one right.',
      'Equipment: one ball and four cones. A parent, sibling or friend can point to a gate to make it harder.',
      'Coaching point: scan early, while the ball is on its way to the wall, not when it is at your feet.',
      'Coaching point: receive on your back foot with an open body so you can see the gate.',
      'Measurement: count one pass each time you receive, turn and go through a gate. Reach 40.',
    ],
    tips: [
      'Two looks are better than one: check before you pass and again as the ball comes back.',
      'If a helper calls the gate late, it is closer to a real game.',
      'Rest for one minute every 10 reps.',
    ],
    equipment: ['Ball', '4 cones', 'A wall'],
    space: 'Yard or park next to a wall, about 10 x 8 yards',
    measurement: measure('passes', 40, 1, 20),
  },

  // ---------------------------------------------------------------- Passing
  {
    id: 'passing-inside-foot-wall',
    categoryId: 'passing',
    title: 'Inside-Foot Wall Passing',
    description: 'Make firm, accurate inside-foot passes against a wall with both feet.',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Stand 5 yards from a wall. Put two cones 1 yard apart on the wall side as a target gate. Warm up with a minute of jogging and 10 gentle passes with each foot.',
      },
      {
        title: 'Pass through the gate',
        body: 'Pass with the inside of your right foot through the gate into the wall, control the return and pass again. After 15 passes, switch to your left foot.',
      },
      {
        title: 'Pass without stopping and cool down',
        body: 'Try to pass the ball back with your second touch every time. Cool down with a slow walk and a groin stretch.',
      },
    ],
    instructions: [
      'Set-up: a cone gate 1 yard wide on the ground, halfway between you and the wall.',
      'Coaching point: plant your standing foot next to the ball, pointing at the target.',
      'Coaching point: lock your ankle, turn your passing foot out and strike the middle of the ball with the inside of your foot.',
      'Coaching point: follow through toward the target and keep the ball on the ground.',
      'Measurement: count one pass each time the ball goes through the gate. Reach 30.',
    ],
    tips: [
      'If the ball bounces, you are hitting it too low. Strike through the middle.',
      'Your weak foot needs as many reps as your strong foot.',
    ],
    equipment: ['Ball', '2 cones', 'A wall'],
    space: 'Driveway or yard next to a wall, about 6 x 4 yards',
    measurement: measure('passes', 30, 1, 10),
  },
  {
    id: 'passing-weight-and-accuracy',
    categoryId: 'passing',
    title: 'Weight and Accuracy',
    description:
      'Learn how hard to pass for short, medium and long distances so the ball arrives where your teammate wants it.',
    type: 'Video',
    difficulty: 'Intermediate',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up the targets',
        body: 'Put three cones in a line in front of you at 5, 10 and 15 yards. Warm up with a minute of jogging and some easy passes.',
      },
      {
        title: 'Stop it on the cone',
        body: 'Pass so the ball stops right next to the 5-yard cone, then the 10-yard cone, then the 15-yard cone. Walk out, collect the ball and pass back toward your start.',
      },
      {
        title: 'Both feet and reflect',
        body: 'Repeat with your other foot. At the end, think about which distance was hardest and what you changed in your swing to get the weight right.',
      },
    ],
    instructions: [
      'Set-up: three cones in a straight line at 5, 10 and 15 yards from your starting spot.',
      'Space: a park or big backyard, about 20 x 5 yards of flat ground.',
      'Coaching point: a longer backswing gives more power, a shorter backswing gives a softer pass.',
      'Coaching point: a good pass is one your teammate can control with one touch, not the hardest pass possible.',
    ],
    tips: [
      'This lesson is about feel, so go slowly and notice what your foot does.',
      'Say the distance out loud before each pass to stay focused.',
    ],
    equipment: ['Ball', '3 cones'],
    space: 'Park or large backyard, about 20 x 5 yards',
    measurement: null,
  },
  {
    id: 'passing-one-touch-wall-combos',
    categoryId: 'passing',
    title: 'One-Touch Wall Combos',
    description:
      'Play one-touch passes off a wall with both feet, like quick give-and-go passes with a teammate.',
    type: 'Exercise',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up',
        body: 'Stand 4 yards from a wall and make 20 two-touch passes, alternating feet, to warm up.',
      },
      {
        title: 'One-touch rally',
        body: 'Pass the ball back into the wall with your first touch every time, alternating right foot and left foot. If you need a second touch, that is OK, but then go straight back to one touch.',
      },
      {
        title: 'Move and pass, then cool down',
        body: 'Take a side-step between each pass so you pass while moving, like in a game. Cool down with a walk and easy stretches for your legs.',
      },
    ],
    instructions: [
      'Set-up: a solid wall and a cone marking your spot 4 yards away.',
      'Coaching point: stay on your toes and get your body behind the ball before it arrives.',
      'Coaching point: keep your passing foot firm so the ball comes off it cleanly.',
      'Coaching point: keep the ball on the ground so the wall gives you a clean return.',
      'Measurement: count every one-touch pass that hits the wall. Reach 40.',
    ],
    tips: [
      'Start softer. Fast rallies come from good control, not big kicks.',
      'Count out loud to help you stay in rhythm.',
    ],
    equipment: ['Ball', '1 cone', 'A wall'],
    space: 'Driveway or yard next to a wall, about 6 x 4 yards',
    measurement: measure('passes', 40, 1, 15),
  },
  {
    id: 'passing-driven-passes-to-target',
    categoryId: 'passing',
    title: 'Driven Passes to a Target',
    description:
      'Strike firm driven passes along the ground through a narrow gate 15 yards away with both feet.',
    type: 'Drill Guide',
    difficulty: 'Advanced',
    durationMinutes: 20,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Set a gate of two cones 2 yards wide, 15 yards from your starting cone. Do a dynamic warm-up with jogging, leg swings and 10 short passes with each foot.',
      },
      {
        title: 'Drive it through the gate',
        body: 'Take one touch out of your feet and drive the ball with your laces, low and firm, through the gate. Hit 10 with your right foot, then 10 with your left foot.',
      },
      {
        title: 'Pass on the move and cool down',
        body: 'Dribble toward the gate for 3 yards before each pass, so you strike the ball while moving. Cool down with a slow jog and stretches for your hamstrings and hips.',
      },
    ],
    instructions: [
      'Set-up: a starting cone and a 2-yard gate 15 yards away. If you have a partner, they can stand behind the gate and pass back.',
      'Coaching point: strike through the middle of the ball with your laces, toe pointed down and ankle locked.',
      'Coaching point: land on your passing foot after the strike to keep the ball low.',
      'Coaching point: your standing foot points at the gate.',
      'Measurement: count only the passes that go through the gate on the ground. Reach 20.',
    ],
    tips: [
      'If the ball lifts, lean over it a little more.',
      'With no partner, collect balls in groups of five to save time, or use several balls.',
      'Rest your legs for a minute after every 10 strikes.',
    ],
    equipment: ['Ball (2-3 if you have them)', '3 cones'],
    space: 'Park or field, about 20 x 10 yards',
    measurement: measure('passes', 20, 2, 20),
  },

  // ---------------------------------------------------------------- Dribbling and 1v1
  {
    id: 'dribbling-three-moves',
    categoryId: 'dribbling-1v1',
    title: 'Three Moves to Beat a Defender',
    description:
      'Learn the inside cut, the drag-back and the scissors step by step, slowly at first, with both feet.',
    type: 'Video',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up',
        body: 'Dribble around your space for two minutes with lots of small touches, changing direction whenever you like.',
      },
      {
        title: 'Learn the three moves',
        body: 'Place a cone as a pretend defender. Walk up to it and practice each move five times on each foot: the inside cut (chop the ball across you with the inside of your foot), the drag-back (pull it back with your sole and turn) and the scissors (step around the ball and go the other way).',
      },
      {
        title: 'Walk, jog, then cool down',
        body: 'Do each move again at a jog, still in control. Finish with an easy walk and a calf stretch on each leg.',
      },
    ],
    instructions: [
      'Set-up: one cone as the defender, with 5 yards of space in front and to each side of it.',
      'Coaching point: do the move about one big step before the cone, not right on top of it.',
      'Coaching point: after each move, push the ball away into space with your next touch.',
      'Coaching point: learn each move on both feet so defenders cannot guess which way you will go.',
    ],
    tips: [
      'Slow and correct beats fast and sloppy while you learn.',
      'Pick a favorite move and practice it extra this week.',
    ],
    equipment: ['Ball', '1 cone'],
    space: 'Backyard or driveway, about 8 x 8 yards',
    measurement: null,
  },
  {
    id: 'dribbling-cone-slalom',
    categoryId: 'dribbling-1v1',
    title: 'Cone Slalom',
    description:
      'Dribble in and out of a line of cones with close control, then speed up on the way back.',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Put six cones in a line, about 1 yard apart. Jog through them without a ball, then walk the ball through once.',
      },
      {
        title: 'Slalom up and back',
        body: 'Dribble in and out of the cones using the inside and outside of one foot, turn at the end and come back. Then do it with your other foot.',
      },
      {
        title: 'Race the clock and cool down',
        body: 'Ask someone to time you, or count in your head, and try to beat your time without touching a cone. Finish with a walk and a quad stretch.',
      },
    ],
    instructions: [
      'Set-up: six cones in a straight line, 1 yard apart, with room to turn at each end.',
      'Coaching point: a touch between every pair of cones keeps the ball close.',
      'Coaching point: keep your body low and your knees bent so you can change direction quickly.',
      'Coaching point: look up when you turn at the end.',
      'Measurement: one run is up and back through all six cones without hitting one. Reach 10 runs.',
    ],
    tips: [
      'If you keep clipping cones, move them a little farther apart.',
      'Use the outside of your foot to go away from a cone and the inside to come back.',
    ],
    equipment: ['Ball', '6 cones'],
    space: 'Backyard, driveway or park, about 10 x 3 yards',
    measurement: measure('runs', 10, 3, 10),
  },
  {
    id: 'dribbling-slow-slow-explode',
    categoryId: 'dribbling-1v1',
    title: 'Slow, Slow, Explode',
    description:
      'Dribble slowly toward a cone, do a move and then explode away into space with a burst of speed.',
    type: 'Exercise',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Put a cone in the middle of your space as a defender and another cone 10 yards past it as the finish line. Do a dynamic warm-up with skips, side shuffles and three build-up runs.',
      },
      {
        title: 'Slow, slow, explode',
        body: 'Dribble slowly toward the defender cone. One step before it, do a move (inside cut, drag-back or scissors), then push the ball out in front of you and sprint with it to the finish line.',
      },
      {
        title: 'Mix it up and cool down',
        body: 'Change the move every run and go both ways around the cone. Walk back slowly after each run to recover, then finish with stretches for your calves and hamstrings.',
      },
    ],
    instructions: [
      'Set-up: a defender cone, with a finish-line cone 10 yards behind it.',
      'Space: about 20 x 8 yards, so you have room to sprint after the move.',
      'Coaching point: the change of pace is what beats the defender. Go from slow to fast in one step.',
      'Coaching point: after the move, take a longer touch into space and chase it.',
      'Measurement: one run is a move plus a controlled sprint past the finish line. Reach 12 runs.',
    ],
    tips: [
      'Walk back to the start to rest before every run so each burst is a full-speed one.',
      'Pretend the cone is a real defender who wants the ball.',
    ],
    equipment: ['Ball', '2 cones'],
    space: 'Park or large backyard, about 20 x 8 yards',
    measurement: measure('runs', 12, 3, 15),
  },
  {
    id: 'dribbling-1v1-beat-the-gate',
    categoryId: 'dribbling-1v1',
    title: '1v1: Beat the Gate',
    description:
      'Take on a defender in a small channel and dribble through one of two gates to score.',
    type: 'Drill Guide',
    difficulty: 'Advanced',
    durationMinutes: 20,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Mark a channel about 10 yards wide and 15 yards long. Put two small gates, 2 yards wide, at the far corners. Warm up together with jogging, shuffles and some easy passing.',
      },
      {
        title: 'Play 1v1',
        body: 'Your partner passes you the ball from the far end and comes out to defend. Try to dribble through either gate with the ball under control. Switch roles every three turns.',
      },
      {
        title: 'Make it harder, then cool down',
        body: 'Give yourself 6 seconds to score, counted out loud by your partner. Finish with a slow jog and stretches for your legs and hips.',
      },
    ],
    instructions: [
      'Set-up: a 10 x 15 yard channel with a 2-yard gate in each far corner.',
      'Equipment: a ball and six cones. A partner such as a sibling, friend or parent defends. With no partner, use a cone as a defender and attack it from different angles.',
      'Safety: defenders stay on their feet. No slide tackles and no pushing.',
      'Coaching point: attack the defender at speed, make them pick a side, then go the other way.',
      'Measurement: one run is one time you dribble through a gate with the ball. Reach 10 runs.',
    ],
    tips: [
      "Watch the defender's feet. When they are square, go past them.",
      'If one gate is covered, switch to the other one quickly.',
      'Losing the ball is part of learning. Try again right away.',
    ],
    equipment: ['Ball', '6 cones'],
    space: 'Park or large backyard, about 15 x 10 yards',
    measurement: measure('runs', 10, 4, 20),
  },

  // ---------------------------------------------------------------- Finishing
  {
    id: 'finishing-pass-it-into-the-corner',
    categoryId: 'finishing',
    title: 'Pass It Into the Corner',
    description:
      'Finish with the inside of your foot into the corners of the goal, placement first and power second.',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Use a goal, or make one with two cones 4 yards apart. Put a cone just inside each post to mark the corners. Warm up with a light jog and 10 easy passes.',
      },
      {
        title: 'Pass it in',
        body: 'From 8 yards out, pass the ball into the corners with the inside of your foot. Do 10 with your right foot and 10 with your left foot, aiming for a different corner each time.',
      },
      {
        title: 'Dribble and finish, then cool down',
        body: 'Start 15 yards out, dribble in and finish into a corner from 8 yards. Collect your balls and cool down with a walk and a groin stretch.',
      },
    ],
    instructions: [
      'Set-up: a goal or two cones 4 yards apart, with a cone marking each corner about half a yard inside the post.',
      'Space: a park or a big backyard with a net or a fence behind the goal, and no windows.',
      'Coaching point: pick your corner before you shoot, then look at the ball when you strike it.',
      'Coaching point: plant your standing foot beside the ball and pass it in, like a pass to the net.',
      'Measurement: count one pass each time the ball goes in between a corner cone and the post. Reach 15.',
    ],
    tips: [
      'Goalkeepers struggle most with low shots into the corners.',
      'If you keep missing wide, aim a little more inside the post.',
    ],
    equipment: ['Ball', '4 cones', 'Goal or rebounder (optional)'],
    space: 'Park or large backyard with a goal or net, about 20 x 10 yards',
    measurement: measure('passes', 15, 2, 10),
  },
  {
    id: 'finishing-laces-strike',
    categoryId: 'finishing',
    title: 'Striking With Your Laces',
    description:
      'Break down the laces strike step by step so your shots are low, hard and on target.',
    type: 'Video',
    difficulty: 'Intermediate',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up and walk through it',
        body: 'Do a dynamic warm-up with leg swings and skips. Then walk through the strike without a ball: approach at a slight angle, plant, swing and land on your kicking foot.',
      },
      {
        title: 'Strike a still ball',
        body: 'From 12 yards, strike a still ball with your laces at the goal or a wall. Focus on one thing at a time: standing foot, locked ankle, then follow-through.',
      },
      {
        title: 'Check and cool down',
        body: 'Hit five more with your other foot. Think about which part of the technique felt best, then cool down with stretches for your quads and hips.',
      },
    ],
    instructions: [
      'Set-up: a goal, a rebounder or a safe wall with no windows, and a ball 12 yards away.',
      'Coaching point: approach from a slight angle and plant your standing foot beside the ball, pointing at the target.',
      'Coaching point: toe pointed down, ankle locked, strike the middle of the ball with your laces.',
      'Coaching point: keep your head and chest over the ball and land on your kicking foot to keep the shot low.',
    ],
    tips: [
      'Power comes from clean contact and your hips, not from swinging harder.',
      'Fewer, better strikes beat lots of rushed ones in this lesson.',
    ],
    equipment: ['Ball (2-3 if you have them)', 'Goal, rebounder or a safe wall'],
    space: 'Park, field or large backyard, about 20 x 10 yards',
    measurement: null,
  },
  {
    id: 'finishing-first-time-finishes',
    categoryId: 'finishing',
    title: 'First-Time Finishes',
    description:
      'Shoot a moving ball with your first touch, the way most goals are scored in games.',
    type: 'Exercise',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Set a cone 10 yards from the goal. Do a dynamic warm-up, then hit five easy inside-foot finishes to get your eye in.',
      },
      {
        title: 'Roll and strike',
        body: 'Roll the ball forward a yard with your sole, step in and shoot it first time while it is still moving. If a helper is with you, they can roll the ball to you from the side instead.',
      },
      {
        title: 'Both feet and cool down',
        body: 'Alternate feet on every shot. Finish with a slow jog to collect the balls and stretches for your hamstrings.',
      },
    ],
    instructions: [
      'Set-up: a shooting cone 10 yards from a goal, rebounder or safe wall with no windows.',
      'Coaching point: get your standing foot next to where the ball will be, not where it is now.',
      'Coaching point: choose inside foot for accuracy or laces for power, and keep the ball low.',
      'Coaching point: stay relaxed and strike through the ball instead of stabbing at it.',
      'Measurement: one run is one roll-and-strike that ends on target. Reach 15 runs.',
    ],
    tips: [
      'Shorter rolls are easier. Roll it farther as you get better.',
      'Take a breath before each shot to stay calm.',
    ],
    equipment: ['Ball (2-3 if you have them)', '1 cone', 'Goal, rebounder or a safe wall'],
    space: 'Park or large backyard with a goal or net, about 20 x 10 yards',
    measurement: measure('runs', 15, 2, 15),
  },
  {
    id: 'finishing-cut-inside-and-shoot',
    categoryId: 'finishing',
    title: 'Cut Inside and Shoot',
    description:
      'Attack from the wing, cut inside past a defender cone and shoot at the far post with either foot.',
    type: 'Drill Guide',
    difficulty: 'Advanced',
    durationMinutes: 20,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Put a starting cone 20 yards out on the right wing and a defender cone 12 yards from goal, in line with the post. Do a dynamic warm-up with build-up runs and some easy shots.',
      },
      {
        title: 'Cut and shoot',
        body: 'Dribble at the defender cone at speed, cut inside with the inside or outside of your foot, take one touch to set the ball and shoot at the far post. Do 10 from the right wing, then move the cones to the left wing.',
      },
      {
        title: 'Play it quicker and cool down',
        body: 'Try to shoot right after the cut with no extra touch. Finish with a slow jog and stretches for your hips, quads and hamstrings.',
      },
    ],
    instructions: [
      'Set-up: a starting cone on the wing, a defender cone 12 yards out in line with the post, and a goal or two cones 4 yards apart.',
      'Coaching point: the cut should take you into space across the front of the defender.',
      'Coaching point: aim for the far post. A saved shot there can still be tapped in by a teammate.',
      'Coaching point: from the right wing you finish with your left foot, and from the left wing with your right foot.',
      'Measurement: one run is a cut and a shot on target. Reach 20 runs.',
    ],
    tips: [
      'Sell the cut with your shoulders and hips first.',
      'Collect the balls slowly to recover between sets.',
      'Keep your shot low and aim for the far side netting.',
    ],
    equipment: ['Ball (2-3 if you have them)', '4 cones', 'Goal or rebounder'],
    space: 'Park or field with a goal, about 25 x 20 yards',
    measurement: measure('runs', 20, 2, 20),
  },

  // ---------------------------------------------------------------- Speed and Agility
  {
    id: 'speed-agility-dynamic-warm-up',
    categoryId: 'speed-agility',
    title: 'Dynamic Warm-Up',
    description:
      'The academy warm-up you should do before every session, to get your body ready to move fast safely.',
    type: 'Video',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Get moving',
        body: 'Mark two cones 10 yards apart. Jog there and back twice, then do high knees, butt kicks and skips there and back once each.',
      },
      {
        title: 'Open up your hips',
        body: 'Side shuffle there and back facing the same way, then do carioca (crossover steps) there and back. Follow with 10 walking lunges and 10 leg swings on each leg.',
      },
      {
        title: 'Build-up runs',
        body: 'Finish with three runs to the far cone, starting slowly and getting faster, to about three-quarter speed. Walk back between each one.',
      },
    ],
    instructions: [
      'Set-up: two cones 10 yards apart on flat ground.',
      'Coaching point: these are moving stretches. Keep moving and do not hold any stretch for long.',
      'Coaching point: stay tall, with your chest up and arms swinging.',
      'Safety: do this warm-up before every training session, especially before sprinting or shooting.',
      'Measurement: time the full warm-up. Reach 8 minutes.',
    ],
    tips: [
      'Learn this routine by heart so you can do it before team practice too.',
      'If something feels painful, not just tight, stop and tell an adult.',
    ],
    equipment: ['2 cones'],
    space: 'Backyard, driveway or park, about 12 x 4 yards',
    measurement: measure('minutes', 8, 3, 10),
  },
  {
    id: 'speed-agility-ladder-footwork',
    categoryId: 'speed-agility',
    title: 'Ladder Footwork',
    description:
      'Quick, light footwork patterns through a speed ladder to make your feet faster and your steps shorter.',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Lay out a speed ladder, or draw 10 boxes with chalk about 18 inches apart. Do two minutes of the dynamic warm-up: jogging, high knees and skips.',
      },
      {
        title: 'Four patterns',
        body: 'Go through the ladder with one foot in each box, then two feet in each box, then sideways with two feet in each box, then in-in-out-out. Walk back to the start after each run.',
      },
      {
        title: 'Add a ball and cool down',
        body: 'At the end of the ladder, a ball is waiting: dribble it 5 yards after each run. Finish with a walk and calf stretches.',
      },
    ],
    instructions: [
      'Set-up: a speed ladder or 10 chalk boxes on flat ground, with a ball 2 yards past the end.',
      'Coaching point: stay on the balls of your feet and pump your arms.',
      'Coaching point: quick and quiet feet. Get it right before you go faster.',
      'Coaching point: if you step on a rung, finish the run slower next time.',
      'Measurement: one run is one trip through the ladder. Reach 12 runs.',
    ],
    tips: [
      'Look ahead, not down at your feet, as you get better.',
      'Sidewalk chalk works great if you do not have a ladder.',
    ],
    equipment: ['Speed ladder or sidewalk chalk', 'Ball'],
    space: 'Driveway, patio or backyard, about 12 x 3 yards',
    measurement: measure('runs', 12, 2, 10),
  },
  {
    id: 'speed-agility-core-and-balance',
    categoryId: 'speed-agility',
    title: 'Core and Balance Holds',
    description:
      'Bodyweight planks, bridges and balance holds that help you stay strong on the ball and avoid injuries.',
    type: 'Exercise',
    difficulty: 'Intermediate',
    durationMinutes: 10,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up',
        body: 'Jog in place for one minute and do 10 arm circles forward and backward. Then do 10 glute bridges: lie on your back, knees bent, and lift your hips.',
      },
      {
        title: 'Core circuit',
        body: 'Do a front plank for up to 30 seconds, a side plank on each side for 15 seconds and a one-leg balance for 30 seconds on each leg. Rest 30 seconds and do the circuit twice.',
      },
      {
        title: 'Plank test and cool down',
        body: "Finish with your best front plank, aiming for 60 seconds with good form. Cool down with a child's pose stretch and a gentle back stretch.",
      },
    ],
    instructions: [
      'Space: a soft flat surface like grass, a yoga mat or carpet, about 2 x 3 yards.',
      'Equipment: bodyweight only. No weights are needed or used in this lesson.',
      'Coaching point: in a plank your body is a straight line from head to heels. Do not let your hips sag or stick up.',
      'Coaching point: keep breathing the whole time. Do not hold your breath.',
      'Measurement: time your final front plank with good form. Reach 60 seconds.',
    ],
    tips: [
      'If your form breaks, drop to your knees and keep holding. That still counts as hard work.',
      'Try the one-leg balance with your eyes closed when it gets easy.',
    ],
    equipment: ['Mat or towel (optional)'],
    space: 'Living room, garage or yard, about 2 x 3 yards',
    measurement: measure('seconds', 60, 1, 15),
  },
  {
    id: 'speed-agility-5-10-5-shuttle',
    categoryId: 'speed-agility',
    title: '5-10-5 Shuttle',
    description:
      'A classic change-of-direction sprint that trains you to stop, turn and go again fast.',
    type: 'Drill Guide',
    difficulty: 'Intermediate',
    durationMinutes: 15,
    contentUrl: null,
    steps: [
      {
        title: 'Set up and warm up',
        body: 'Place three cones in a line, 5 yards apart. Do the full dynamic warm-up before you sprint.',
      },
      {
        title: 'Run the shuttle',
        body: 'Start at the middle cone. Sprint 5 yards to the right cone and touch the ground, sprint 10 yards to the left cone and touch the ground, then sprint 5 yards back through the middle. Rest about one minute between runs.',
      },
      {
        title: 'Switch sides and cool down',
        body: 'Start half of your runs going left first. Finish with a slow walk and stretches for your hamstrings, quads and calves.',
      },
    ],
    instructions: [
      'Set-up: three cones in a straight line, 5 yards apart, on grass or turf.',
      'Coaching point: lower your hips and take short, quick steps as you get close to each cone.',
      'Coaching point: push off hard with your outside leg when you turn.',
      'Safety: rest between runs. Every run should be full speed, so you need to recover.',
      'Measurement: one run is one full 5-10-5 shuttle. Reach 8 runs.',
    ],
    tips: [
      'Ask someone to time you and write down your best run.',
      'Touch the line with the hand nearest the ground to stay low.',
    ],
    equipment: ['3 cones'],
    space: 'Park or large backyard, about 12 x 4 yards of grass or turf',
    measurement: measure('runs', 8, 4, 15),
  },
  {
    id: 'speed-agility-reaction-starts',
    categoryId: 'speed-agility',
    title: 'Reaction Starts and Safe Stops',
    description:
      'React to a call, accelerate hard over 10 yards and stop under control in three steps.',
    type: 'Exercise',
    difficulty: 'Advanced',
    durationMinutes: 20,
    contentUrl: null,
    steps: [
      {
        title: 'Warm up and landing practice',
        body: 'Do the full dynamic warm-up. Then do 10 squats and 5 small jumps where you land softly on bent knees, with your knees over your toes.',
      },
      {
        title: 'React and go',
        body: 'Start in a ready position in the middle of four cones set in a 10 x 10 yard square. A helper calls a color or points to a cone; sprint to it, stop in three steps and jog back. With no helper, use a random-timer app or call the cone yourself from a shuffled list.',
      },
      {
        title: 'Add a ball and cool down',
        body: 'For the last few runs, dribble to the called cone and stop the ball on it with your sole. Cool down with a walk and stretches for your legs and hips.',
      },
    ],
    instructions: [
      'Set-up: four cones of different colors in the corners of a 10 x 10 yard square, and a start cone in the middle.',
      'Equipment: bodyweight only. No weights, bands or sleds are used in this lesson.',
      'Coaching point: your first three steps are short and powerful, with your body leaning forward.',
      'Coaching point: to stop, sink your hips, take short steps and land with your knees bent over your toes.',
      'Measurement: one run is a reaction sprint with a controlled stop. Reach 10 runs.',
    ],
    tips: [
      'Rest about 45 seconds between runs so every sprint is sharp.',
      'A quiet stop is a good stop. Loud stomping means you need to bend your knees more.',
      'Stop and tell an adult if your knees or ankles hurt.',
    ],
    equipment: ['5 cones', 'Ball'],
    space: 'Park or large backyard, about 12 x 12 yards of grass or turf',
    measurement: measure('runs', 10, 4, 20),
  },
];
