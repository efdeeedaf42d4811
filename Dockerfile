# syntax=docker/dockerfile:1
#
# Baton's image: the static binary (CGO off) on Debian slim, which brings
# what the binary calls out to: pg_dump/pg_restore (and psql for --clean) for `baton backup` and
# `baton restore` (postgresql-client: PostgreSQL 17 on trixie, matching the
# pgvector/pgvector:pg17 server of docker-compose.yml; pg_dump must be at
# least the server's version), CA certificates for HTTPS model providers, and
# curl for the HEALTHCHECK. No PostgreSQL server is inside: give it
# DATABASE_URL (docker-compose.yml does).
#
# Build from the checkout (the build context copies only the Go sources, so
# a ./baton-data next to them is never sent to the daemon's build):
#
#   docker build -t baton:local \
#     --build-arg VERSION="$(git describe --tags --always --dirty)" \
#     --build-arg REVISION="$(git rev-parse HEAD)" \
#     --build-arg REVISION_TIME="$(git log -1 --format=%cI)" .
#
# The build context has no .git, so Go can't stamp vcs.* itself; the three
# build arguments reach `baton version` through the linker instead.

ARG GO_VERSION=1.26

FROM golang:${GO_VERSION}-trixie AS build
WORKDIR /src
ENV CGO_ENABLED=0
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY main.go ./
COPY app/ app/
COPY migrations/ migrations/
COPY pipeline/ pipeline/
COPY store/ store/
COPY web/ web/
ARG VERSION=""
ARG REVISION=""
ARG REVISION_TIME=""
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -buildvcs=false -o /out/baton \
      -ldflags "-s -w -X github.com/baton-dev/baton/app.buildVersion=${VERSION} -X github.com/baton-dev/baton/app.buildRevision=${REVISION} -X github.com/baton-dev/baton/app.buildTime=${REVISION_TIME}" \
      .

FROM debian:trixie-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl postgresql-client \
 && rm -rf /var/lib/apt/lists/*
# A dedicated unprivileged user; its home is the working directory.
RUN useradd --system --uid 10001 --user-group --create-home --home-dir /var/lib/baton --shell /usr/sbin/nologin baton
COPY --from=build /out/baton /usr/local/bin/baton
USER 10001:10001
WORKDIR /var/lib/baton
# serve listens on every interface of the container (so it refuses to start
# until an API token exists: see docs/operations.md); work's /healthz too.
ENV BATON_LISTEN=0.0.0.0:8080 \
    BATON_HEALTH_LISTEN=0.0.0.0:8081
EXPOSE 8080 8081
# The default command's health; `work` answers on 8081 (docker-compose.yml
# overrides the check for it).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["baton"]
CMD ["serve"]
