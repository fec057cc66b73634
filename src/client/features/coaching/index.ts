/** What other features may use of coaching: the family's "This week's plan", the coach's plans and home sections, and a session's results. */
export { ThisWeeksPlan } from './components/this-weeks-plan';
export { WeeklyPlansSection } from './components/weekly-plans-section';
export { SessionResultsSection } from './components/session-results-section';
export { FamiliesWaitingSection, LessonsWrittenSection } from './components/coach-home-sections';
