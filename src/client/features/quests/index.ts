/** What other parts of the app may use from the quests feature. */
export { QuestsPanels } from './components/quests-panel';
export { questsQueryKeys } from './api/get-quests';
