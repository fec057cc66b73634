/**
 * The academy's story as the public pages tell it: model, values, player profile, stats, what's
 * included, training pillars, app features, coach and testimonials. Split from academy.ts so the
 * first screen does not carry it (decision 004).
 */
import { sessionLengthsLine } from './academy-plans';

export const ACADEMY_MODEL = [
  {
    title: 'European Development Model',
    text: 'Technique first, decisions second, results last. Small-sided games, high touch counts and clear coaching points, the way the best European academies develop players.',
  },
  {
    title: 'Small, Invite-Only Groups',
    text: 'A limited roster of players born 2014–2017 so every athlete gets real coaching time, individual feedback and a plan.',
  },
  {
    title: 'Year-Round Training',
    text: `${sessionLengthsLine()}, 3 days a week, all year. Steady, periodized work builds players who keep improving, season after season.`,
  },
] as const;

export const VALUES = [
  { name: 'Respect', text: 'For teammates, opponents, referees, coaches and family.' },
  { name: 'Discipline', text: 'Showing up, working hard and doing the details right.' },
  { name: 'Integrity', text: 'Honest effort and fair play, whether or not anyone is watching.' },
  { name: 'Humility', text: 'Always a student of the game, ready to learn from everyone.' },
  { name: 'Spirit', text: 'Energy, joy and courage on the ball, in every session.' },
  { name: 'Loyalty', text: 'To the team, the academy and the promises we make.' },
] as const;

export const PLAYER_PROFILE = [
  {
    title: 'Identity',
    text: 'Players who know who they are on the ball: confident, creative and comfortable in tight spaces.',
  },
  {
    title: 'Character',
    text: 'Players who compete hard, handle setbacks and lift the people around them.',
  },
  {
    title: 'Fulfillment',
    text: 'Players who love the game and find joy in getting better every week.',
  },
] as const;

export const ACADEMY_STATS = [
  { value: '2 hrs', label: 'per session' },
  { value: '3 days', label: 'a week' },
  { value: '12', label: 'months a year' },
  { value: '2014–2017', label: 'birth years' },
] as const;

export const WHATS_INCLUDED = [
  { title: 'Training app with rankings', text: 'Lessons, XP, streaks, badges and weekly rankings for every athlete.' },
  { title: 'Resource guides', text: 'Nutrition, recovery, mindset and the pathway to the next level.' },
  { title: 'Assessments', text: 'Regular technical and physical assessments with written feedback.' },
  { title: 'Tactical plans', text: 'Positional play and game principles taught through small-sided games.' },
  { title: 'Shooting', text: 'Finishing technique with both feet, from every angle and distance.' },
  { title: 'Strength and conditioning', text: 'Age-appropriate speed, agility, balance and injury prevention.' },
  { title: '1v1 moves', text: 'A repertoire of moves to beat a defender, and the courage to use them.' },
  { title: 'Periodization', text: 'Training loads planned across the year so players peak and stay healthy.' },
] as const;

export const TRAINING_PILLARS = [
  {
    title: 'Technical',
    text: 'Ball mastery, first touch, passing, dribbling and finishing with both feet: thousands of quality touches every week.',
  },
  {
    title: 'Strength and Conditioning',
    text: 'Speed, agility, coordination and core strength, built with age-appropriate bodyweight work.',
  },
  {
    title: 'Tactics',
    text: 'Scanning, positioning and decision-making, taught through small-sided games and positional play.',
  },
  {
    title: 'Mentorship',
    text: 'Coaches who know each player, set individual goals and talk with families about progress.',
  },
  {
    title: 'Body Management',
    text: 'Warm-ups, mobility, recovery, sleep and hydration habits that keep growing bodies healthy.',
  },
  {
    title: 'Periodization',
    text: 'The year is planned in blocks of load and recovery, so players improve steadily and avoid burnout.',
  },
] as const;

export const APP_FEATURES = [
  { title: 'Performance analytics', text: 'Track touches, times and training minutes as they add up.' },
  { title: 'XP and leaderboards', text: 'Earn XP for every lesson and challenge and climb the weekly rankings.' },
  { title: 'Team communication', text: 'Messages from coaches and academy updates in one place.' },
  { title: 'Training library', text: 'Step-by-step lessons with timers and measurements for home practice.' },
  { title: 'Merch shop', text: 'Academy kit and recommended training gear.' },
  { title: 'Parent portal', text: 'Athletes, membership and billing for the whole family.' },
  { title: 'Badges', text: 'Achievements for consistency, progress and team spirit.' },
] as const;

export const APP_KEY_FEATURES = [
  'Lessons with built-in timers and touch counters',
  'Weekly challenges that reset every Monday',
  'Levels, streaks and achievement badges',
  'Weekly rankings showing first names only',
  'Separate progress for each of your athletes',
  'Works on any phone, no download needed',
] as const;

export const COACH = {
  title: 'Head Coach',
  intro:
    'Our coaching staff brings professional playing and European academy coaching experience to every session in 4S Ranch.',
  credentials: [
    'UEFA B coaching licence',
    'U.S. Soccer Grassroots licences',
    'Over a decade coaching youth players in Europe and San Diego',
    'Background in professional youth academies',
    'CPR, first aid and SafeSport certified',
  ],
  philosophy: [
    'Players first: every drill exists to make the player better, not to win a practice.',
    'Technique is the foundation. We aim for thousands of quality touches a week.',
    'We teach players to think: scan, decide, execute.',
    'High standards, delivered with warmth. Kids learn best when they feel safe to make mistakes.',
  ],
} as const;

export const TESTIMONIALS = [
  {
    quote:
      'Our son’s first touch and confidence have changed completely in six months. The coaches know exactly what he needs to work on, and he wants to train at home now.',
    author: 'Parent of a 2015 player',
  },
  {
    quote:
      'Small groups, real coaching and a clear plan. It is the first program where we can see the progress every week.',
    author: 'Parent of a 2014 player',
  },
  {
    quote:
      'The app keeps my son practicing between sessions. He checks his streak every morning.',
    author: 'Parent of a 2016 player',
  },
] as const;

