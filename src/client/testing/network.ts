/**
 * The API answered at the network for the DOM tests: the component's own fetch calls go out and
 * MSW answers them, so what is sent and how an answer is read are tested as the app runs them. A
 * request no handler answers fails its test.
 */
import { setupServer } from 'msw/node';

export const server = setupServer();
