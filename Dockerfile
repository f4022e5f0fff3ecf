# syntax=docker/dockerfile:1
# The self-hosted image (docs/DEPLOY.md, decision 704): the standalone folder that `npm run build`
# writes, run with node alone. Not built by CI; tests/load/standalone.test.ts runs the same folder with
# the same command (`node server.mjs`) from a copy outside the repository.
#
#   docker build --build-arg APP_URL=https://www.example.com \
#     --secret id=database_url,env=DATABASE_URL -t paisapilot .
#   docker run -p 3000:3000 -v paisapilot-data:/data \
#     -e DATABASE_URL -e AUTH_SECRET -e APP_URL=https://www.example.com -e RESEND_API_KEY paisapilot

FROM node:22-slim AS build
WORKDIR /app
COPY . .
# `npm install`, not `npm ci` (decision 009); it also generates the Prisma client (postinstall).
RUN npm install --no-audit --no-fund
# The build applies migrations and prerenders pages from the database, so it needs one: passed as a
# build secret, never an ARG (those are kept in the image's history). APP_URL is written into the
# prerendered pages: build with the URL the container will serve.
ARG APP_URL
RUN --mount=type=secret,id=database_url,required=true \
    DATABASE_URL="$(cat /run/secrets/database_url)" APP_URL="$APP_URL" npm run build

FROM node:22-slim
WORKDIR /app
ENV NODE_ENV=production HOSTNAME=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /data && chown node:node /data
USER node
# Local uploads when BLOB_READ_WRITE_TOKEN is unset.
VOLUME /data
EXPOSE 3000
# Applies migrations, then serves (`node server.mjs migrate` applies them only).
CMD ["node", "server.mjs"]
