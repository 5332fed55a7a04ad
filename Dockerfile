# The whole product (server, visitor web app, staff console) in one image; see docs/scaling.md.
# Everything comes from the package registries: the Node 24 image and `npm ci`.
FROM node:24-slim
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY . .
# The server runs its TypeScript sources directly on Node 24, so the workspaces stay installed.
RUN npm ci && npm run build
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
# Not root: the server writes only under DATA_DIR (a volume, owned by node as made here).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# As `npm run serve`: migrations and (unless SEED_DEMO=false) the demo content, then the server.
# Both are safe to run from several instances at once. SIGTERM finishes requests in flight.
CMD ["sh", "-c", "node packages/demo-content/src/cli.ts && exec node apps/server/src/server.ts"]
