/** What other parts of the app may use from the store feature. */
export { StoreOrders } from './components/store-orders';
