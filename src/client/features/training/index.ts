/** What other parts of the app may use from the training feature. */
export { trainingQueryKeys } from './api/query-keys';
export { useCategories } from './api/get-categories';
