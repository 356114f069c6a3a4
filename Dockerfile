# The shop's production image (README "Production", issue 15):
#   docker build -t loris . && docker run -p 3000:3000 -v loris-data:/app/data --stop-timeout 30 loris
# compose.yaml runs two of these behind a load balancer on PostgreSQL and an S3-compatible bucket.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then `npm run build` (build/client, build/server, build/host) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lock file and the patches first, so that the install layer is reused until they change;
# `postinstall` runs patch-package, which reads patches/. NODE_ENV stays unset here: production
# would make npm ci skip the dev dependencies the build needs.
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the build, and the sources of the operator's commands ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=131072 \
    DATA_DIR=/app/data \
    PORT=3000
COPY package.json package-lock.json ./
# --ignore-scripts, for the patches and the install scripts alike. The one patch
# (patches/@react-router+dev+7.18.4.patch) is to @react-router/dev, a dev dependency used only by
# the build stage and not installed here, and the root `postinstall` would fail: patch-package is
# a dev dependency too. Of the production packages only esbuild (tsx's) has an install script, a
# check it does not need (it runs its binary from the @esbuild/linux-* package the lock file
# lists, as sharp does from @img/sharp-linux-*); run here, the check of the old esbuild that npm
# brings along for drizzle-kit (an optional peer of better-auth, never loaded) fails the install.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# What `node build/host/start.mjs` reads: the host with the migrations beside it, the server
# build it imports, and build/client (hashed assets, fonts, the demo catalogue's media).
COPY --from=build /app/build ./build
# The sources `npm run create-admin`, `db:migrate`, `db:seed` and `media:migrate` run with tsx (a
# production dependency): they reach server/, contracts/ and the top-level scripts only.
COPY tsconfig.json ./
COPY server ./server
COPY contracts ./contracts
COPY scripts/*.ts ./scripts/
# DATA_DIR: the embedded database, uploads without a bucket and the .eml outbox without
# SMTP_URL; the only place the shop writes, and the only one owned by `node`.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only (/healthz): load balancers should use /readyz. No curl in slim images.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The shop finishes in-flight requests and ends live streams within 10 s of SIGTERM, then closes
# the database: give it more than Docker's default 10 s (--stop-timeout 30, stop_grace_period).
STOPSIGNAL SIGTERM
# Not `npm start`: its prestart rebuilds when it thinks a source is newer, with dev dependencies
# this image does not have. --expose-gc as `npm start`: a download's memory is returned at its end.
CMD ["node", "--expose-gc", "build/host/start.mjs"]
