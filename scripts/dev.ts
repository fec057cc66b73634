/**
 * `npm run dev`: the API with reload on change (port 3001) and Vite with hot module reload (port
 * 3000, proxying /api to the API). Open http://localhost:3000.
 */
import { spawn } from 'node:child_process';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--import', './src/server/instrument.ts', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
