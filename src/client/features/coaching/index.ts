/** What other features may use of coaching: the family's "This week's plan" and the coach's home sections. */
export { ThisWeeksPlan } from './components/this-weeks-plan';
export { WeeklyPlansSection } from './components/weekly-plans-section';
export { FamiliesWaitingSection, LessonsWrittenSection } from './components/coach-home-sections';
