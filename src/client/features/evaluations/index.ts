/** What other parts of the app may use from the evaluations feature. */
export { EvaluationsDueSection } from './components/evaluations-due-section';
export { PassportSummary } from './components/passport-summary';
