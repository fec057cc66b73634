/** What other features may use of safeguarding: the cases list the Contacts page shows. */
export { SafetyCasesList } from './components/safety-cases-list';
