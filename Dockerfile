# syntax=docker/dockerfile:1
# One image per server of the lending platform, built from one multi-target Dockerfile (issue 40,
# docs/deploy.md): `docker build --target api|worker|web|backoffice|migrate -t lender-<target> .`
# Every target runs what is already built: no build at start. `npm run rehearse` starts the same
# commands (the CMD lines below) on one machine, so keep them as they are written here.

FROM node:20-bookworm-slim AS base
# pnpm at the version the repository pins (package.json "packageManager"); never corepack.
RUN npm install --global pnpm@10.34.8 && apt-get update \
  && apt-get install --yes --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile
# `npm run build` once: packages, the API bundle, both Remix builds.
RUN pnpm run build
# Only what runs stays: development dependencies are unlinked.
RUN pnpm install --frozen-lockfile --prod

FROM base AS runtime
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app /app
USER node
ENTRYPOINT ["/usr/bin/tini", "--"]

# The /web API. Needs DATABASE_URL, the secrets, DOCUMENT_STORAGE=s3 + S3_*, SENTRY_DSN, SITE_API_KEY,
# COMPANY_* (apps/api/README.md "Environment"); JOBS_IN_API=false when the worker runs the jobs.
FROM runtime AS api
ENV HOST=0.0.0.0 PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]

# The background jobs (any number may run: the queue is in PostgreSQL); health and metrics on 4100.
FROM runtime AS worker
ENV WORKER_HOST=0.0.0.0 WORKER_PORT=4100
EXPOSE 4100
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:4100/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/worker.js"]

# The borrower site. Needs API_URL, SESSION_SECRET, SITE_API_KEY, SENTRY_DSN, TRUST_PROXY.
FROM runtime AS web
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/web/server.mjs"]

# The back-office. Same variables as the borrower site.
FROM runtime AS backoffice
ENV HOST=0.0.0.0 PORT=3100
EXPOSE 3100
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3100/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/backoffice/server.mjs"]

# One-shot: migrations (under an advisory lock) and the address catalogue, then exit. The first
# admin: `docker compose run --rm migrate node apps/api/dist/admin-create.js --email …`.
FROM runtime AS migrate
CMD ["node", "apps/api/dist/migrate.js"]
