# syntax=docker/dockerfile:1
# Bravo Academy: one image for every instance. See README "Deploy" and docs/decisions/077.

FROM node:20-bookworm-slim AS builder
WORKDIR /app
# better-sqlite3 and @node-rs/argon2 may compile from source when no prebuilt binary matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# As the README and CI install: the lockfile pins versions (npm ci refuses a lockfile without every platform's optional packages).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:./data/academy.db
WORKDIR /app
# The server runs from its TypeScript sources through tsx (a runtime dependency, kept by the prune).
COPY --from=builder --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=builder --chown=node:node /app/node_modules ./node_modules
COPY --from=builder --chown=node:node /app/dist ./dist
COPY --from=builder --chown=node:node /app/src ./src
COPY --from=builder --chown=node:node /app/content ./content
COPY --from=builder --chown=node:node /app/tsconfig.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node directly (not npm) so SIGTERM reaches the server and it drains.
# The second preload starts tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) before the app loads pg.
CMD ["node", "--import", "tsx", "--import", "./src/server/instrument.ts", "src/server/main.ts"]
