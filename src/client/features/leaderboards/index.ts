/** What other parts of the app may use from the leaderboards feature. */
export { rankingsQueryKeys, type RankingPeriod } from './api/query-keys';
export { useRankings } from './api/get-rankings';
export { RankingList } from './components/ranking-list';
export { RankingsPrivacySwitch } from './components/rankings-privacy-switch';
