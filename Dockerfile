# One image for every role (ROLE=all|api|feed). The web app and the server are compiled in a build
# stage with the dev dependencies; the final stage holds only the compiled output and the server's
# production dependencies, and runs plain `node` (no TypeScript loader) as an unprivileged user.
#
#   docker build --build-arg VITE_CLIENT_CODE="$CLIENT_CODE" -t slipstream .
#
# VITE_* are read when the web app is built: VITE_CLIENT_CODE must equal the CLIENT_CODE the server
# runs with, or every signed call is refused.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
ARG VITE_CLIENT_CODE
ARG VITE_SPORTS_API_BASE
ARG VITE_PRODUCT_API_BASE
RUN npm run build && npm run build:server

# The server's production dependencies only (no web toolchain, no test or build tools).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace apps/server && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
# Its package.json marks the compiled server as an ES module.
COPY apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database's folder (ROLE=all without DATABASE_URL); mount a volume here to keep it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
