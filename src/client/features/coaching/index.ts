/** What other features may use of coaching: the family's "This week's plan" and the coach's plans section. */
export { ThisWeeksPlan } from './components/this-weeks-plan';
export { WeeklyPlansSection } from './components/weekly-plans-section';
